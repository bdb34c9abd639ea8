import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGREEMENTS_VERSION,
  acceptableAgreementsVersion,
  agreementDocument,
  agreementsNeedAcceptance,
} from './agreements.logic';

describe('updated user agreements', () => {
  it('show the prompt to an account that accepted an older version or none', () => {
    expect(agreementsNeedAcceptance(null)).toBe(true);
    expect(agreementsNeedAcceptance('2020-01-01')).toBe(true);
    expect(agreementsNeedAcceptance(AGREEMENTS_VERSION)).toBe(false);
  });
  it('accept only the current version', () => {
    expect(acceptableAgreementsVersion(AGREEMENTS_VERSION)).toBe(true);
    expect(acceptableAgreementsVersion('2020-01-01')).toBe(false);
  });
  it('name the legal pages by their file names', () => {
    expect(agreementDocument('terms-of-use.html')).toBe('terms-of-use');
    expect(agreementDocument('privacy-policy')).toBe('privacy-policy');
    expect(agreementDocument('cookies.html')).toBeNull();
  });
  it('once the current version is accepted the prompt never shows, and any other accepted version shows it', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const current = a.toISOString().slice(0, 10);
        const accepted = b.toISOString().slice(0, 10);
        expect(agreementsNeedAcceptance(current, current)).toBe(false);
        expect(agreementsNeedAcceptance(accepted, current)).toBe(accepted !== current);
        expect(acceptableAgreementsVersion(accepted, current)).toBe(
          !agreementsNeedAcceptance(accepted, current),
        );
      }),
    );
  });
});
