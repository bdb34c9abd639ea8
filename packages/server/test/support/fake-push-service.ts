/** A Web Push service on 127.0.0.1 that accepts everything and remembers what it got (never a real one). */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';

/** A running fake push service. */
export interface FakePushService {
  readonly url: string;
  readonly received: { path: string; headers: IncomingHttpHeaders; bytes: number }[];
  close(): Promise<void>;
}

/** Starts a fake push service; a path containing `gone` answers 410 (the subscription is gone). */
export async function startFakePushService(): Promise<FakePushService> {
  const received: FakePushService['received'] = [];
  const server: Server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.writeHead(request.url?.includes('gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** A browser's subscription keys (a P-256 public key and a 16-byte secret), as PushSubscription.toJSON() gives. */
export const browserKeys = { p256dh: webPush.generateVAPIDKeys().publicKey, auth: 'x2fGTWh3bMaJ2lJg3CkR0A' };
