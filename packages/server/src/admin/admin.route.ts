/**
 * Staff commands over HTTP (`/admin/*`), for what no parent can do: moving a child's Food Sensitivity kit
 * on (shipped, sample received) and entering its results from the lab. Mounted only when an admin token is configured (ADMIN_TOKEN); each call sends it
 * as `Authorization: Bearer <token>`. The `pnpm --filter @attune/server admin` command calls these.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  FoodSensitivityResultsEntrySchema,
  FoodSensitivityStaffStepSchema,
  toParseIssues,
} from '@attune/core/rules';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppContext } from '../context';
import {
  enterFoodSensitivityResults,
  takeStaffFoodSensitivityStep,
} from '../food-sensitivity/food-sensitivity.service';
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
  /** Answers `run`'s result, or the 404/422 it refused with, or the body's own 422. */
  const answer = async <T>(
    c: Context,
    parsed: { success: true; data: T } | { success: false; error: z.ZodError },
    run: (data: T) => Promise<unknown>,
  ) => {
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of toParseIssues(parsed.error)) {
        const field = issue.field || 'base';
        errors[field] = [...(errors[field] ?? []), issue.message];
      }
      return c.json({ errors }, 422);
    }
    try {
      return c.json(await run(parsed.data), 200);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
        return c.json({ errors: error.errors }, error.status);
      }
      throw error;
    }
  };
  app.post('/admin/food_sensitivity_results', async (c) =>
    answer(c, FoodSensitivityResultsEntrySchema.safeParse(await c.req.json().catch(() => null)), (entry) =>
      enterFoodSensitivityResults(ctx, entry),
    ),
  );
  app.post('/admin/food_sensitivity_states', async (c) =>
    answer(c, FoodSensitivityStaffStepSchema.safeParse(await c.req.json().catch(() => null)), (step) =>
      takeStaffFoodSensitivityStep(ctx, step.child_id, step.state_action),
    ),
  );
}
