import { HttpError } from '@attune/api';
import { describe, expect, it } from 'vitest';
import { gateBlockerOf } from './gate-blocker';

const refused = (status: number, errors: Record<string, string[]>) =>
  new HttpError({ call: 'createPatient', status, errors, message: '' });

describe("the server's gate refusals, as the blockers the app has", () => {
  it('a 403 naming create-account or subscription shows that blocker', () => {
    expect(gateBlockerOf(refused(403, { 'create-account': ['finish'] }))).toBe('createAccount');
    expect(gateBlockerOf(refused(403, { subscription: ['subscribe'] }))).toBe('subscription');
  });

  it('anything else is no blocker: a clinical or purchase refusal, another status, a thrown Error', () => {
    expect(gateBlockerOf(refused(403, { clinical: ['clinic only'] }))).toBeNull();
    expect(gateBlockerOf(refused(403, { purchase: ['buy it first'] }))).toBeNull();
    expect(gateBlockerOf(refused(422, { subscription: ['odd'] }))).toBeNull();
    expect(gateBlockerOf(new Error('boom'))).toBeNull();
  });
});
