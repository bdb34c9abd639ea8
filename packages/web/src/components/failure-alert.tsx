import { type Failure, useFailureMessage } from '../lib/refusal';

export interface FailureAlertProps {
  /** What the page's action answered when its call failed (nothing shows without one). */
  readonly failure: Failure | null | undefined;
  /** The fields the form shows by the field (their messages are not repeated here). */
  readonly placed?: readonly string[];
}

/**
 * A refused or failed call, said in place: the blocker's words, the server's reason or a 422's message the
 * form cannot put by a field, else the catalogue's words for a 5xx or no answer (never a bare "Please try
 * again." for a refusal whose reason the server gave).
 */
export function FailureAlert({ failure, placed }: FailureAlertProps) {
  const message = useFailureMessage();
  const text = failure ? message(failure, placed) : null;
  if (!text) return null;
  return (
    <p role="alert" className="web-form-error">
      {text}
    </p>
  );
}
