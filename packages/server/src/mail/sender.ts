/**
 * The outbox's sender: claims due messages, sends them through a transport (SMTP via nodemailer when
 * `SMTP_URL` is set, else the development outbox, where the message is already readable at
 * `/dev/outbox`), and writes down how it went.
 *
 * Conventions:
 * - a claim is one UPDATE over the due rows picked `FOR UPDATE SKIP LOCKED`: two processes never claim the
 *   same message, and a claim raises `attempts` before the send, so a restart never sends a message
 *   whose send succeeded (`sent_at` is set) and only retries one whose claim is older than core's
 *   `MAIL_CLAIM_LEASE_MS` without an answer;
 * - a failed send waits core's `mailRetryDelayMs(attempts)`; after `MAIL_MAX_ATTEMPTS` it stays failed;
 * - the log names a message by id and subject, never its text (links in mail are keys to accounts).
 */
import { MAIL_CLAIM_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetried, mailRetryDelayMs } from '@attune/core/rules';
import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { AppContext } from '../context';
import { outbox } from '../db/schema';
import { jobRun } from '../observability/metrics';
import type { Mail } from './outbox';

/** Where mail goes. `send` resolves once the message is accepted, or throws. */
export interface MailTransport {
  readonly name: string;
  send(mail: Mail): Promise<void>;
}

/** The development outbox: the message already sits in the outbox table that `/dev/outbox` lists. */
export const devOutboxTransport: MailTransport = { name: 'dev-outbox', send: async () => {} };

/** SMTP through nodemailer, e.g. `smtps://user:pass@smtp.example.org:465`; `from` is the sender's address. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return {
    name: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** The transport the environment asks for: SMTP when `SMTP_URL` is set, the development outbox otherwise. */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const url = env.SMTP_URL;
  if (url) return smtpTransport(url, env.MAIL_FROM ?? 'Attune <no-reply@attune.invalid>');
  return devOutboxTransport;
}

interface Claimed {
  id: number;
  to: string;
  subject: string;
  text: string;
  attempts: number;
}

/** Claims up to `limit` due messages (see the conventions). */
export async function claimDueMail(ctx: AppContext, limit = 20): Promise<Claimed[]> {
  const now = ctx.clock.now();
  const leaseEnd = new Date(now.getTime() - MAIL_CLAIM_LEASE_MS);
  const result = (await ctx.db.execute(sql`
    update outbox set claimed_at = ${now.toISOString()}, attempts = attempts + 1
    where id in (
      select id from outbox
      where sent_at is null and attempts < ${MAIL_MAX_ATTEMPTS}
        and next_attempt_at <= ${now.toISOString()}
        and (claimed_at is null or claimed_at < ${leaseEnd.toISOString()})
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id, "to", subject, text, attempts`)) as unknown as { rows: Claimed[] };
  return result.rows;
}

/** What one pass of the sender did. */
export interface DeliveryReport {
  readonly sent: number;
  readonly failed: number;
}

/** Sends every due message once: claims, sends, and writes `sent_at` or the next try. */
export async function deliverDueMail(ctx: AppContext, transport: MailTransport): Promise<DeliveryReport> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueMail(ctx);
    if (batch.length === 0) break;
    for (const message of batch) {
      try {
        await transport.send({ to: message.to, subject: message.subject, text: message.text });
        await ctx.db
          .update(outbox)
          .set({ sentAt: ctx.clock.now(), claimedAt: null, lastError: null })
          .where(eq(outbox.id, message.id));
        sent += 1;
      } catch (error) {
        failed += 1;
        const attempts = Number(message.attempts);
        const reason = error instanceof Error ? error.message : String(error);
        await ctx.db
          .update(outbox)
          .set({
            claimedAt: null,
            lastError: reason.slice(0, 500),
            nextAttemptAt: new Date(ctx.clock.now().getTime() + mailRetryDelayMs(attempts)),
          })
          .where(eq(outbox.id, message.id));
        ctx.logger.error(
          `mail ${message.id} "${message.subject}" not sent (try ${attempts}${mailRetried(attempts) ? '' : ', the last'}): ${reason}`,
        );
      }
    }
  }
  return { sent, failed };
}

/** The running sender. */
export interface MailSender {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
  /** Runs a pass now (or returns the one under way). */
  runNow(): Promise<DeliveryReport | null>;
}

/** Runs the sender every `intervalMs` (5 s by default), and once at start. */
export function startMailSender(
  ctx: AppContext,
  transport: MailTransport,
  options: { intervalMs?: number } = {},
): MailSender {
  let running: Promise<DeliveryReport | null> | null = null;
  const run = () => {
    running ??= jobRun('mail_delivery', () => deliverDueMail(ctx, transport))
      .catch((error: unknown) => {
        ctx.logger.error(`mail sender failed: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 5000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    runNow: run,
  };
}
