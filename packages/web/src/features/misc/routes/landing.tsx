import { ButtonLink, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/page-link';
import { paths } from '../../../config/paths';

/** The landing page for logged-out visitors (prerendered at build time, then hydrated). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-landing">
      <section className="web-hero">
        <h1>{t('pages.landing.title')}</h1>
        <p className="web-lead">{t('pages.landing.lead')}</p>
        <div className="web-actions">
          <ButtonLink variant="primary" size="lg" render={<PageLink to={paths.signup.getHref()} />}>
            {t('pages.landing.signUp')}
          </ButtonLink>
          <ButtonLink variant="secondary" size="lg" render={<PageLink to={paths.login.getHref()} />}>
            {t('auth.login.submit')}
          </ButtonLink>
        </div>
      </section>
      <ul className="web-grid web-features">
        {(['plans', 'progress', 'addOns'] as const).map((id) => (
          <Card key={id} render={<li />}>
            <h2 className="web-h3">{t(`pages.landing.features.${id}.title`)}</h2>
            <p>{t(`pages.landing.features.${id}.body`)}</p>
          </Card>
        ))}
      </ul>
      <p className="web-muted web-small">{t('common.informationalOnly')}</p>
    </div>
  );
}
