import { AGREEMENTS_VERSION } from '@attune/core/rules';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { call } from '../../../lib/api-client';

/** The user agreements as the server knows them for this account (`GET users/agreements`). */
export function loader({ request }: LoaderFunctionArgs) {
  return call((api) => api.getAgreements(), request.signal);
}

/** Records that the parent accepted the version in force (`POST users/agreements`). */
export async function action(_: ActionFunctionArgs) {
  try {
    return {
      agreements: await call((api) =>
        api.acceptAgreements({ body: { agreements: { version: AGREEMENTS_VERSION } } }),
      ),
      failed: false,
    };
  } catch {
    return { agreements: null, failed: true };
  }
}
