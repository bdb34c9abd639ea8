/**
 * The error catalogue (core-app.md section 8, add-ons spec section 8) as typed error kinds, shared by the
 * API client (which raises them), the machines (which carry them) and the UI (which shows them).
 *
 * Conventions:
 * - An error is data: `{ kind: 'api-error', status: 500 }`. {@link describeError} gives the locale keys
 *   of its title and message and the values to put in them; the words live in the locale files.
 *   {@link ERROR_TEXTS_EN} holds the spec's English for every key (i18next `{{name}}` placeholders).
 * - Some errors show nothing (`notify: false`): a cancelled request is ignored, a 422 answer passes
 *   quietly to the caller (which shows field problems), a 401 sends the parent to logout instead.
 * - Messages from a payment provider (card or in-app) cannot be translated: they are shown as given
 *   (`verbatim`), falling back to a catalogue text when the provider gave none.
 */

/** The reference lists that count as an error when they come back empty. */
export const EMPTY_LIST_NAMES = [
  'categories',
  'courses',
  'helpCards',
  'improvementAreas',
  'improvementGroups',
  'insurancePlans',
  'medications',
  'activityPlans',
  'products',
  'questionnaires',
  'waitListItems',
] as const;

/** A reference list that must not be empty ('No products in response' and the like). */
export type EmptyListName = (typeof EMPTY_LIST_NAMES)[number];

/** Why an access code was refused. */
export type AccessCodeFailure = 'not-recognised' | 'expired' | 'max-uses' | 'already-applied' | 'error';

/**
 * What a 403 from one of the server's gates names (`{ errors: { <blocker>: [...] }, blocker }`): an
 * unfinished account, no subscription or trial, a clinical-only call, the content library not in the
 * plan, an add-on not bought for the child.
 */
export const GATE_BLOCKERS = ['create-account', 'subscription', 'clinical', 'content', 'purchase'] as const;
/** What a gate's 403 names. */
export type GateBlocker = (typeof GATE_BLOCKERS)[number];

/**
 * The gate blocker a failed call's answer names: a 403 whose errors are keyed by one of
 * {@link GATE_BLOCKERS} (the first, in that order); null for any other status or a 403 naming none.
 */
export function gateBlockerOfAnswer(
  status: number,
  errors: Readonly<Record<string, unknown>> | null | undefined,
): GateBlocker | null {
  if (status !== 403 || !errors) return null;
  return GATE_BLOCKERS.find((blocker) => Object.hasOwn(errors, blocker)) ?? null;
}

/**
 * The reason a server gave for refusing a call, to show in place of 'API Error ({status})': for a 4xx
 * other than 401 (log-in) and 422 (the form shows each field's message by its field), the whole-request
 * message (`base`) first, else the first message of any field; null when there is none (or another status).
 * A gate's 403 has its blocker's own words ({@link gateBlockerOfAnswer}); ask that first.
 */
export function refusalReasonOfAnswer(
  status: number,
  errors: Readonly<Record<string, unknown>> | null | undefined,
): string | null {
  if (status < 400 || status >= 500 || status === 401 || status === 422 || !errors) return null;
  const messagesOf = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string' && m.trim() !== '') : [];
  const base = messagesOf(errors.base)[0];
  if (base) return base;
  for (const value of Object.values(errors)) {
    const first = messagesOf(value)[0];
    if (first) return first;
  }
  return null;
}

