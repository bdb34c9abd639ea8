import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppError,
  AppErrorException,
  describeError,
  EMPTY_LIST_NAMES,
  ERROR_TEXTS_EN,
  emptyListError,
  errorForStatus,
  GATE_BLOCKERS,
  gateBlockerOfAnswer,
  isAppError,
  isNoResponseStatus,
  NO_RESPONSE_STATUSES,
  prescriptionEditorError,
  refusalReasonOfAnswer,
} from './errors.logic';

const EVERY_ERROR: AppError[] = [
  { kind: 'request-error' },
  { kind: 'api-error', status: 500 },
  { kind: 'refused', status: 403, reason: 'The family has not allowed you to do this.' },
  ...GATE_BLOCKERS.map((blocker) => ({ kind: 'gate-refused', blocker }) as const),
  { kind: 'unprocessable', status: 422 },
  { kind: 'unauthorized' },
  { kind: 'cancelled' },
  { kind: 'no-response' },
  { kind: 'language-save-failed' },
  { kind: 'prescription-add-failed' },
  { kind: 'prescription-save-failed' },
  { kind: 'prescription-delete-failed' },
  { kind: 'payment-failed' },
  { kind: 'card-error', message: null },
  { kind: 'card-error', message: 'Your card was declined.' },
  { kind: 'payment-source-unknown' },
  ...EMPTY_LIST_NAMES.map((list) => ({ kind: 'empty-list', list }) as const),
  { kind: 'questionnaire-not-found' },
  { kind: 'plan-not-found' },
  { kind: 'invalid-wait-list' },
  { kind: 'trend-not-found', key: 'inattentive' },
  { kind: 'no-data' },
  { kind: 'request-failed' },
  { kind: 'load-error' },
  { kind: 'waitlist-failed' },
  { kind: 'waitlist-item-not-found' },
  { kind: 'purchase-failed', errors: 'card expired' },
  { kind: 'purchase-failed', errors: null },
  { kind: 'in-app-error', message: 'Cancelled by user' },
  { kind: 'in-app-error', message: '' },
  { kind: 'no-in-app-purchase' },
  { kind: 'unsupported-language', value: 'fr' },
  { kind: 'user-collection-not-found' },
  { kind: 'user-piece-not-found' },
  { kind: 'confirmation-token-missing' },
  { kind: 'confirmation-token-expired' },
  { kind: 'confirmation-token-invalid' },
  { kind: 'submit-responses-failed' },
  ...(['not-recognised', 'expired', 'max-uses', 'already-applied', 'error'] as const).map(
    (failure) => ({ kind: 'access-code', failure }) as const,
  ),
  { kind: 'insurance-plan-not-found' },
  { kind: 'account-exists' },
  { kind: 'unknown' },
];

const english = (error: AppError) => {
  const { titleKey, messageKey, values, verbatim } = describeError(error);
  const fill = (key: keyof typeof ERROR_TEXTS_EN | null) =>
    key ? ERROR_TEXTS_EN[key].replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(values[n])) : null;
  return { title: fill(titleKey), message: fill(messageKey) ?? verbatim };
};

describe('error catalogue', () => {
  it.each([
    [{ kind: 'request-error' }, 'Request Error', 'There was an error forming the API request.'],
    [{ kind: 'api-error', status: 503 }, 'API Error (503)', 'There was an error with the API request.'],
    [{ kind: 'no-response' }, null, 'There was an error processing your request. Please try again.'],
    [
      { kind: 'language-save-failed' },
      'Error',
      'There was an error saving your language preference. Please try again.',
    ],
    [
      { kind: 'prescription-add-failed' },
      'Error Adding Prescription',
      'Something went wrong trying to add this prescription. Please try again.',
    ],
    [
      { kind: 'prescription-save-failed' },
      'Error Saving Prescription',
      'Something went wrong trying to save the prescription. Please try again.',
    ],
    [
      { kind: 'prescription-delete-failed' },
      'Error Deleting Prescription',
      'Something went wrong trying to delete the prescription. Please try again.',
    ],
    [{ kind: 'empty-list', list: 'products' }, null, 'No products in response'],
    [{ kind: 'empty-list', list: 'waitListItems' }, null, 'No wait list items in response'],
    [{ kind: 'trend-not-found', key: 'sleep' }, null, 'Trend "sleep" not found.'],
    [{ kind: 'purchase-failed', errors: 'card expired' }, null, 'An error occurred: card expired'],
    [
      { kind: 'purchase-failed', errors: null },
      null,
      'Something went wrong when we attempted to process your order. Please try again or contact us.',
    ],
    [{ kind: 'card-error', message: 'Your card was declined.' }, null, 'Your card was declined.'],
    [{ kind: 'card-error', message: null }, null, 'An error occurred. Please try again.'],
    [{ kind: 'waitlist-failed' }, null, 'Something went wrong. Please try again.'],
    [{ kind: 'payment-source-unknown' }, null, 'Payment source not recognized.'],
  ] as const)('%o reads %s / %s', (error, title, message) => {
    expect(english(error)).toEqual({ title, message });
  });

  it('cancelled requests, 422 answers and 401s show nothing', () => {
    for (const error of [
      { kind: 'cancelled' },
      { kind: 'unprocessable', status: 422 },
      { kind: 'unauthorized' },
    ] as const) {
      expect(describeError(error).notify).toBe(false);
    }
  });

  it('every shown error has an English message, and every key it names has a text', () => {
    for (const error of EVERY_ERROR) {
      const { notify, titleKey, messageKey, verbatim } = describeError(error);
      expect(isAppError(error)).toBe(true);
      if (!notify) continue;
      expect(messageKey !== null || verbatim !== null).toBe(true);
      if (messageKey) expect(ERROR_TEXTS_EN[messageKey]).toBeTruthy();
      if (titleKey) expect(ERROR_TEXTS_EN[titleKey]).toBeTruthy();
    }
  });

  it('every key of the English texts is used by some error', () => {
    const used = new Set(
      EVERY_ERROR.flatMap((e) => [describeError(e).titleKey, describeError(e).messageKey]),
    );
    expect(
      Object.keys(ERROR_TEXTS_EN).filter((key) => !used.has(key as keyof typeof ERROR_TEXTS_EN)),
    ).toEqual([]);
  });

  it('maps statuses: 422 passes quietly, 401 goes to logout, others are API errors', () => {
    expect(errorForStatus(422)).toEqual({ kind: 'unprocessable', status: 422 });
    expect(errorForStatus(401)).toEqual({ kind: 'unauthorized' });
    expect(errorForStatus(404)).toEqual({ kind: 'api-error', status: 404 });
    expect(errorForStatus(503)).toEqual({ kind: 'no-response' });
  });

  it('a 503 is shown as the no-response message, never as API Error', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NO_RESPONSE_STATUSES), (status) => {
        expect(isNoResponseStatus(status)).toBe(true);
        expect(describeError(errorForStatus(status))).toEqual(describeError({ kind: 'no-response' }));
      }),
    );
  });

  it('any status other than 401, 422 and the no-response statuses is shown with that status in the title', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 401 && s !== 422 && !isNoResponseStatus(s)),
        (status) => {
          expect(describeError(errorForStatus(status))).toMatchObject({ notify: true, values: { status } });
        },
      ),
    );
  });

  it('builds the empty-list and prescription errors, and an exception with the English text', () => {
    expect(emptyListError('medications')).toEqual({ kind: 'empty-list', list: 'medications' });
    expect(prescriptionEditorError('delete-failed')).toEqual({ kind: 'prescription-delete-failed' });
    const exception = new AppErrorException({ kind: 'trend-not-found', key: 'anxiety' });
    expect(exception.message).toBe('Trend "anxiety" not found.');
    expect(exception.error).toEqual({ kind: 'trend-not-found', key: 'anxiety' });
    expect(isAppError({ kind: 'nope' })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });
});

