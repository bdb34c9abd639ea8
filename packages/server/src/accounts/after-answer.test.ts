import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { afterAnswer, settleAfterAnswer } from './after-answer';

const appContext = () =>
  ({ db: {}, logger: { info: () => undefined, error: () => undefined } }) as unknown as AppContext;

describe('work after an answer', () => {
  it("is waited for by the app's context though a call's own context started it (the outbox lists the mail)", async () => {
    const app = appContext();
    // The router gives each call a copy of the app's context with the call's zone and language.
    const call = { ...app, timeZone: 'America/New_York', language: 'en' } as AppContext;
    const done: string[] = [];
    afterAnswer(call, 'sign-up mail', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('mail written');
    });
    await settleAfterAnswer(app);
    expect(done).toEqual(['mail written']);
  });

  it('waits for work that work after an answer started in turn, and not for another server', async () => {
    const app = appContext();
    const other = appContext();
    const done: string[] = [];
    afterAnswer(app, 'first', async () => {
      afterAnswer(app, 'second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push('second');
      });
      done.push('first');
    });
    afterAnswer(other, 'elsewhere', () => new Promise(() => undefined));
    await settleAfterAnswer(app);
    expect(done).toEqual(['first', 'second']);
  });
});
