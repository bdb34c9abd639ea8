import { HttpError } from '@attune/api';
import { describe, expect, it } from 'vitest';
import { confirmationFailure } from './confirmation';
import { safeRedirect } from './login';

describe('after log in', () => {
  it('goes back to the full path it was sent from', () => {
    expect(safeRedirect('/app/child/3/scores?from=mail')).toBe('/app/child/3/scores?from=mail');
  });
  it('never follows a redirect to another site', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/app');
    expect(safeRedirect('//evil.example/')).toBe('/app');
    expect(safeRedirect(null)).toBe('/app');
  });
});

describe('a failed confirmation', () => {
  it('says the token expired when the server says so, otherwise that it is invalid', () => {
    const answer = (status: number, messages: string[]) =>
      new HttpError({ call: 'confirmAccount', status, errors: { base: messages }, message: '' });
    expect(confirmationFailure(answer(422, ['Confirmation token has expired']))).toBe('expired');
    expect(confirmationFailure(answer(410, []))).toBe('expired');
    expect(confirmationFailure(answer(422, ['Invalid confirmation token provided']))).toBe('invalid');
    expect(confirmationFailure(new Error('no answer'))).toBe('invalid');
  });
});