/** Every error the product can report, as data. */
export type AppError =
  | { readonly kind: 'request-error' }
  | { readonly kind: 'gate-refused'; readonly blocker: GateBlocker }
  | { readonly kind: 'refused'; readonly status: number; readonly reason: string }
  | { readonly kind: 'api-error'; readonly status: number }
  | { readonly kind: 'unprocessable'; readonly status: 422 }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'no-response' }
  | { readonly kind: 'language-save-failed' }
  | { readonly kind: 'prescription-add-failed' }
  | { readonly kind: 'prescription-save-failed' }
  | { readonly kind: 'prescription-delete-failed' }
  | { readonly kind: 'payment-failed' }
  | { readonly kind: 'card-error'; readonly message: string | null }
  | { readonly kind: 'payment-source-unknown' }
  | { readonly kind: 'empty-list'; readonly list: EmptyListName }
  | { readonly kind: 'questionnaire-not-found' }
  | { readonly kind: 'plan-not-found' }
  | { readonly kind: 'invalid-wait-list' }
  | { readonly kind: 'trend-not-found'; readonly key: string }
  | { readonly kind: 'no-data' }
  | { readonly kind: 'request-failed' }
  | { readonly kind: 'load-error' }
  | { readonly kind: 'waitlist-failed' }
  | { readonly kind: 'waitlist-item-not-found' }
  | { readonly kind: 'purchase-failed'; readonly errors: string | null }
  | { readonly kind: 'in-app-error'; readonly message: string | null }
  | { readonly kind: 'no-in-app-purchase' }
  | { readonly kind: 'unsupported-language'; readonly value: string }
  | { readonly kind: 'user-collection-not-found' }
  | { readonly kind: 'user-piece-not-found' }
  | { readonly kind: 'confirmation-token-missing' }
  | { readonly kind: 'confirmation-token-expired' }
  | { readonly kind: 'confirmation-token-invalid' }
  | { readonly kind: 'submit-responses-failed' }
  | { readonly kind: 'access-code'; readonly failure: AccessCodeFailure }
  | { readonly kind: 'insurance-plan-not-found' }
  | { readonly kind: 'account-exists' }
  | { readonly kind: 'unknown' };

/** The kind of an {@link AppError}. */
export type AppErrorKind = AppError['kind'];

/**
 * The English texts of every error key, exactly as the specs write them, with i18next placeholders
 * (`{{status}}`, `{{key}}`, `{{errors}}`, `{{value}}`). The locale files hold the same keys.
 */
