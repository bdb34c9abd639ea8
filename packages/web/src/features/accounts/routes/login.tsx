import { isLanguage } from '@attune/core/rules';
import { type ActionFunctionArgs, replace, useFetcher, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { logInWith } from '../api/log-in';
import { LoginForm } from '../components/login-form';

export { safeRedirect } from '../api/log-in';

/** Logs in (`POST sessions`), stores the account and its language, then goes where the family was sent from. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await logInWith(
    { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
    new URL(request.url).searchParams.get('redirect'),
  );
  if (result.failure) return { failure: result.failure };
  if (isLanguage(result.language) && result.language !== currentLanguage())
    await changeLanguage(result.language);
  return replace(result.to);
}

export function Component() {
  const [search] = useSearchParams();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== 'idle';
  return (
    <LoginForm
      unauthorized={search.get('unauthorized') === 'true'}
      returnTo={search.get('redirect')}
      busy={busy}
      failure={busy ? null : (fetcher.data?.failure ?? null)}
      // the form posts to this route's action, keeping `redirect` in the URL
      onSubmit={(fields) =>
        void fetcher.submit(fields, { method: 'post', action: `${paths.login.path}?${search}` })
      }
    />
  );
}
