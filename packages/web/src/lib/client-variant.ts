/**
 * The client variant the app shows (see `session-client.ts` for the session's own).
 */
import { appClient, type ClientVariant } from '@attune/core/rules';
import { useLocation } from 'react-router';
import { useAccount } from './account';
import { sessionClientVariant } from './session-client';

export { sessionClientVariant, signUpClient } from './session-client';

/** The client the app shows now: the logged-in account's, otherwise this session's. */
export function useAppClient(): ClientVariant {
  const location = useLocation();
  const account = useAccount();
  return appClient({
    variant: sessionClientVariant(location.search),
    account: account ? { client: account.client ?? null } : null,
  });
}
