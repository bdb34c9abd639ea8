import { passwordStrengthMeter } from '@attune/core/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the server's estimate says of a password (`POST /password-strength`), as the meter needs it. */
export interface StrengthEstimate {
  readonly score: number;
}

/** How long the meter waits after the last keystroke before asking the server. */
const DEBOUNCE_MS = 300;

/**
 * Asks the server's strength estimate (`POST {origin}/password-strength`); `null` when there is none
 * (the server answers 404 or anything but an estimate: then the meter is not shown, as the spec says).
 */
export async function fetchPasswordStrength(
  password: string,
  account: { email?: string; name?: string },
  signal?: AbortSignal,
): Promise<StrengthEstimate | null> {
  try {
    const response = await fetch(`${window.location.origin}/password-strength`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password, ...account }),
      signal: signal ?? null,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { score?: unknown };
    return typeof body.score === 'number' ? { score: body.score } : null;
  } catch {
    return null;
  }
}

/** The server's estimate of `password` as the parent types it (debounced); `null` while none. */
export function usePasswordStrength(password: string, email: string, name: string): StrengthEstimate | null {
  const [estimate, setEstimate] = useState<StrengthEstimate | null>(null);
  useEffect(() => {
    if (password === '') {
      setEstimate(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchPasswordStrength(password, { email, name }, controller.signal).then((next) => {
        if (!controller.signal.aborted) setEstimate(next);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, email, name]);
  return estimate;
}

/** The strength meter under a new password: five steps and their words (core's `passwordStrengthMeter`). */
export function PasswordStrengthMeter({ estimate, id }: { estimate: StrengthEstimate | null; id?: string }) {
  const { t } = useTranslation();
  if (!estimate) return null;
  const { level, acceptable } = passwordStrengthMeter(estimate.score);
  return (
    <div className="web-strength" id={id} aria-live="polite">
      <meter
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={level}
        aria-label={t('auth.passwordStrength.label')}
      />
      <span className="web-small">
        {t(`auth.passwordStrength.levels.${level}`)}
        {acceptable ? '' : ` ${t('auth.passwordStrength.tooWeak')}`}
      </span>
    </div>
  );
}
