/**
 * `@attune/api`: Attune's v1 wire contract and its client.
 *
 * - `contract` (also at `@attune/api/contract`, free of ky and Effect): every call declared once.
 * - `createClient(options)`: the client on ky; each call returns an Effect whose error channel is a tagged
 *   union (`RequestError`, `HttpError`, `Unauthorized`, `Offline`, `NoResponse`, `Cancelled`,
 *   `DecodeError`, `EmptyList`), with `toPromise` to run one as a promise.
 * - No cache: the web app keeps its answers in its query cache (TanStack Query).
 */
export * from './client';
export * from './contract';