export const ERROR_TEXTS_EN = {
  'errors.requestErrorTitle': 'Request Error',
  'errors.requestErrorMessage': 'There was an error forming the API request.',
  'errors.apiErrorTitle': 'API Error ({{status}})',
  'errors.apiErrorMessage': 'There was an error with the API request.',
  'errors.noResponse': 'There was an error processing your request. Please try again.',
  'errors.languageSaveTitle': 'Error',
  'errors.languageSaveMessage': 'There was an error saving your language preference. Please try again.',
  'prescription.addErrorTitle': 'Error Adding Prescription',
  'prescription.addErrorMessage': 'Something went wrong trying to add this prescription. Please try again.',
  'prescription.saveErrorTitle': 'Error Saving Prescription',
  'prescription.saveErrorMessage': 'Something went wrong trying to save the prescription. Please try again.',
  'prescription.deleteErrorTitle': 'Error Deleting Prescription',
  'prescription.deleteErrorMessage':
    'Something went wrong trying to delete the prescription. Please try again.',
  'errors.paymentFailed': 'Payment request failed. Please try again or contact us if the issue persists.',
  'errors.cardGeneric': 'An error occurred. Please try again.',
  'errors.paymentSource': 'Payment source not recognized.',
  'errors.emptyList.categories': 'No categories in response',
  'errors.emptyList.courses': 'No courses in response',
  'errors.emptyList.helpCards': 'No help cards in response',
  'errors.emptyList.improvementAreas': 'No improvement areas in response',
  'errors.emptyList.improvementGroups': 'No improvement groups in response',
  'errors.emptyList.insurancePlans': 'No insurance plans in response',
  'errors.emptyList.medications': 'No medications in response',
  'errors.emptyList.activityPlans': 'No activity plans in response',
  'errors.emptyList.products': 'No products in response',
  'errors.emptyList.questionnaires': 'No questionnaires in response',
  'errors.emptyList.waitListItems': 'No wait list items in response',
  'errors.noQuestionnaireFound': 'No questionnaire found',
  'errors.noPlanFound': 'No plan found',
  'errors.invalidWaitList': 'Invalid wait list array',
  'errors.trendNotFound': 'Trend "{{key}}" not found.',
  'errors.noData': 'No data',
  'errors.requestError': 'Request error',
  'errors.somethingWentWrong': 'Something went wrong',
  'errors.pleaseTryAgain': 'Please try again.',
  'errors.anErrorOccurred': 'An error occurred',
  'errors.waitlist': 'Something went wrong. Please try again.',
  'errors.noWaitlistItem': 'No waitlist item found',
  'errors.purchaseWithErrors': 'An error occurred: {{errors}}',
  'errors.purchaseGeneric':
    'Something went wrong when we attempted to process your order. Please try again or contact us.',
  'errors.noInAppPurchase': 'No In-App Purchase found.',
  'errors.unsupportedLanguage': 'Unsupported language "{{value}}".',
  'errors.noUserCollectionFound': 'No user collection found',
  'errors.noUserPieceFound': 'No user piece found',
  'errors.confirmation.noToken': 'No confirmation token provided',
  'errors.confirmation.expired': 'Confirmation token has expired',
  'errors.confirmation.invalid': 'Invalid confirmation token provided',
  'errors.submitResponses':
    'Something went wrong when submitting your responses. Failed to create some children. Please try again.',
  'errors.accessCode.notRecognised': 'That access code was not recognised.',
  'errors.accessCode.expired': 'That access code has expired.',
  'errors.accessCode.maxUses': 'That access code has reached its maximum uses.',
  'errors.accessCode.alreadyApplied': 'That access code has already been applied.',
  'errors.accessCode.error': 'There was an error checking that access code. Please try again.',
  'errors.insurancePlanNotFound': 'Insurance plan not found',
  'errors.accountExists': 'An account with this email already exists.',
  'errors.gate.create-account.title': 'Create Your Account',
  'errors.gate.create-account.body': 'Finish creating your account to continue.',
  'errors.gate.subscription.title': 'Subscription Needed',
  'errors.gate.subscription.body': 'This part of Attune needs a subscription. Continue to choose one.',
  'errors.gate.clinical.title': 'For Clinical Accounts',
  'errors.gate.clinical.body': 'This is only for clinical accounts.',
  'errors.gate.content.title': 'Content Library Not Included',
  'errors.gate.content.body': 'The content library is not part of your plan.',
  'errors.gate.purchase.title': 'Add-on Needed',
  'errors.gate.purchase.body': 'This add-on has to be purchased for this child first.',
} as const;

/** A locale key of the error catalogue. */
export type ErrorMessageKey = keyof typeof ERROR_TEXTS_EN;

/** How the UI shows an error: locale keys and their values, or the provider's own words. */
export interface ErrorDescription {
  /** Whether the error is shown at all (false: cancelled, 422 passed to the caller, 401 sent to logout). */
  readonly notify: boolean;
  readonly titleKey: ErrorMessageKey | null;
  /** The message's key, or null when `verbatim` is shown instead (or nothing is shown). */
  readonly messageKey: ErrorMessageKey | null;
  readonly values: Readonly<Record<string, string | number>>;
  /** A payment provider's message, shown as it is. */
  readonly verbatim: string | null;
}

const ACCESS_CODE_KEYS: Record<AccessCodeFailure, ErrorMessageKey> = {
  'not-recognised': 'errors.accessCode.notRecognised',
  expired: 'errors.accessCode.expired',
  'max-uses': 'errors.accessCode.maxUses',
  'already-applied': 'errors.accessCode.alreadyApplied',
  error: 'errors.accessCode.error',
};

