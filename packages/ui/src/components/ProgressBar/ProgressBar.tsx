import { useTranslation } from 'react-i18next';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The current step, counting from 1. */
  readonly step: number;
  /** How many steps there are. */
  readonly total: number;
  /** Goes back one step; the back button is disabled on the first step. */
  readonly onBack?: () => void;
}

/** A multi-step form's progress: 'Step 2 of 5', a bar, and a back button disabled on the first step. */
export function ProgressBar({ step, total, onBack }: ProgressBarProps) {
  const { t } = useTranslation();
  const clamped = Math.min(Math.max(step, 1), Math.max(total, 1));
  const label = t('forms.steps.step', { current: clamped, total });
  return (
    <div className="at-progress-bar">
      {onBack ? (
        <button
          type="button"
          className="at-icon-button at-progress-bar__back"
          aria-label={t('common.back')}
          disabled={clamped <= 1}
          onClick={onBack}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
      <div
        className="at-progress-bar__track"
        role="progressbar"
        aria-label={t('forms.steps.label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={clamped}
        aria-valuetext={label}
      >
        <div
          className="at-progress-bar__fill"
          style={{ width: `${(clamped / Math.max(total, 1)) * 100}%` }}
        />
      </div>
      <span className="at-progress-bar__label">{label}</span>
    </div>
  );
}
