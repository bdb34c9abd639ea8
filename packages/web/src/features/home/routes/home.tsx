import { Avatar, ButtonLink, Card } from '@attune/ui';
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
        <Card render={<section aria-labelledby="confirm-title" />} notice>
          <h2 id="confirm-title">{t('pages.home.confirm.title')}</h2>
          <p>{t('pages.home.confirm.body', { email: account.email ?? '' })}</p>
          <Link to={paths.resendConfirmation.getHref(account.email)}>{t('lifecycle.resend.link')}</Link>
        </Card>
      ) : !subscribed ? (
        <Card render={<section aria-labelledby="trial-title" />} notice>
          <h2 id="trial-title">{t('pages.home.trial.title')}</h2>
          <p>{t('pages.home.trial.body')}</p>
          <ButtonLink variant="primary" render={<Link to={paths.app.createAccount.getHref()} />}>
            {t('pages.home.trial.cta')}
          </ButtonLink>
        </Card>
      ) : null}
      <section aria-labelledby="children-title">
        <h2 id="children-title">{t('pages.home.children')}</h2>
        {children.length === 0 ? (
          <Card className="web-empty">
            <p>{t('pages.home.noChildren')}</p>
            <ButtonLink variant="primary" size="lg" render={<Link to={paths.app.addChild.getHref()} />}>
              {t('pages.home.addFirstChild')}
            </ButtonLink>
          </Card>
        ) : (
          <ul className="web-grid">
            {children.map((child) => (
              <li key={child.id}>
                <Card
                  render={<Link to={paths.app.child.view.getHref(child.id)} />}
                  className="web-child-card"
                >
                  <Avatar appearance={child} gender={child.gender} size={64} />
                  <span className="web-child-card__name">{child.name}</span>
                  <span className="web-muted">{t('pages.home.openChild')}</span>
                </Card>
              </li>
            ))}
            <li>
              <Card
                render={<Link to={paths.app.addChild.getHref()} />}
                className="web-child-card web-child-card--add"
              >
                <span aria-hidden="true" className="web-plus">
                  +
                </span>
                <span className="web-child-card__name">{t('menu.addChild')}</span>
              </Card>
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
