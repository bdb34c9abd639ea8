/**
 * A fake Stripe on 127.0.0.1 for the payment tests (no internet here): Payment Intents and Setup Intents
 * created and confirmed at once, honouring `Idempotency-Key` as Stripe does (the same key answers the
 * first result, nothing charged again), declining the `pm_card_chargeDeclined` and `tok_chargeDeclined`
 * methods with Stripe's error shape, and refusing a wrong secret key with 401.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface FakeStripeRequest {
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
}

/** A running fake Stripe. */
export interface FakeStripe {
  readonly url: string;
  readonly secretKey: string;
  /** Every request, in order. */
  readonly requests: FakeStripeRequest[];
  /** Intents created (charges made), replays not counted. */
  readonly created: { id: string; object: string; amount: number; metadata: Record<string, string> }[];
  close(): Promise<void>;
}

const DECLINED = new Set(['pm_card_chargeDeclined', 'tok_chargeDeclined']);

export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const created: FakeStripe['created'] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const form = new URLSearchParams(raw);
      const path = request.url ?? '';
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ path, form, idempotencyKey: key });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const remembered = key ? byKey.get(`${path}:${key}`) : undefined;
      if (remembered) return send(remembered.status, remembered.body);
      const method = form.get('payment_method') ?? form.get('payment_method_data[card][token]') ?? '';
      const setup = path === '/v1/setup_intents';
      if (!setup && path !== '/v1/payment_intents')
        return send(404, { error: { message: 'Unrecognized request URL' } });
      let result: { status: number; body: unknown };
      if (DECLINED.has(method)) {
        result = {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        };
      } else {
        const id = `${setup ? 'seti' : 'pi'}_fake_${created.length + 1}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        created.push({
          id,
          object: setup ? 'setup_intent' : 'payment_intent',
          amount: Number(form.get('amount') ?? 0),
          metadata,
        });
        result = {
          status: 200,
          body: { id, object: setup ? 'setup_intent' : 'payment_intent', status: 'succeeded', metadata },
        };
      }
      if (key) byKey.set(`${path}:${key}`, result);
      return send(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    created,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
