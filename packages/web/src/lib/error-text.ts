/**
 * A catalogue error in the family's words, for a form that shows its own failure in place: core's
 * `describeError` (the same words as the client's notification), or null when the catalogue keeps it quiet.
 */
import { type AppError, describeError } from '@attune/core/rules';
import { useTranslation } from 'react-i18next';

export function useErrorText(): (error: AppError) => string | null {
  const { t } = useTranslation();
  return (error) => {
    const description = describeError(error);
    if (!description.notify) return null;
    return (
      description.verbatim ?? (description.messageKey ? t(description.messageKey, description.values) : null)
    );
  };
}
