/**
 * A real HTTP server on 127.0.0.1 (random port) for the client's tests: it records every request and
 * answers through a handler the test sets.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received. */
export interface ReceivedRequest {
  readonly method: string;
  /** Path and query, e.g. `/v1/things?child_id=3`. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** How the test server answers one request. */
export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/** A running test server. */
export interface TestServer {
  /** Base URL ending in `/v1`. */
  readonly baseUrl: string;
  readonly requests: ReceivedRequest[];
  handle(handler: Handler): void;
  /** Resolves when the server has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Answers with a JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Answers with raw text, declared as JSON (for malformed JSON). */
export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(text);
}

/** Starts a server on 127.0.0.1 with a random port. */
export async function startTestServer(): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  let waiting: { count: number; resolve: () => void }[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 404, { errors: { base: ['Not found'] } });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handler(request, response);
      waiting = waiting.filter((wait) => {
        if (requests.length < wait.count) return true;
        wait.resolve();
        return false;
      });
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (next) => {
      handler = next;
    },
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.push({ count, resolve });
          }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
