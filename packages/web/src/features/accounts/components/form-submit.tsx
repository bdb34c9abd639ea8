import { Button } from '@attune/ui';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydrated';

/** Props of {@link FormSubmit}. */
export interface FormSubmitProps {
  /** The button's words. */
  readonly label: string;
  /** The form is on its way: the button says so (`aria-busy`) and waits. */
  readonly busy: boolean;
  /** Why the last try failed, announced above the button; nothing when there is none. */
  readonly error?: ReactNode;
  /** Another reason the button waits (e.g. an empty field), besides `busy` and the page's JavaScript. */
  readonly disabled?: boolean;
}

/**
 * The end of an account form (log-in, sign-up, a link by email, a new password): the form's error,
 * announced, and its submit button, disabled while the form is busy and until the page's JavaScript runs.
 */
export function FormSubmit({ label, busy, error, disabled = false }: FormSubmitProps) {
  const hydrated = useHydrated();
  return (
    <>
      {error ? (
        <p className="web-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        block
        type="submit"
        aria-busy={busy || undefined}
        disabled={busy || !hydrated || disabled}
      >
        {label}
      </Button>
    </>
  );
}
