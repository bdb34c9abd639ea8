import { useTranslation } from 'react-i18next';

/** Props of {@link BackButton}. */
export interface BackButtonProps {
  /** Goes back (the app decides where: route metadata, previous route, parent, or home). */
  readonly onBack: () => void;
  /** Accessible name; 'Back' by default. */
  readonly label?: string;
}

/** A round back arrow for headers. */
export function BackButton({ onBack, label }: BackButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="at-icon-button at-back-button"
      aria-label={label ?? t('header.back')}
      onClick={onBack}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
