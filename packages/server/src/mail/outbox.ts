/**
 * Mail: every message goes into the outbox table (read at `/dev/outbox` outside production). The log
 * only says that a message was queued, never its text: links in mail (confirmation) are keys to accounts.
 */
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
export async function sendMail(ctx: AppContext, mail: Mail): Promise<void> {
  await ctx.db.insert(outbox).values({ ...mail, createdAt: ctx.clock.now(), nextAttemptAt: ctx.clock.now() });
  if (!ctx.production) ctx.logger.info(`mail queued: "${mail.subject}" (read it at /dev/outbox)`);
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
): Promise<boolean> {
  if (kind === 'news' && !recipient.emailSubscription) return false;
  const language = mailLanguageOf(recipient.language);
  const { subject, text } = message(language);
  const footer = unsubscribeFooter[language](await unsubscribeLink(ctx, recipient.id));
  await sendMail(ctx, { to: recipient.email, subject, text: `${text}\n${footer}` });
  return true;
}
