import { type AppError, TEXT_LIMITS } from '@attune/core/rules';
import { TextField } from '@attune/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useHydrated } from '../../../lib/hydrated';
import { FormSubmit } from './form-submit';

/** What the route's action answered to a request for a link by email, as the form shows it. */
export interface EmailLinkOutcome {
  /** The mail is on its way (the server gives the same answer for any address). */
  readonly sent: boolean;
  readonly error: AppError | null;
}

/** The page's own words, the address to start from, and how to read its action's answer. */
export interface EmailLinkFormProps<Result> {
  /** Above the field. */
  readonly intro: string;
  /** In place of the form once the mail is sent. */
  readonly sentNotice: string;
  readonly submitLabel: string;
  readonly initialEmail?: string;
  /** Reads the route action's answer (the form posts `email` to the route it is on). */
  readonly outcomeOf: (result: Result) => EmailLinkOutcome;
}

/**
 * Asks for a link by email (the confirmation link again, a reset link): the address, an error if sending
 * failed, and the button, read-only and disabled until the page's JavaScript runs; once sent, a notice in
 * place of the form.
 */
export function EmailLinkForm<Result>({
  intro,
  sentNotice,
  submitLabel,
  initialEmail = '',
  outcomeOf,
}: EmailLinkFormProps<Result>) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [email, setEmail] = useState(initialEmail);
  const busy = fetcher.state !== 'idle';
  const outcome = busy || fetcher.data === undefined ? null : outcomeOf(fetcher.data as Result);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void fetcher.submit({ email }, { method: 'post' });
  };
  if (outcome?.sent) {
    return (
      <p role="status" className="web-notice">
        {sentNotice}
      </p>
    );
  }
  return (
    <>
      <p>{intro}</p>
      <form onSubmit={submit} method="post" noValidate>
        <TextField
          className="web-form-field"
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          required
          value={email}
          readOnly={!hydrated}
          onValueChange={setEmail}
        />
        <FormSubmit
          label={submitLabel}
          busy={busy}
          error={outcome?.error ? errorText(outcome.error) : null}
          disabled={email.trim() === ''}
        />
      </form>
    </>
  );
}
