import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link DashboardHeader}. */
export interface DashboardHeaderProps {
  /** Where the logo links (home); null makes it plain, as on create-account and clinic sign-up. */
  readonly homeHref: string | null;
  /** Client-side navigation for the logo link. */
  readonly onNavigate?: (href: string) => void;
  /** The right-hand control: a {@link UserMenu} when logged in, otherwise a {@link LanguagePicker}. */
  readonly children?: ReactNode;
}

/** Attune's wordmark: a calm wave in a rounded square, then the name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="at-logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--at-color-primary)" />
        <path
          d="M6 19c3-6 6-6 9 0s6 6 11-3"
          fill="none"
          stroke="var(--at-color-on-primary)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="at-logo__name">{t('common.appName')}</span>
    </span>
  );
}

/**
 * The dashboard header: the logo (a link home, except on create-account and clinic sign-up) and, on
 * the right, the user menu when logged in or the language picker when not.
 */
export function DashboardHeader({ homeHref, onNavigate, children }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="at-header at-header--dashboard">
      {homeHref === null ? (
        <Logo />
      ) : (
        <a
          href={homeHref}
          className="at-header__home"
          aria-label={t('header.home')}
          onClick={(event) => {
            if (!onNavigate) return;
            event.preventDefault();
            onNavigate(homeHref);
          }}
        >
          <Logo />
        </a>
      )}
      <div className="at-header__end">{children}</div>
    </header>
  );
}
