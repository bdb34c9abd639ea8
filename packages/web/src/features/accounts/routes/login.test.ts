import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
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
    expect(confirmationFailure(new ApiError('http', 422, ['Confirmation token has expired']))).toBe(
      'expired',
    );
    expect(confirmationFailure(new ApiError('http', 410))).toBe('expired');
    expect(confirmationFailure(new ApiError('http', 422, ['Invalid confirmation token provided']))).toBe(
      'invalid',
    );
  });
});
