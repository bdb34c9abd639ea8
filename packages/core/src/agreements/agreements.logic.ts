/**
 * The user agreements (terms of use, privacy policy, data protection) and the updated-agreements prompt
 * (add-ons spec section 2, "Other screens by text": updated user agreements).
 *
 * Conventions: a version is a calendar day `YYYY-MM-DD`, the day the texts last changed. The server knows
 * the current version ({@link AGREEMENTS_VERSION}) and the one each account last accepted; the prompt shows
 * while they differ, and accepting records the current version.
 */

/** The version of the user agreements in force: the day their texts last changed. */
export const AGREEMENTS_VERSION = '2026-11-01';

/** The legal pages, by key, as the app serves them under `/user-agreements/`. */
export const AGREEMENT_DOCUMENTS = ['terms-of-use', 'privacy-policy', 'data-protection'] as const;
/** One of the legal pages. */
export type AgreementDocument = (typeof AGREEMENT_DOCUMENTS)[number];

/** Whether a path segment (`terms-of-use.html` or `terms-of-use`) names a legal page; the page, or null. */
export function agreementDocument(segment: string): AgreementDocument | null {
  const key = segment.replace(/\.html$/, '');
  return AGREEMENT_DOCUMENTS.find((doc) => doc === key) ?? null;
}

/**
 * The updated-agreements prompt shows when the account has accepted a version other than the current one.
 * An account that never accepted any (`null`, e.g. one made before agreements were recorded) sees it too.
 */
export function agreementsNeedAcceptance(
  accepted: string | null,
  current: string = AGREEMENTS_VERSION,
): boolean {
  return accepted !== current;
}

/**
 * Whether a version the app sends is the one it may accept: only the current version can be accepted (an
 * app showing older texts must reload them first).
 */
export function acceptableAgreementsVersion(version: string, current: string = AGREEMENTS_VERSION): boolean {
  return version === current;
}
