/**
 * The shape every scheduled job of the server shares (reminders, retention, mail, billing): it runs at once
 * and then every `intervalMs`, one run at a time (a tick during a run joins it), counted and timed by
 * `jobRun`; a failed run is logged in one line (the error's message, never data) and tried again at the next
 * tick. The timer does not keep the process alive.
 */
import { type JobName, jobRun } from '../observability/metrics';
import type { Logger } from '../ports';

/** A running schedule. */
export interface Schedule<R> {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** Runs now (or returns the run under way), e.g. in tests; `null` when the run failed. */
  runNow(): Promise<R | null>;
}

/** Starts `work` on its schedule; `failed` names the job in the log line of a failed run. */
export function startSchedule<R>(
  logger: Logger,
  job: {
    readonly name: JobName;
    readonly failed: string;
    readonly intervalMs: number;
    readonly work: () => Promise<R>;
  },
): Schedule<R> {
  let running: Promise<R | null> | null = null;
  const run = (): Promise<R | null> => {
    running ??= jobRun(job.name, job.work)
      .catch((error: unknown) => {
        logger.error(`${job.failed}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), job.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    runNow: run,
  };
}
