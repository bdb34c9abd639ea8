import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

/** Props of {@link CookiePrompt}. */
export interface CookiePromptProps {
  /** Whether the family has already acknowledged the notice (then nothing shows). */
  readonly acknowledged: boolean;
  /** Inside the native app the notice never shows. */
  readonly inNativeApp: boolean;
  /** Where 'Learn More' goes (the privacy policy). */
  readonly learnMoreHref: string;
  /** The family acknowledged the notice ('Got It'); cookies cannot be declined. */
  readonly onAcknowledge: () => void;
  /**
   * False while a prerendered page waits for its JavaScript: 'Got It' is disabled until it can answer
   * (default true).
   */
  readonly interactive?: boolean;
}

/**
 * The cookie notice: Attune uses cookies for full functionality, with a Learn More link. It cannot be
 * declined, only acknowledged, and it is hidden inside the native app.
 */
export function CookiePrompt({
  acknowledged,
  inNativeApp,
  learnMoreHref,
  onAcknowledge,
  interactive = true,
}: CookiePromptProps) {
  const { t } = useTranslation();
  if (acknowledged || inNativeApp) return null;
  return (
    <section className="at-cookie" aria-label={t('cookie.label')}>
      <p className="at-cookie__text">
        {t('cookie.message')}{' '}
        <a href={learnMoreHref} target="_blank" rel="noopener noreferrer">
          {t('cookie.learnMore')}
        </a>
      </p>
      <Button size="sm" onClick={onAcknowledge} disabled={!interactive}>
        {t('cookie.accept')}
      </Button>
    </section>
  );
}
