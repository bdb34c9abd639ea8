/** The light sign-up page (`/signup`): the app's sign-up form; after sign-up the app takes over. */
import { useState } from 'react';
import { type SignUpFailure, signUpWith } from '../../features/accounts/api/sign-up';
import { SignupForm } from '../../features/accounts/components/signup-form';
import type { PageProps } from '../root';

export default function LightSignup({ search, host }: PageProps) {
  const returnTo = new URLSearchParams(search).get('redirect');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  return (
    <SignupForm
      clinic={false}
      returnTo={returnTo}
      busy={busy}
      failure={failure}
      onSubmit={(fields) => {
        setBusy(true);
        setFailure(null);
        void signUpWith(fields, false, returnTo).then((result) => {
          if (result.failure) {
            setFailure(result.failure);
            setBusy(false);
          } else host?.handOver(result.to, result.language);
        });
      }}
    />
  );
}
