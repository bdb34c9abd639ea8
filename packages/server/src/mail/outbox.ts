/** Mail: every message goes into the outbox table; outside production it is also printed to the log. */
import type { AppContext } from '../context';
import { outbox } from '../db/schema';

/** One message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Queues a message in the outbox (and prints it outside production, for local sign-ups). */
export async function sendMail(ctx: AppContext, mail: Mail): Promise<void> {
  await ctx.db.insert(outbox).values({ ...mail, createdAt: ctx.clock.now() });
  if (!ctx.production) {
    ctx.logger.info(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
  }
}
