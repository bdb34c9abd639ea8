import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** Bold first line, e.g. 'Error Saving Prescription'. */
  readonly title: ReactNode;
  /** Optional second line. */
  readonly message?: ReactNode;
  /** `info` by default; `error` and `success` colour the edge. */
  readonly tone?: 'info' | 'success' | 'error';
  /**
   * How screen readers announce it: `assertive` (an alert) for an error, `polite` (a status) for the rest,
   * unless told otherwise (an error that repeats what the page already says as an alert is polite).
   */
  readonly announce?: 'polite' | 'assertive';
  /** When given, a dismiss button is shown. */
  readonly onDismiss?: () => void;
  /** `slide-down` drops in from the top of the screen (the update toast). */
  readonly placement?: 'inline' | 'slide-down';
  readonly className?: string;
}

/**
 * A short notice announced politely to screen readers (`role="status"`, or `alert` for errors)
 * without taking focus.
 */
export function Toast({
  title,
  message,
  tone = 'info',
  announce = tone === 'error' ? 'assertive' : 'polite',
  onDismiss,
  placement = 'inline',
  className,
}: ToastProps) {
  const { t } = useTranslation();
  const classes = ['at-toast', `at-toast--${tone}`, `at-toast--${placement}`];
  if (className) classes.push(className);
  return (
    <div
      className={classes.join(' ')}
      role={announce === 'assertive' ? 'alert' : 'status'}
      aria-live={announce}
    >
      <div className="at-toast__text">
        <p className="at-toast__title">{title}</p>
        {message ? <p className="at-toast__message">{message}</p> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="at-icon-button at-toast__dismiss"
          aria-label={t('toast.dismiss')}
          onClick={onDismiss}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  readonly children?: ReactNode;
}

/** The corner of the screen where toasts stack; a labelled region so it can be found by landmark. */
export function ToastRegion({ children }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <section className="at-toast-region" aria-label={t('toast.notifications')}>
      {children}
    </section>
  );
}
