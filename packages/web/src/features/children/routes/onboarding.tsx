import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useChildData } from '../../../lib/child-data';

/** Onboarding of a child: for now, a pointer to the child's plans. */
export function Component() {
  const { t } = useTranslation();
  const { child } = useChildData();
  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <h1>{t('onboarding.title', { name: child.name })}</h1>
        <p>{t('onboarding.body')}</p>
        <Link
          className="at-button at-button--primary at-button--md"
          to={paths.app.child.view.getHref(child.id)}
        >
          {t('common.continue')}
        </Link>
      </section>
    </div>
  );
}
