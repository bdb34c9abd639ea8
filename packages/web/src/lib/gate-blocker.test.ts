import { HttpError } from '@attune/api';
import { describe, expect, it } from 'vitest';
import { gateBlockerOf } from './gate-blocker';

const refused = (status: number, errors: Record<string, string[]>) =>
  new HttpError({ call: 'createPatient', status, errors, message: '' });

describe("the server's gate refusals, as the blockers the app has", () => {
  it.each([
    ['create-account', 'createAccount'],
    ['subscription', 'subscription'],
    ['clinical', 'clinical'],
    ['content', 'content'],
    ['purchase', 'purchase'],
  ] as const)('a 403 naming %s shows the %s blocker', (blocker, screen) => {
    expect(gateBlockerOf(refused(403, { [blocker]: ['refused'] }))).toBe(screen);
  });

  it('anything else is no blocker: a 403 naming no gate, another status, a thrown Error', () => {
    expect(gateBlockerOf(refused(403, { base: ['not yours'] }))).toBeNull();
    expect(gateBlockerOf(refused(422, { subscription: ['odd'] }))).toBeNull();
    expect(gateBlockerOf(refused(500, { purchase: ['odd'] }))).toBeNull();
    expect(gateBlockerOf(new Error('boom'))).toBeNull();
  });
});
