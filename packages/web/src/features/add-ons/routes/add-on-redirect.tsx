import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppData } from '../../../lib/app-data';

/** `/app/add-on/{solution}`: opens the add-on for the first child, or asks to add a child first. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { children } = useAppData();
  const first = children[0];
  useEffect(() => {
    if (first) navigate(paths.app.child.addOns.getHref(first.id, params.solution), { replace: true });
  }, [first, navigate, params.solution]);
  if (first) return null;
  return (
    <div className="web-page web-page--narrow">
      <section className="web-card">
        <p>{t('pages.addOns.needChild')}</p>
        <Link className="at-button at-button--primary at-button--md" to={paths.app.addChild.getHref()}>
          {t('menu.addChild')}
        </Link>
      </section>
    </div>
  );
}
