/**
 * The batcher: the calls of one turn of the event loop share one statement, which starts after they
 * arrived; at most `maxInFlight` statements run at once, and the calls that arrive meanwhile share the
 * next one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Batcher, MAX_IN_FLIGHT } from './batcher';

/** A statement the test finishes by hand: the batches it was given, and how to answer the oldest. */
function handStatements() {
  const batches: number[][] = [];
  const pending: { batch: number[]; finish: (fail?: boolean) => void }[] = [];
  const answer = (questions: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      const batch = [...questions];
      batches.push(batch);
      pending.push({
        batch,
        finish: (fail) => (fail ? reject(new Error('statement failed')) : resolve(batch.map((q) => q * 10))),
      });
    });
  return { batches, pending, answer };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Two turns: the batcher schedules its next statement one turn after the last one settles. */
const settle = async () => {
  await turn();
  await turn();
};

describe('Batcher', () => {
  it('gives the calls of one turn one statement, each call its own answer', async () => {
    const statements = handStatements();
    const batcher = new Batcher(statements.answer);
    const answers = Promise.all([batcher.ask(1), batcher.ask(2), batcher.ask(3)]);
    await turn();
    expect(statements.batches).toEqual([[1, 2, 3]]);
    statements.pending[0]?.finish();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('with one in flight, the calls that arrive while a statement runs share the next, after it ends', async () => {
    const statements = handStatements();
    const batcher = new Batcher(statements.answer, 1);
    const first = batcher.ask(1);
    await turn();
    const later = [batcher.ask(2), batcher.ask(3)];
    await turn();
    await turn();
    // Nothing starts while the first statement runs.
    expect(statements.batches).toEqual([[1]]);
    statements.pending[0]?.finish();
    expect(await first).toBe(10);
    await settle();
    expect(statements.batches).toEqual([[1], [2, 3]]);
    statements.pending[1]?.finish();
    expect(await Promise.all(later)).toEqual([20, 30]);
  });

  it(`by default runs up to ${MAX_IN_FLIGHT} statements at once: a call arriving while one runs gets its own`, async () => {
    const statements = handStatements();
    const batcher = new Batcher(statements.answer);
    const calls = [];
    for (let n = 1; n <= MAX_IN_FLIGHT + 1; n += 1) {
      calls.push(batcher.ask(n));
      await turn();
    }
    expect(statements.batches).toEqual(Array.from({ length: MAX_IN_FLIGHT }, (_, index) => [index + 1]));
    statements.pending[0]?.finish();
    await calls[0];
    await settle();
    expect(statements.batches.at(-1)).toEqual([MAX_IN_FLIGHT + 1]);
    for (const each of statements.pending.slice(1)) each.finish();
    expect(await Promise.all(calls)).toEqual(calls.map((_, index) => (index + 1) * 10));
  });

  it('fails only the calls of the statement that failed', async () => {
    const statements = handStatements();
    const batcher = new Batcher(statements.answer, 1);
    const failing = [batcher.ask(1), batcher.ask(2)];
    await turn();
    const next = batcher.ask(3);
    statements.pending[0]?.finish(true);
    await expect(Promise.all(failing)).rejects.toThrow('statement failed');
    await settle();
    statements.pending[1]?.finish();
    expect(await next).toBe(30);
  });

  it('every call gets its own answer, once, whatever the arrivals and the limit (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 4 }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 5 }),
        async (bursts, maxInFlight) => {
          let running = 0;
          let most = 0;
          const batcher = new Batcher<number, number>(async (questions) => {
            running += 1;
            most = Math.max(most, running);
            await turn();
            running -= 1;
            return questions.map((q) => q * 10);
          }, maxInFlight);
          const calls: Promise<number>[] = [];
          let next = 0;
          for (const burst of bursts) {
            for (let i = 0; i <= burst; i += 1) calls.push(batcher.ask(next++));
            await turn();
          }
          const answers = await Promise.all(calls);
          expect(answers).toEqual(answers.map((_, index) => index * 10));
          expect(most).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 60 },
    );
  });
});