const show = (
  messageKey: ErrorMessageKey,
  titleKey: ErrorMessageKey | null = null,
  values: Record<string, string | number> = {},
): ErrorDescription => ({ notify: true, titleKey, messageKey, values, verbatim: null });
const silent: ErrorDescription = {
  notify: false,
  titleKey: null,
  messageKey: null,
  values: {},
  verbatim: null,
};
const filled = (text: string | null): text is string => text !== null && text.trim() !== '';

/** The title and message keys (and values) the UI shows for an error. */
export function describeError(error: AppError): ErrorDescription {
  switch (error.kind) {
    case 'request-error':
      return show('errors.requestErrorMessage', 'errors.requestErrorTitle');
    case 'api-error':
      return show('errors.apiErrorMessage', 'errors.apiErrorTitle', { status: error.status });
    case 'gate-refused':
      return show(`errors.gate.${error.blocker}.body`, `errors.gate.${error.blocker}.title`);
    case 'refused':
      // The server's own reason, already in the family's language (it follows Accept-Language).
      return { notify: true, titleKey: null, messageKey: null, values: {}, verbatim: error.reason };
    case 'unprocessable':
    case 'unauthorized':
    case 'cancelled':
      return silent;
    case 'no-response':
      return show('errors.noResponse');
    case 'language-save-failed':
      return show('errors.languageSaveMessage', 'errors.languageSaveTitle');
    case 'prescription-add-failed':
      return show('prescription.addErrorMessage', 'prescription.addErrorTitle');
    case 'prescription-save-failed':
      return show('prescription.saveErrorMessage', 'prescription.saveErrorTitle');
    case 'prescription-delete-failed':
      return show('prescription.deleteErrorMessage', 'prescription.deleteErrorTitle');
    case 'payment-failed':
      return show('errors.paymentFailed');
    case 'card-error':
    case 'in-app-error':
      return filled(error.message)
        ? { notify: true, titleKey: null, messageKey: null, values: {}, verbatim: error.message }
        : show('errors.cardGeneric');
    case 'payment-source-unknown':
      return show('errors.paymentSource');
    case 'empty-list':
      return show(`errors.emptyList.${error.list}`);
    case 'questionnaire-not-found':
      return show('errors.noQuestionnaireFound');
    case 'plan-not-found':
      return show('errors.noPlanFound');
    case 'invalid-wait-list':
      return show('errors.invalidWaitList');
    case 'trend-not-found':
      return show('errors.trendNotFound', null, { key: error.key });
    case 'no-data':
      return show('errors.noData');
    case 'request-failed':
      return show('errors.requestError');
    case 'load-error':
      return show('errors.pleaseTryAgain', 'errors.somethingWentWrong');
    case 'waitlist-failed':
      return show('errors.waitlist');
    case 'waitlist-item-not-found':
      return show('errors.noWaitlistItem');
    case 'purchase-failed':
      return filled(error.errors)
        ? show('errors.purchaseWithErrors', null, { errors: error.errors })
        : show('errors.purchaseGeneric');
    case 'no-in-app-purchase':
      return show('errors.noInAppPurchase');
    case 'unsupported-language':
      return show('errors.unsupportedLanguage', null, { value: error.value });
    case 'user-collection-not-found':
      return show('errors.noUserCollectionFound');
    case 'user-piece-not-found':
      return show('errors.noUserPieceFound');
    case 'confirmation-token-missing':
      return show('errors.confirmation.noToken');
    case 'confirmation-token-expired':
      return show('errors.confirmation.expired');
    case 'confirmation-token-invalid':
      return show('errors.confirmation.invalid');
    case 'submit-responses-failed':
      return show('errors.submitResponses');
    case 'access-code':
      return show(ACCESS_CODE_KEYS[error.failure]);
    case 'insurance-plan-not-found':
      return show('errors.insurancePlanNotFound');
    case 'account-exists':
      return show('errors.accountExists');
    case 'unknown':
      return show('errors.pleaseTryAgain', 'errors.anErrorOccurred');
  }
}

