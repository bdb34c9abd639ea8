import { type ActionFunctionArgs, replace, useFetcher, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { type SignUpFields, signUpWith } from '../api/sign-up';
import { SignupForm } from '../components/signup-form';

/**
 * Signs up (`POST users`, with this session's client variant), then logs in with the same email and
 * password (`POST sessions`), stores the account and goes home (a clinic's family: to the access code); a
 * refusal comes back to the form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = (await request.json()) as SignUpFields;
  const clinic = new URL(request.url).pathname.startsWith(paths.clinicSignup.path);
  const result = await signUpWith(fields, clinic, new URL(request.url).searchParams.get('redirect'));
  if (result.failure) return { failure: result.failure };
  return replace(result.to);
}

/** `/signup` and `/clinic-signup` inside the app (`/signup` prerendered at build time, then hydrated). */
export function Component() {
  const location = useLocation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== 'idle';
  return (
    <SignupForm
      clinic={location.pathname.startsWith(paths.clinicSignup.path)}
      returnTo={search.get('redirect')}
      busy={busy}
      failure={busy ? null : (fetcher.data?.failure ?? null)}
      onSubmit={(fields) =>
        void fetcher.submit(
          { ...fields },
          { method: 'post', encType: 'application/json', action: `${location.pathname}?${search}` },
        )
      }
    />
  );
}
