/**
 * How many journeys run at once (vitest workers, each with a shared server of its own: ./global-setup.ts),
 * from `ATTUNE_E2E_WORKERS` (default 2). One journey at a time kept a quiet 2-core machine about 60% busy
 * (365 s for 224 s of CPU): a journey mostly waits on its page, its server and the network going quiet.
 */
export const E2E_WORKERS = Math.max(1, Number.parseInt(process.env.ATTUNE_E2E_WORKERS ?? '2', 10) || 1);
