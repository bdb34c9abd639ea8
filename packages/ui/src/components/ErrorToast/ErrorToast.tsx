import { type AppError, describeError } from '@attune/core';
import { useTranslation } from 'react-i18next';
import { Toast } from '../Toast';

/** Props of {@link ErrorToast}. */
export interface ErrorToastProps {
  /** An error of the catalogue (from the API client or a machine). */
  readonly error: AppError;
  readonly onDismiss?: () => void;
}

/**
 * Shows an error of the catalogue in the family's language: the core's `describeError` picks the title
 * and message keys (e.g. 'API Error (500)' / 'There was an error with the API request.'), or the payment
 * provider's own words. Errors that are not shown (cancelled requests, 422s, 401s) render nothing.
 */
export function ErrorToast({ error, onDismiss }: ErrorToastProps) {
  const { t } = useTranslation();
  const description = describeError(error);
  if (!description.notify) return null;
  const message =
    description.verbatim ?? (description.messageKey ? t(description.messageKey, description.values) : '');
  const title = description.titleKey ? t(description.titleKey, description.values) : message;
  return (
    <Toast
      tone="error"
      title={title}
      {...(description.titleKey && message ? { message } : {})}
      {...(onDismiss ? { onDismiss } : {})}
    />
  );
}
