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
 * - bounded under a mail server that is down (core's `MAIL_QUEUE_LIMITS`): new messages are claimed before
 *   retried ones (fewest attempts first), a pass sends at most `perPass` messages and stops after
 *   `failuresPerPass` failures in a row (the server is down: the rest wait for the next pass instead of a
 *   time-out each), and an address keeps only its newest unsent messages (mail/outbox.ts);
 * - a message marked `erase_when_sent` (the farewell to a deleted account) is deleted once sent;
 * - the log names a message by id and subject, never its text (links in mail are keys to accounts).
 */
import {
  MAIL_CLAIM_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_QUEUE_LIMITS,
  mailRetried,
  mailRetryDelayMs,
} from '@attune/core/rules';
import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { AppContext } from '../context';
import { outbox } from '../db/schema';
import { startSchedule } from '../jobs/schedule';
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
  erase_when_sent: boolean;
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
      order by attempts, id
      limit ${limit}
      for update skip locked
    )
    returning id, "to", subject, text, attempts, erase_when_sent`)) as unknown as { rows: Claimed[] };
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
  let failedInARow = 0;
  pass: while (sent + failed < MAIL_QUEUE_LIMITS.perPass) {
    const batch = await claimDueMail(ctx, Math.min(20, MAIL_QUEUE_LIMITS.perPass - sent - failed));
    if (batch.length === 0) break;
    for (const [index, message] of batch.entries()) {
      if (failedInARow >= MAIL_QUEUE_LIMITS.failuresPerPass) {
        // The mail server is down: the rest of the claim goes back, untried, for the next pass.
        const untried = batch.slice(index).map((each) => each.id);
        await ctx.db.execute(
          sql`update outbox set claimed_at = null, attempts = greatest(attempts - 1, 0) where id = any(${`{${untried.join(',')}}`}::int[])`,
        );
        break pass;
      }
      try {
        await transport.send({ to: message.to, subject: message.subject, text: message.text });
        if (message.erase_when_sent) await ctx.db.delete(outbox).where(eq(outbox.id, message.id));
        else
          await ctx.db
            .update(outbox)
            .set({ sentAt: ctx.clock.now(), claimedAt: null, lastError: null })
            .where(eq(outbox.id, message.id));
        sent += 1;
        failedInARow = 0;
      } catch (error) {
        failed += 1;
        failedInARow += 1;
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

/** The outbox's depth: messages waiting to be sent (due now or later) and those given up on. */
export interface MailQueueDepth {
  readonly waiting: number;
  readonly failed: number;
}

/** Counts the outbox's waiting and failed messages (for `/health`). */
export async function mailQueueDepth(ctx: Pick<AppContext, 'db'>): Promise<MailQueueDepth> {
  const result = (await ctx.db.execute(sql`
    select count(*) filter (where attempts < ${MAIL_MAX_ATTEMPTS})::int as waiting,
           count(*) filter (where attempts >= ${MAIL_MAX_ATTEMPTS})::int as failed
    from outbox where sent_at is null`)) as unknown as { rows: { waiting: number; failed: number }[] };
  const row = result.rows[0];
  return { waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
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
  return startSchedule(ctx.logger, {
    name: 'mail_delivery',
    failed: 'mail sender failed',
    intervalMs: options.intervalMs ?? 5000,
    work: () => deliverDueMail(ctx, transport),
  });
}