describe('gateBlockerOfAnswer', () => {
  it.each([
    [403, { 'create-account': ['finish'] }, 'create-account'],
    [403, { subscription: ['subscribe'] }, 'subscription'],
    [403, { clinical: ['clinic only'] }, 'clinical'],
    [403, { content: ['not in your plan'] }, 'content'],
    [403, { purchase: ['buy it first'] }, 'purchase'],
    [403, { child_id: ['not yours'] }, null],
    [403, {}, null],
    [422, { subscription: ['odd'] }, null],
    [500, { purchase: ['odd'] }, null],
  ] as const)('%i %o -> %s', (status, errors, blocker) => {
    expect(gateBlockerOfAnswer(status, errors)).toBe(blocker);
  });

  it('names a blocker exactly for a 403 keyed by one, and each blocker reads as its own title and message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.subarray([...GATE_BLOCKERS]),
        fc.array(fc.string()),
        (status, blockers, others) => {
          const errors = Object.fromEntries([...others, ...blockers].map((key) => [key, ['x']]));
          const named = gateBlockerOfAnswer(status, errors);
          const expected =
            status === 403 ? (GATE_BLOCKERS.find((b) => Object.hasOwn(errors, b)) ?? null) : null;
          expect(named).toBe(expected);
          if (named) {
            const { titleKey, messageKey } = describeError({ kind: 'gate-refused', blocker: named });
            expect([titleKey, messageKey]).toEqual([
              `errors.gate.${named}.title`,
              `errors.gate.${named}.body`,
            ]);
          }
        },
      ),
    );
  });
});

describe('refusalReasonOfAnswer', () => {
  it.each([
    [
      403,
      { collaborator: ['The family has not allowed you to do this.'] },
      'The family has not allowed you to do this.',
    ],
    [404, { base: ['Child not found'] }, 'Child not found'],
    [
      409,
      { activity_plan_id: ['This plan is already started for this child.'], base: ['Already started'] },
      'Already started',
    ],
    [422, { 'patient.birthday': ['must make the child 5 to 13 years old'] }, null],
    [401, { base: ['Invalid email or password'] }, null],
    [500, { base: ['Something went wrong. Please try again.'] }, null],
    [403, {}, null],
  ] as const)('%i %o -> %s', (status, errors, reason) => {
    expect(refusalReasonOfAnswer(status, errors)).toBe(reason);
  });

  it('a refusal is told in the server’s words, never as API Error', () => {
    expect(describeError({ kind: 'refused', status: 403, reason: 'No.' })).toEqual({
      notify: true,
      titleKey: null,
      messageKey: null,
      values: {},
      verbatim: 'No.',
    });
  });

  it('gives a reason exactly for a 4xx but 401 and 422 that carries a message, and the reason is one of its messages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.array(fc.string(), { maxLength: 3 })),
        (status, errors) => {
          const reason = refusalReasonOfAnswer(status, errors);
          const messages = Object.values(errors).flatMap((list) => list.filter((m) => m.trim() !== ''));
          const refusal = status >= 400 && status < 500 && status !== 401 && status !== 422;
          expect(reason !== null).toBe(refusal && messages.length > 0);
          if (reason !== null) expect(messages).toContain(reason);
        },
      ),
    );
  });
});