/**
 * Statuses that mean the service could not answer the request at all: the server's 503 while its database
 * does not answer (with Retry-After). The app shows it as the spec's "no response at all", not as
 * 'API Error (503)'. (A proxy's 502 or 504 stays an API error, as the spec's catalogue has it.)
 */
export const NO_RESPONSE_STATUSES: readonly number[] = [503];

/** Whether an HTTP status means the service did not answer the request ({@link NO_RESPONSE_STATUSES}). */
export const isNoResponseStatus = (status: number): boolean => NO_RESPONSE_STATUSES.includes(status);

/**
 * The error of an HTTP answer that is not a success: 422 passes quietly to the caller (`unprocessable`),
 * 401 is `unauthorized` (the app sends the parent to logout), 503 is `no-response`
 * ({@link isNoResponseStatus}), any other status is an `api-error` shown as 'API Error ({status})'.
 */
export function errorForStatus(status: number): AppError {
  if (status === 422) return { kind: 'unprocessable', status: 422 };
  if (status === 401) return { kind: 'unauthorized' };
  if (isNoResponseStatus(status)) return { kind: 'no-response' };
  return { kind: 'api-error', status };
}

/** The error raised when a reference list comes back empty ('No medications in response' and the like). */
export function emptyListError(list: EmptyListName): AppError {
  return { kind: 'empty-list', list };
}

/** The catalogue error of a prescription editor failure (`add-failed`, `save-failed`, `delete-failed`). */
export function prescriptionEditorError(kind: 'add-failed' | 'save-failed' | 'delete-failed'): AppError {
  switch (kind) {
    case 'add-failed':
      return { kind: 'prescription-add-failed' };
    case 'save-failed':
      return { kind: 'prescription-save-failed' };
    case 'delete-failed':
      return { kind: 'prescription-delete-failed' };
  }
}

/** Every kind of the catalogue (a record, so the compiler notices a kind left out). */
const KINDS: Record<AppErrorKind, true> = {
  'request-error': true,
  'api-error': true,
  'gate-refused': true,
  refused: true,
  unprocessable: true,
  unauthorized: true,
  cancelled: true,
  'no-response': true,
  'language-save-failed': true,
  'prescription-add-failed': true,
  'prescription-save-failed': true,
  'prescription-delete-failed': true,
  'payment-failed': true,
  'card-error': true,
  'payment-source-unknown': true,
  'empty-list': true,
  'questionnaire-not-found': true,
  'plan-not-found': true,
  'invalid-wait-list': true,
  'trend-not-found': true,
  'no-data': true,
  'request-failed': true,
  'load-error': true,
  'waitlist-failed': true,
  'waitlist-item-not-found': true,
  'purchase-failed': true,
  'in-app-error': true,
  'no-in-app-purchase': true,
  'unsupported-language': true,
  'user-collection-not-found': true,
  'user-piece-not-found': true,
  'confirmation-token-missing': true,
  'confirmation-token-expired': true,
  'confirmation-token-invalid': true,
  'submit-responses-failed': true,
  'access-code': true,
  'insurance-plan-not-found': true,
  'account-exists': true,
  unknown: true,
};

/** Whether a value is an error of the catalogue (an object with a known `kind`). */
export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof value.kind === 'string' &&
    Object.hasOwn(KINDS, value.kind)
  );
}

/**
 * An `Error` that carries a catalogue error, for code paths that throw (e.g. `parseLanguage`). Its
 * `message` is the English text, for logs; the UI uses `error` with {@link describeError}.
 */
export class AppErrorException extends Error {
  /** The catalogue error. */
  readonly error: AppError;

  constructor(error: AppError) {
    const { messageKey, values, verbatim } = describeError(error);
    const template: string = messageKey ? ERROR_TEXTS_EN[messageKey] : (verbatim ?? error.kind);
    super(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')));
    this.name = 'AppErrorException';
    this.error = error;
  }
}
