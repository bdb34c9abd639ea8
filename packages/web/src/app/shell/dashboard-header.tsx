import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { paths } from '../../config/paths';
import { useAccount } from '../../lib/account';
import { useRouteHandle } from '../../lib/route-meta';
import type { AppData } from '../../lib/app-data';
import { LanguagePicker } from './language-picker';
import { SharePrompt } from '../../components/share-prompt';

function Logo() {
  const { t } = useTranslation();
  return (
    <span className="web-logo">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
        <circle cx="14" cy="14" r="13" fill="var(--at-color-primary)" />
        <path d="M8 17c2.5 3 9.5 3 12 0M10 11h.01M18 11h.01" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{t('common.appName')}</span>
    </span>
  );
}

/**
 * The dashboard header: the logo (not a link on create-account and clinic sign-up), then the user menu
 * when logged in, otherwise the language picker.
 */
export function DashboardHeader() {
  const { t } = useTranslation();
  const account = useAccount();
  const handle = useRouteHandle();
  const logoIsLink = handle.name !== 'create-account' && handle.name !== 'clinic-signup';
  return (
    <header className="web-header">
      <div className="web-header__inner">
        {logoIsLink ? (
          <Link to={account ? paths.app.home.getHref() : paths.landing.getHref()} aria-label={t('header.home')}>
            <Logo />
          </Link>
        ) : (
          <Logo />
        )}
        {account ? <UserMenu /> : <LanguagePicker />}
      </div>
    </header>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAccount();
  const app = useRouteLoaderData('app') as AppData | undefined;
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const children = app?.children ?? [];
  const clinical = account?.clinical === true;
  const childWithPaths = children.find((child) => (child as { paths?: unknown[] }).paths?.length);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="web-user-menu" ref={rootRef}>
      <button
        type="button"
        className="web-user-menu__trigger"
        aria-expanded={open}
        aria-controls="web-user-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="web-user-menu__avatar" aria-hidden="true">
          {(account?.name ?? account?.email ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="web-user-menu__label">{t('menu.open')}</span>
      </button>
      {open ? (
        <nav id="web-user-menu" className="web-user-menu__list" aria-label={t('menu.open')}>
          <ul>
            <li>
              <button type="button" onClick={() => setSharing(true)}>
                {t('menu.shareApp')}
              </button>
            </li>
            {children.length > 0 ? (
              <li>
                <Link to={clinical ? paths.app.getStarted.getHref() : paths.app.addChild.getHref()}>
                  {t('menu.addChild')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.app.help.getHref()}>{t('menu.helpCenter')}</Link>
            </li>
            {childWithPaths ? (
              <li>
                <Link to={paths.app.child.addOns.getHref(childWithPaths.id)}>{t('menu.addOns')}</Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.app.settings.getHref()}>{t('menu.settings')}</Link>
            </li>
            <li>
              <button type="button" onClick={() => navigate(paths.logout.getHref())}>
                {t('menu.logOut')}
              </button>
            </li>
            {clinical ? null : (
              <li>
                <Link to={paths.app.help.getHref()}>{t('menu.teamLetter')}</Link>
              </li>
            )}
            <li className="web-user-menu__version">{t('menu.version', { version: __APP_VERSION__ })}</li>
          </ul>
        </nav>
      ) : null}
      <SharePrompt open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
