/**
 * A mailed invitation (`/app/invitation?token=`): the logged-in account reads what the family offers (the
 * child, the permission) and accepts it, then opens the shared child. An invitation sent to another
 * address, used or unknown says so (the server decides; this page only shows its answer).
 */
import type { CollaboratorInvitation } from '@attune/core/rules';
import { Button, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { paths } from '../../../config/paths';
import { call, statusOf } from '../../../lib/api-client';
import { type Failure, failureOf } from '../../../lib/refusal';

type LoaderData =
  | { readonly kind: 'open'; readonly token: string; readonly invitation: CollaboratorInvitation }
  | { readonly kind: 'otherAddress' | 'invalid' };

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length < 16) return { kind: 'invalid' };
  try {
    const invitation = await call(
      (api) => api.getCollaboratorInvitation({ query: { token } }),
      request.signal,
    );
    return { kind: 'open', token, invitation };
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) return { kind: 'otherAddress' };
    if (status === 404) return { kind: 'invalid' };
    throw error;
  }
}

/** Accepts the invitation and opens the shared child. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    const shared = await call((api) =>
      api.acceptCollaboratorInvitation({ body: { token: String(form.get('token') ?? '') } }),
    );
    return redirect(paths.app.child.view.getHref(shared.child_id));
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

export function Component() {
  const { t } = useTranslation();
  const data = useLoaderData() as LoaderData;
  const fetcher = useFetcher<{ failure: Failure }>();
  if (data.kind !== 'open') {
    return (
      <div className="web-page web-page--narrow">
        <Card notice>
          <h1>{t('collaborators.invitation.invalidTitle')}</h1>
          <p>{t(`collaborators.invitation.${data.kind}`)}</p>
        </Card>
      </div>
    );
  }
  const { invitation } = data;
  return (
    <div className="web-page web-page--narrow">
      <Card render={<fetcher.Form method="post" />}>
        <h1>
          {t('collaborators.invitation.title', {
            family: invitation.family_name,
            child: invitation.child_name,
          })}
        </h1>
        <p>
          {t(`collaborators.invitation.offer.${invitation.permission}`, {
            family: invitation.family_name,
            child: invitation.child_name,
          })}
        </p>
        <input type="hidden" name="token" value={data.token} />
        <FailureAlert failure={fetcher.state === 'idle' ? fetcher.data?.failure : null} />
        <Button variant="primary" type="submit" disabled={fetcher.state !== 'idle'}>
          {t('collaborators.invitation.accept')}
        </Button>
      </Card>
    </div>
  );
}
