import { isLanguage, LANGUAGES } from '@attune/core/rules';
import { ButtonLink, Card, NavTab, NavTabs, RadioGroupField, SelectField } from '@attune/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Link, useFetcher, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { paths } from '../../../config/paths';
import { getAccount, setAccount, useAccount } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notifications';
import { setTheme } from '../../../lib/theme';
import { DataPage } from '../components/data-page';
import { DeveloperPage, showsDeveloperPage } from '../components/developer-page';
import { LIFECYCLE_INTENTS, lifecycleAction } from '../components/lifecycle-actions';
import { NotificationsPage } from '../components/notifications-page';
import { ProfilePage } from '../components/profile-page';
import { SecurityPage } from '../components/security-page';
import { settingsAction } from '../components/settings-actions';
import { SubscriptionsPage } from '../components/subscriptions-page';

/**
 * Switches the language at once and saves it on the account (`PUT users/{id}`); when saving fails the
 * previous language comes back with the catalogue's 'There was an error saving your language preference.'
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  // The account actions of the security and data pages (components/lifecycle-actions.ts).
  const intent = String(form.get('intent') ?? '');
  if (LIFECYCLE_INTENTS.some((known) => known === intent)) return lifecycleAction(intent, form);
  if (form.has('intent')) return settingsAction(form);
  const language = form.get('language');
  const account = getAccount();
  if (!account || !isLanguage(language)) return { saved: false };
  const previous = currentLanguage();
  await changeLanguage(language);
  try {
    const user = await call((api) =>
      api.updateUser({ params: { id: Number(account.id) }, body: { user: { language } } }),
    );
    const current = getAccount();
    if (current) setAccount({ ...current, language: user.language });
    return { saved: true };
  } catch {
    await changeLanguage(previous);
    notifyError({ kind: 'language-save-failed' });
    return { saved: false };
  }
}

const PAGES = [
  'account',
  'profile',
  'notifications',
  'subscriptions',
  'security',
  'data',
  'app',
  'policies',
  'developer',
] as const;

/** Account settings: the account and its language, the app (theme), policies. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const pages = PAGES.filter((p) => p !== 'developer' || showsDeveloperPage());
  const page = pages.find((p) => p === params.page) ?? 'account';
  return (
    <div className="web-page web-page--narrow">
      <BackButton />
      <h1>{t('settings.title')}</h1>
      <NavTabs label={t('settings.pagesLabel')} wrap>
        {pages.map((id) => (
          <NavTab
            key={id}
            current={page === id}
            render={<Link to={paths.app.settings.getHref(id)} replace />}
          >
            {t(`settings.pages.${id}`)}
          </NavTab>
        ))}
      </NavTabs>
      {page === 'account' ? <AccountPage /> : null}
      {page === 'security' ? <SecurityPage /> : null}
      {page === 'data' ? <DataPage /> : null}
      {page === 'app' ? <AppPage /> : null}
      {page === 'policies' ? <PoliciesPage /> : null}
      {page === 'profile' ? <ProfilePage /> : null}
      {page === 'notifications' ? <NotificationsPage /> : null}
      {page === 'subscriptions' ? <SubscriptionsPage /> : null}
      {page === 'developer' ? <DeveloperPage /> : null}
    </div>
  );
}

function AccountPage() {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const id = useId();
  const fetcher = useFetcher<typeof action>();
  const saving = fetcher.state !== 'idle';
  const data = fetcher.data;
  const saved = !saving && data != null && 'saved' in data && data.saved === true;
  if (!account) return null;
  const choose = (language: 'en' | 'es') => void fetcher.submit({ language }, { method: 'post' });
  return (
    <Card render={<section aria-labelledby={`${id}-title`} />}>
      <h2 id={`${id}-title`}>{t('settings.account.title')}</h2>
      <dl className="web-details">
        <dt>{t('auth.fields.name')}</dt>
        <dd>{account.name}</dd>
        <dt>{t('auth.fields.email')}</dt>
        <dd>{account.email}</dd>
      </dl>
      <SelectField
        className="web-form-field"
        id={`${id}-language`}
        label={t('language.label')}
        placeholder={null}
        value={i18n.language === 'es' ? 'es' : 'en'}
        disabled={saving}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
        onValueChange={(value) => {
          if (isLanguage(value)) choose(value);
        }}
      />
      <p role="status" className="web-muted">
        {saved ? t('settings.account.languageSaved') : ''}
      </p>
      <p>
        <Link to={paths.app.accessLog.getHref()}>{t('settings.accessLog.title')}</Link>
      </p>
      <ButtonLink variant="secondary" render={<Link to={paths.logout.getHref()} />}>
        {t('menu.logOut')}
      </ButtonLink>
    </Card>
  );
}

function AppPage() {
  const { t } = useTranslation();
  const id = useId();
  const [theme, setChoice] = useState(() => document.documentElement.dataset.theme ?? 'system');
  return (
    <Card render={<section />}>
      <h2>{t('settings.app.title')}</h2>
      <RadioGroupField
        label={t('settings.app.theme')}
        name={`${id}-theme`}
        inline
        options={(['system', 'light', 'dark'] as const).map((value) => ({
          value,
          label: t(`settings.app.themes.${value}`),
        }))}
        value={theme === 'light' || theme === 'dark' ? theme : 'system'}
        onValueChange={(value) => {
          setTheme(value);
          setChoice(value);
        }}
      />
      <p className="web-muted">{t('menu.version', { version: __APP_VERSION__ })}</p>
    </Card>
  );
}

function PoliciesPage() {
  const { t } = useTranslation();
  return (
    <Card render={<section />}>
      <h2>{t('settings.policies.title')}</h2>
      <ul className="web-list">
        <li>
          <a href={paths.legal.terms} target="_blank" rel="noreferrer">
            {t('settings.policies.terms')}
          </a>
        </li>
        <li>
          <a href={paths.legal.privacy} target="_blank" rel="noreferrer">
            {t('settings.policies.privacy')}
          </a>
        </li>
        <li>
          <a href={paths.legal.dataProtection} target="_blank" rel="noreferrer">
            {t('settings.policies.dataProtection')}
          </a>
        </li>
      </ul>
    </Card>
  );
}
