import { Avatar, ButtonLink } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isAccountFinished } from '../../../lib/account';
import { useAppData } from '../../../lib/app-data';

/** Home: the family's children, with the next step when the account or subscription is not ready yet. */
export function Component() {
  const { t } = useTranslation();
  const { account, children, subscribed } = useAppData();
  const finished = isAccountFinished(account);
  const firstName = (account.name ?? '').split(' ')[0] ?? '';
  return (
    <div className="web-page">
      <h1>{firstName ? t('pages.home.greeting', { name: firstName }) : t('pages.home.title')}</h1>
      {!finished ? (
        <section className="web-card web-card--notice" aria-labelledby="confirm-title">
          <h2 id="confirm-title">{t('pages.home.confirm.title')}</h2>
          <p>{t('pages.home.confirm.body', { email: account.email ?? '' })}</p>
          <Link to={paths.resendConfirmation.getHref(account.email)}>{t('lifecycle.resend.link')}</Link>
        </section>
      ) : !subscribed ? (
        <section className="web-card web-card--notice" aria-labelledby="trial-title">
          <h2 id="trial-title">{t('pages.home.trial.title')}</h2>
          <p>{t('pages.home.trial.body')}</p>
          <ButtonLink variant="primary" render={<Link to={paths.app.createAccount.getHref()} />}>
            {t('pages.home.trial.cta')}
          </ButtonLink>
        </section>
      ) : null}
      <section aria-labelledby="children-title">
        <h2 id="children-title">{t('pages.home.children')}</h2>
        {children.length === 0 ? (
          <div className="web-card web-empty">
            <p>{t('pages.home.noChildren')}</p>
            <ButtonLink variant="primary" size="lg" render={<Link to={paths.app.addChild.getHref()} />}>
              {t('pages.home.addFirstChild')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="web-grid">
            {children.map((child) => (
              <li key={child.id}>
                <Link className="web-card web-child-card" to={paths.app.child.view.getHref(child.id)}>
                  <Avatar appearance={child} gender={child.gender} size={64} />
                  <span className="web-child-card__name">{child.name}</span>
                  <span className="web-muted">{t('pages.home.openChild')}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link className="web-card web-child-card web-child-card--add" to={paths.app.addChild.getHref()}>
                <span aria-hidden="true" className="web-plus">
                  +
                </span>
                <span className="web-child-card__name">{t('menu.addChild')}</span>
              </Link>
            </li>
          </ul>
        )}
      </section>
      <p>
        <Link to={paths.app.shared.getHref()}>{t('collaborators.shared.title')}</Link>
      </p>
      <p className="web-muted web-small">{t('common.informationalOnly')}</p>
    </div>
  );
}
