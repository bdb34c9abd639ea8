/**
 * The tagged errors a call can fail with. Each names the call (`call`, the endpoint's name) and carries a
 * developer-facing `message`; the UI picks its own words from `_tag` (and `status` / `kind`).
 */
import {
  type AppError,
  type GateBlocker,
  gateBlockerOfAnswer,
  refusalReasonOfAnswer,
} from '@attune/core/rules';
import { Data } from 'effect';
import type { EmptyListKind } from '../contract/endpoint';

/** Server field errors: messages keyed by field, non-field ones under `base`. */
export type ServerErrors = Readonly<Record<string, readonly string[]>>;

/**
 * The request could not be formed (bad input, a missing path parameter, a bad base URL); nothing was
 * sent. `field` names the input field at fault (`'body.patient.birthday'`). Notified as 'Request Error'.
 */
export class RequestError extends Data.TaggedError('RequestError')<{
  readonly call: string;
  readonly field: string;
  readonly message: string;
}> {}

/**
 * The server answered with an error status: `status` and the server's `errors`. Notified as
 * 'API Error ({status})' except for 422, which passes quietly to the caller.
 */
export class HttpError extends Data.TaggedError('HttpError')<{
  readonly call: string;
  readonly status: number;
  readonly errors: ServerErrors;
  readonly message: string;
}> {}

/**
 * A 401 while logged in, on any call but the log-in and not while logging out: the token is no longer
 * valid. `onUnauthorized` has been called so the app can send the user to logout.
 */
export class Unauthorized extends Data.TaggedError('Unauthorized')<{
  readonly call: string;
  readonly message: string;
}> {}

/** The browser is offline: nothing was sent. */
export class Offline extends Data.TaggedError('Offline')<{
  readonly call: string;
  readonly message: string;
}> {}

/**
 * No response at all (connection refused or dropped, time-out). Notified as 'There was an error processing
 * your request. Please try again.'
 */
export class NoResponse extends Data.TaggedError('NoResponse')<{
  readonly call: string;
  readonly message: string;
}> {}

/** The request was cancelled with the rest of its group (`cancelAll`); ignored, never notified. */
export class Cancelled extends Data.TaggedError('Cancelled')<{
  readonly call: string;
  readonly message: string;
}> {}

/**
 * The answer is not what the contract says: malformed JSON, a wrong shape, or an unexpected success status.
 * `field` names the field at fault (`'patients.0.birthday'`, `'(json)'`, `'(status)'`).
 */
export class DecodeError extends Data.TaggedError('DecodeError')<{
  readonly call: string;
  readonly field: string;
  readonly message: string;
}> {}

/**
 * A list that must not be empty came back empty: `list` names it as core's error catalogue does
 * (`'products'`), `message` is the spec's ('No products in response').
 */
export class EmptyList extends Data.TaggedError('EmptyList')<{
  readonly call: string;
  readonly list: EmptyListKind;
  readonly message: string;
}> {}

/** Every way a call can fail. */
export type ApiError =
  | RequestError
  | HttpError
  | Unauthorized
  | Offline
  | NoResponse
  | Cancelled
  | DecodeError
  | EmptyList;

/**
 * What the app should show the user for a failed call (core-app.md section 8): a core `AppError`
 * (pass it to `describeError` for the locale keys) plus the name of the call.
 * - `request-error`: 'Request Error' / 'There was an error forming the API request.'
 * - `api-error`: 'API Error ({status})' / 'There was an error with the API request.'
 * - `no-response`: 'There was an error processing your request. Please try again.'
 */
export type ApiNotification =
  | { readonly kind: 'request-error'; readonly call: string }
  | { readonly kind: 'api-error'; readonly call: string; readonly status: number }
  | { readonly kind: 'gate-refused'; readonly call: string; readonly blocker: GateBlocker }
  | { readonly kind: 'refused'; readonly call: string; readonly status: number; readonly reason: string }
  | { readonly kind: 'no-response'; readonly call: string };

/**
 * The error of core's catalogue for a failed call, for machines and the UI (`describeError`):
 * RequestError is `request-error`; HttpError 422 `unprocessable`, a gate's 403 `gate-refused` (the
 * blocker it names), another 4xx with the server's reason `refused` (the reason), other statuses `api-error`;
 * Unauthorized `unauthorized`; Offline and NoResponse `no-response`; Cancelled `cancelled`;
 * EmptyList `empty-list`; DecodeError `request-failed` ('Request error'), or `invalid-wait-list` for the
 * joined wait list.
 */
export function toAppError(error: ApiError): AppError {
  switch (error._tag) {
    case 'RequestError':
      return { kind: 'request-error' };
    case 'HttpError': {
      if (error.status === 422) return { kind: 'unprocessable', status: 422 };
      const blocker = gateBlockerOfAnswer(error.status, error.errors);
      if (blocker) return { kind: 'gate-refused', blocker };
      // A refusal with the server's reason says it (core's `refusalReasonOfAnswer`), not 'API Error (403)'.
      const reason = refusalReasonOfAnswer(error.status, error.errors);
      return reason
        ? { kind: 'refused', status: error.status, reason }
        : { kind: 'api-error', status: error.status };
    }
    case 'Unauthorized':
      return { kind: 'unauthorized' };
    case 'Offline':
    case 'NoResponse':
      return { kind: 'no-response' };
    case 'Cancelled':
      return { kind: 'cancelled' };
    case 'EmptyList':
      return { kind: 'empty-list', list: error.list };
    case 'DecodeError':
      // The joined wait list must be an array: the spec's 'Invalid wait list array'.
      return error.call === 'listJoinedWaitListItems'
        ? { kind: 'invalid-wait-list' }
        : { kind: 'request-failed' };
  }
}
