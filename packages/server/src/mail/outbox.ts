/**
 * Mail: every message goes into the outbox table (read at `/dev/outbox` outside production). The log
 * only says that a message was queued, never its text: links in mail (confirmation) are keys to accounts.
 */
import { MAIL_QUEUE_LIMITS } from '@attune/core/rules';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { outbox } from '../db/schema';
import { type MailLanguage, type MailMessage, mailLanguageOf, unsubscribeFooter } from './messages';
import { unsubscribeLink } from './unsubscribe';

/** One message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a message in the outbox (outside production the log points to `/dev/outbox`); the sender
 * (`mail/sender.ts`) delivers it.
 */
export async function sendMail(
  ctx: AppContext,
  mail: Mail,
  options: { readonly eraseWhenSent?: boolean } = {},
): Promise<void> {
  await ctx.db.insert(outbox).values({
    ...mail,
    createdAt: ctx.clock.now(),
    nextAttemptAt: ctx.clock.now(),
    eraseWhenSent: options.eraseWhenSent ?? false,
  });
  // Bounded while the mail server is down: an address keeps its newest unsent messages only (core's
  // `MAIL_QUEUE_LIMITS.unsentPerRecipient`).
  await ctx.db.execute(sql`
    delete from outbox where id in (
      select id from outbox where "to" = ${mail.to} and sent_at is null
      order by id desc offset ${MAIL_QUEUE_LIMITS.unsentPerRecipient}
    )`);
  if (!ctx.production) ctx.logger.info(`mail queued: "${mail.subject}" (read it at /dev/outbox)`);
}

/**
 * Deletes every message, sent or not, to `email` or naming it in its text (a help request sent to the
 * clinic carries the family's address): an account's deletion leaves none of its mail behind. The address
 * must appear whole (not inside a longer one). Returns how many went.
 */
export async function eraseMailOf(ctx: Pick<AppContext, 'db'>, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  const candidates = (await ctx.db.execute(sql`
    select id, "to", text from outbox
    where lower("to") = ${address} or strpos(lower(text), ${address}) > 0`)) as unknown as {
    rows: { id: number; to: string; text: string }[];
  };
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`);
  const ids = candidates.rows
    .filter((row) => row.to.toLowerCase() === address || whole.test(row.text.toLowerCase()))
    .map((row) => Number(row.id));
  if (ids.length === 0) return 0;
  await ctx.db.delete(outbox).where(inArray(outbox.id, ids));
  return ids.length;
}

/** The account a mail goes to. */
export interface MailRecipient {
  readonly id: number;
  readonly email: string;
  readonly language: string;
  readonly emailSubscription: boolean;
}

/**
 * Mails an account, in its language, with the unsubscribe link at the foot. `kind: 'account'` (links and
 * security notices the account needs: confirmation, password reset) is sent even to an account that
 * unsubscribed; `kind: 'news'` (reminders, notices) is not.
 */
export async function sendAccountMail(
  ctx: AppContext,
  recipient: MailRecipient,
  message: (language: MailLanguage) => MailMessage,
  kind: 'account' | 'news' = 'account',
  options: { readonly eraseWhenSent?: boolean } = {},
): Promise<boolean> {
  if (kind === 'news' && !recipient.emailSubscription) return false;
  const language = mailLanguageOf(recipient.language);
  const { subject, text } = message(language);
  const footer = unsubscribeFooter[language](await unsubscribeLink(ctx, recipient.id));
  await sendMail(ctx, { to: recipient.email, subject, text: `${text}\n${footer}` }, options);
  return true;
}
