/**
 * `GET /v1/openapi.json`: the v1 API as an OpenAPI 3.1 document, generated from the contract
 * (`@attune/api/openapi`) once, on the first call, and kept. Public: it describes the calls, never a
 * family's data.
 */
import { openApiDocument } from '@attune/api/openapi';
import type { Hono } from 'hono';

/** Where the document is served. */
export const OPENAPI_PATH = '/v1/openapi.json';

/** Mounts `GET /v1/openapi.json` (before the contract's routes and the `/v1/*` not-found answer). */
export function mountOpenApi(app: Hono): void {
  let text: string | null = null;
  app.get(OPENAPI_PATH, (c) => {
    text ??= JSON.stringify(openApiDocument());
    return c.body(text, 200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
  });
}
