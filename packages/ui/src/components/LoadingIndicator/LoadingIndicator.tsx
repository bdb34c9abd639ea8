import { useTranslation } from 'react-i18next';
import { useHideDelay } from '../../hooks/useHideDelay';

/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  /** Whether something is loading. The indicator hides 300 ms after this turns false. */
  readonly loading: boolean;
  /** `overlay` covers the page; `inline` sits in the flow. */
  readonly variant?: 'inline' | 'overlay';
}

/** A calm spinner announced as 'Loading'; it stays 300 ms after loading ends so quick loads do not flicker. */
export function LoadingIndicator({ loading, variant = 'inline' }: LoadingIndicatorProps) {
  const { t } = useTranslation();
  const visible = useHideDelay(loading);
  if (!visible) return null;
  return (
    <div className={`at-loading at-loading--${variant}`} role="status">
      <span className="at-spinner" aria-hidden="true" />
      <span className="at-visually-hidden">{t('loading.label')}</span>
    </div>
  );
}
