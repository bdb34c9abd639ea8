/**
 * The staff's reminder command (`pnpm --filter @attune/server admin reminders run [--at ISO-INSTANT]`), on
 * the same database as the server: one reminder run as the hourly job does it, at that instant (default
 * now). `--at` is how staff and the tests move time; running it twice at one instant sends nothing twice.
 */
import type { AppContext } from '../context';
import { type ReminderReport, runReminders } from './reminders.service';

/** One reminder run with the clock at `at` (the job decides every family's day and hour there). */
export function runRemindersAt(ctx: AppContext, at: Date): Promise<ReminderReport> {
  return runReminders({ ...ctx, clock: { now: () => at } });
}

/** The instant `--at` (or `?at=`) names, the clock's now when absent. @throws Error for a bad instant. */
export function instantArgument(text: string | undefined, ctx: Pick<AppContext, 'clock'>): Date {
  const at = text === undefined ? ctx.clock.now() : new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error(`--at must be an ISO instant, got "${text}"`);
  return at;
}

/** Runs `reminders <command>`; answers the line to print. @throws Error naming a bad argument. */
export async function runRemindersAdmin(ctx: AppContext, argv: readonly string[]): Promise<string> {
  if (argv[0] !== 'run') throw new Error('usage: admin reminders run [--at ISO-INSTANT]');
  const index = argv.indexOf('--at');
  const at = instantArgument(index >= 0 ? argv[index + 1] : undefined, ctx);
  return JSON.stringify(await runRemindersAt(ctx, at));
}
