import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Routes of the specs that this web app does not offer yet (OAuth). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{t('pages.notAvailable.title')}</h1>
        <p>{t('pages.notAvailable.body')}</p>
        <Link to={paths.landing.getHref()}>{t('pages.notFound.home')}</Link>
      </section>
    </div>
  );
}
