/**
 * A fake Fitbit for tests (no test ever calls Fitbit): `GET /oauth2/authorize` redirects to the
 * `redirect_uri` with an access token and the state in the URL's hash, as Fitbit's implicit grant does;
 * `GET /1/user/-/profile.json` answers the user of a token it handed out (401 for any other).
 */
import { createServer, type Server } from 'node:http';

/** A running fake Fitbit. */
export interface FakeFitbit {
  readonly url: string;
  /** The env that points the server's Fitbit adapter at it. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts a fake Fitbit on 127.0.0.1. */
export async function startFakeFitbit(): Promise<FakeFitbit> {
  const tokens = new Set<string>();
  let issued = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/oauth2/authorize') {
      issued += 1;
      const token = `fake-fitbit-token-${issued}`;
      tokens.add(token);
      const hash = new URLSearchParams({
        access_token: token,
        user_id: `FAKE${issued}`,
        state: url.searchParams.get('state') ?? '',
        token_type: 'Bearer',
        expires_in: '604800',
      });
      response.writeHead(302, { location: `${url.searchParams.get('redirect_uri')}#${hash}` });
      response.end();
      return;
    }
    if (url.pathname === '/1/user/-/profile.json') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end('{"errors":[{"errorType":"invalid_token"}]}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ user: { encodedId: `FAKE-${token.split('-').pop()}` } }));
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      FITBIT_CLIENT_ID: 'fake-client',
      FITBIT_AUTHORIZE_URL: `${url}/oauth2/authorize`,
      FITBIT_API_BASE: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
