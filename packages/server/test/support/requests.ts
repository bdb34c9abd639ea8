/** Building raw requests from the contract: path parameters filled, query string, JSON body. */
import { buildPath, type Contract, contract } from '@attune/api/contract';

/** The input of one call, as the contract names it. */
export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The method and URL path (with `/v1` and query) of a call. */
export function requestOf(
  name: keyof Contract,
  input: CallInput,
): { method: string; path: string; body: unknown } {
  const endpoint = contract[name];
  const path = buildPath(endpoint, input.params);
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return { method: endpoint.method, path: `/v1/${path}${query ? `?${query}` : ''}`, body: input.body };
}
