/**
 * Every page about one child: loads the child (404 when it is not this family's) and its plans, and shows
 * the child header (avatar and name linking to the child view, and the edit-settings link except on
 * settings, onboarding and add-ons routes, and never for a collaborator, who may not change the child;
 * on clinical routes once one of the child's appointments has ended, core's `hasFinishedAppointment`).
 * Read through the query cache (`childQueries.record`), so the child's pages share one answer.
 */
import { ChildHeader } from '@attune/ui';
import { type LoaderFunctionArgs, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getAccount, useAccount } from '../../lib/account';
import { statusOf } from '../../lib/api-client';
import { isNativeApp } from '../../lib/bridge';
import { type ChildData, childMay, useChildData } from '../../lib/child-data';
import { childQueries, loadQuery } from '../../lib/queries';

export async function loader({ params }: LoaderFunctionArgs): Promise<ChildData> {
  const id = params.child_id ?? '';
  if (!/^\d+$/.test(id)) throw new Response('Not Found', { status: 404 });
  try {
    return await loadQuery(childQueries.record(Number(id), getAccount()?.clinical === true));
  } catch (error) {
    if (statusOf(error) === 404) throw new Response('Not Found', { status: 404 });
    throw error;
  }
}

export function Component() {
  const { child, permission, finishedAppointment } = useChildData();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  return (
    <>
      <div className="web-child-header">
        <ChildHeader
          child={child}
          profileHref={paths.app.child.view.getHref(child.id)}
          settingsHref={childMay(permission, 'change') ? paths.app.child.settings.getHref(child.id) : null}
          path={location.pathname}
          clinical={account?.clinical === true}
          hasFinishedAppointment={finishedAppointment}
          rnMode={isNativeApp()}
          onNavigate={(href) => navigate(href)}
        />
      </div>
      <Outlet />
    </>
  );
}
