/**
 * A fake APNs on 127.0.0.1 (HTTP/2 without TLS), never Apple's: it checks each request as APNs does (the
 * provider token's ES256 signature, header and claims; the topic; the device path) and remembers it. A
 * device token in `gone` answers 410 Unregistered.
 */
import { createPublicKey, generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { createServer, type Http2Server, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';

/** One request the fake received, and what it found in it. */
export interface ApnsRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly payload: { aps?: { alert?: { title?: string; body?: string } }; href?: string };
  readonly jwt: { header: Record<string, unknown>; claims: Record<string, unknown>; signatureValid: boolean };
  readonly token: string;
}

/** A running fake APNs and the key it trusts. */
export interface FakeApns {
  readonly url: string;
  /** The `.p8` private key (PKCS#8 PEM) the server signs its provider tokens with. */
  readonly keyPem: string;
  readonly keyId: string;
  readonly teamId: string;
  readonly received: ApnsRequest[];
  /** Device tokens answered 410 Unregistered. */
  readonly gone: Set<string>;
  close(): Promise<void>;
}

function decode(part: string | undefined): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function readJwt(
  authorization: string | undefined,
  publicKey: KeyObject,
): ApnsRequest['jwt'] & { raw: string } {
  const raw = (authorization ?? '').replace(/^bearer /, '');
  const [header, claims, signature] = raw.split('.');
  const signatureValid =
    !!header &&
    !!claims &&
    !!signature &&
    verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  return { header: decode(header), claims: decode(claims), signatureValid, raw };
}

/** Starts a fake APNs with a fresh P-256 key (as Apple issues for token-based authentication). */
export async function startFakeApns(): Promise<FakeApns> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKey = createPublicKey(privateKey);
  const keyId = 'ABC123DEFG';
  const teamId = 'TEAM456789';
  const received: ApnsRequest[] = [];
  const gone = new Set<string>();
  const server: Http2Server = createServer();
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const path = String(headers[':path'] ?? '');
      const { raw, ...jwt } = readJwt(headers.authorization as string | undefined, publicKey);
      let payload: ApnsRequest['payload'] = {};
      try {
        payload = JSON.parse(body) as ApnsRequest['payload'];
      } catch {
        payload = {};
      }
      received.push({ path, headers, payload, jwt, token: raw });
      const device = path.replace(/^\/3\/device\//, '');
      const answer = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'content-type': 'application/json' });
        stream.end(reason ? JSON.stringify({ reason }) : '');
      };
      if (!jwt.signatureValid || jwt.header.kid !== keyId || jwt.claims.iss !== teamId)
        return answer(403, 'InvalidProviderToken');
      if (!headers['apns-topic']) return answer(400, 'MissingTopic');
      if (gone.has(device)) return answer(410, 'Unregistered');
      return answer(200);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    keyPem,
    keyId,
    teamId,
    received,
    gone,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
