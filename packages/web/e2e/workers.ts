/**
 * How many journeys run at once (vitest workers, each with a shared server of its own: ./global-setup.ts),
 * from `ATTUNE_E2E_WORKERS` (default 1: on a 2-core machine the browser and the server already use both).
 */
export const E2E_WORKERS = Math.max(1, Number.parseInt(process.env.ATTUNE_E2E_WORKERS ?? '1', 10) || 1);
