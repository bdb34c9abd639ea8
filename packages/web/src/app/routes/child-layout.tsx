/**
 * Every page about one child: loads the child (404 when it is not this family's) and its plans, and shows
 * the child header (avatar and name linking to the child view, and the edit-settings link except on
 * settings, onboarding and add-ons routes).
 */
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, Outlet, useLocation } from 'react-router';
import { ChildAvatar } from '../../components/child-avatar';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { type ChildData, useChildData } from '../../lib/child-data';
import { fetchChild, fetchChildPlans } from '../../lib/queries';

export async function loader({ params }: LoaderFunctionArgs): Promise<ChildData> {
  const id = params.child_id ?? '';
  if (!/^\d+$/.test(id)) throw new Response('Not Found', { status: 404 });
  try {
    const [child, plans] = await Promise.all([fetchChild(id), fetchChildPlans(id)]);
    return { child, plans };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}

export function Component() {
  const { t } = useTranslation();
  const { child } = useChildData();
  const location = useLocation();
  const hideEdit = /\/(settings|onboarding|add-ons|clinical)(\/|$)/.test(location.pathname);
  return (
    <>
      <div className="web-child-header">
        <div className="web-child-header__inner">
          <Link className="web-child-header__profile" to={paths.app.child.view.getHref(child.id)}>
            <ChildAvatar child={child} size={40} />
            <span>{child.name}</span>
          </Link>
          {hideEdit ? null : (
            <Link className="web-child-header__edit" to={paths.app.child.settings.getHref(child.id)}>
              {t('header.editSettings', { name: child.name })}
            </Link>
          )}
        </div>
      </div>
      <Outlet />
    </>
  );
}
