/**
 * Mail: every message goes into the outbox table (read at `/dev/outbox` outside production). The log
 * only says that a message was queued, never its text: links in mail (confirmation) are keys to accounts.
 */
import type { AppContext } from '../context';
import { outbox } from '../db/schema';

/** One message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Queues a message in the outbox (outside production the log points to `/dev/outbox`). */
export async function sendMail(ctx: AppContext, mail: Mail): Promise<void> {
  await ctx.db.insert(outbox).values({ ...mail, createdAt: ctx.clock.now() });
  if (!ctx.production) ctx.logger.info(`mail queued: "${mail.subject}" (read it at /dev/outbox)`);
}
