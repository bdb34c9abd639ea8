import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatTime } from '../../i18n/format';
import { BackButton } from '../BackButton';

/** Props of {@link ContentHeader}. */
export interface ContentHeaderProps {
  readonly title: string;
  /** Back: home from content-home, otherwise one step back (the app decides). */
  readonly onBack: () => void;
  /** When the content was last fetched (ISO date-time), or null: shows 'Never'. */
  readonly lastUpdated: string | null;
  /** Reloads the content ignoring the cache. */
  readonly onRefresh: () => void;
  /** Shows the refresh button busy. */
  readonly refreshing?: boolean;
}

/** The content header: back, title, when the content was last updated ('Never' when never) and refresh. */
export function ContentHeader({
  title,
  onBack,
  lastUpdated,
  onRefresh,
  refreshing = false,
}: ContentHeaderProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatTime = useFormatTime();
  return (
    <header className="at-header at-header--content">
      <BackButton onBack={onBack} />
      <div className="at-header__titles">
        <h1 className="at-header__title">{title}</h1>
        <p className="at-header__meta">
          {lastUpdated
            ? t('header.lastUpdated', { time: `${formatDate(lastUpdated)} ${formatTime(lastUpdated)}` })
            : t('header.lastUpdatedNever')}
        </p>
      </div>
      <button
        type="button"
        className="at-icon-button at-header__refresh"
        aria-label={t('header.refresh')}
        aria-busy={refreshing || undefined}
        onClick={onRefresh}
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          focusable="false"
          className={refreshing ? 'at-spin' : undefined}
        >
          <path
            d="M20 12a8 8 0 11-3-6.2M20 4v5h-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </header>
  );
}
