/**
 * Staff commands over HTTP (`/admin/*`), for what no parent can do: entering a child's food sensitivity
 * results from the lab. Mounted only when an admin token is configured (ADMIN_TOKEN); each call sends it
 * as `Authorization: Bearer <token>`. The `pnpm --filter @attune/server admin` command calls these.
 */
import { timingSafeEqual } from 'node:crypto';
import { FoodSensitivityResultsEntrySchema, toParseIssues } from '@attune/core/rules';
import type { Hono } from 'hono';
import type { AppContext } from '../context';
import { enterFoodSensitivityResults } from '../food-sensitivity/food-sensitivity.service';
import { HttpError } from '../http/errors';

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Mounts the staff commands, guarded by the admin token. */
export function mountAdmin(app: Hono, ctx: AppContext, adminToken: string) {
  app.use('/admin/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sent || !sameToken(sent, adminToken)) return c.json({ errors: { base: ['Not found'] } }, 404);
    return next();
  });
  app.post('/admin/food_sensitivity_results', async (c) => {
    const parsed = FoodSensitivityResultsEntrySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of toParseIssues(parsed.error)) {
        const field = issue.field || 'base';
        errors[field] = [...(errors[field] ?? []), issue.message];
      }
      return c.json({ errors }, 422);
    }
    try {
      return c.json(await enterFoodSensitivityResults(ctx, parsed.data), 200);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
        return c.json({ errors: error.errors }, error.status);
      }
      throw error;
    }
  });
}
