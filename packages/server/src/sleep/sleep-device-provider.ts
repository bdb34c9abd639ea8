/**
 * The sleep device port: where the parent is sent to allow access (OAuth, implicit grant: the token comes
 * back in the redirect URL's hash) and how the server checks a token it is handed. The Fitbit adapter
 * speaks Fitbit's Web API; tests point it at a fake provider server (FITBIT_AUTHORIZE_URL, FITBIT_API_BASE),
 * so no test ever calls Fitbit.
 */

/** A provider of sleep data the app can link a child to. */
export interface SleepDeviceProvider {
  /** The provider's page that asks the parent to allow access, then redirects with the token. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** The provider's user the token belongs to; null when the provider refuses the token. */
  verifyToken(accessToken: string): Promise<{ userId: string } | null>;
}

/** Fitbit's OAuth 2.0 implicit grant, for sleep data. Configured by FITBIT_CLIENT_ID (none: not offered). */
export function fitbitProvider(
  env: Readonly<Record<string, string | undefined>>,
): SleepDeviceProvider | null {
  const clientId = env.FITBIT_CLIENT_ID;
  if (!clientId) return null;
  const authorizeBase = env.FITBIT_AUTHORIZE_URL ?? 'https://www.fitbit.com/oauth2/authorize';
  const apiBase = (env.FITBIT_API_BASE ?? 'https://api.fitbit.com').replace(/\/$/, '');
  return {
    authorizeUrl: ({ state, redirectUri }) => {
      const url = new URL(authorizeBase);
      url.searchParams.set('response_type', 'token');
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'sleep');
      url.searchParams.set('expires_in', '604800');
      url.searchParams.set('state', state);
      return url.toString();
    },
    verifyToken: async (accessToken) => {
      const response = await fetch(`${apiBase}/1/user/-/profile.json`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok) throw new Error(`Fitbit profile answered ${response.status}`);
      const body = (await response.json()) as { user?: { encodedId?: unknown } };
      const userId = body.user?.encodedId;
      return typeof userId === 'string' && userId ? { userId } : null;
    },
  };
}
