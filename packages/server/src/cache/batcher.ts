/**
 * Runs the questions of concurrent calls together: the calls that arrive in one turn of the event loop
 * share one statement, which always starts after each of them arrived. Up to {@link MAX_IN_FLIGHT}
 * statements run at once (the pool has more connections): a call that arrives while a statement is
 * running gets the next one at once instead of waiting for the running one to finish, so under load a
 * call waits about one round trip, not one and a half.
 */

/** How many statements of one batcher may run at once. */
export const MAX_IN_FLIGHT = 4;

interface Waiting<Q, A> {
  readonly question: Q;
  resolve(answer: A): void;
  reject(error: unknown): void;
}

/** Batches `answer(questions)`, which gives one answer per question, in order. */
export class Batcher<Q, A> {
  private waiting: Waiting<Q, A>[] = [];
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly answer: (questions: readonly Q[]) => Promise<A[]>,
    private readonly maxInFlight = MAX_IN_FLIGHT,
  ) {}

  ask(question: Q): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      this.waiting.push({ question, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    // Let the requests already received reach this batch first: on the embedded database a query
    // runs on this thread, and without this pause every call would get a statement of its own.
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.waiting;
      this.waiting = [];
      if (batch.length === 0) return;
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
    });
  }

  private async send(batch: Waiting<Q, A>[]): Promise<void> {
    try {
      const answers = await this.answer(batch.map((entry) => entry.question));
      for (const [index, entry] of batch.entries()) entry.resolve(answers[index] as A);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
