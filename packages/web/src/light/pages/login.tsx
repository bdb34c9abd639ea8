/** The light log-in page (`/login`): the app's log-in form; after log-in the app takes over. */
import { useState } from 'react';
import { type LogInFailure, logInWith } from '../../features/accounts/api/log-in';
import { LoginForm } from '../../features/accounts/components/login-form';
import type { PageProps } from '../root';

export default function LightLogin({ search, host }: PageProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LogInFailure | null>(null);
  const query = new URLSearchParams(search);
  return (
    <LoginForm
      unauthorized={query.get('unauthorized') === 'true'}
      returnTo={query.get('redirect')}
      busy={busy}
      failure={failure}
      onSubmit={(fields) => {
        setBusy(true);
        setFailure(null);
        void logInWith(fields, query.get('redirect')).then((result) => {
          if (result.failure) {
            setFailure(result.failure);
            setBusy(false);
          } else host?.handOver(result.to, result.language);
        });
      }}
    />
  );
}
