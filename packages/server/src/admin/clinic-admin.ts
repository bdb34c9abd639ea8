/**
 * The clinic staff's admin command (no staff screen exists):
 *
 *   pnpm --filter @attune/server admin access-code create [--code 123456] [--clinic NAME] [--max-uses 1] [--expires-in-days 30]
 *   pnpm --filter @attune/server admin appointment create --child ID
 *   pnpm --filter @attune/server admin appointment schedule --id ID --at 2026-05-10T15:00:00Z --join-url https://...
 *   pnpm --filter @attune/server admin appointment complete --id ID
 *
 * It opens the same database as the server (see `admin.ts`).
 */
import { parseArgs } from 'node:util';
import { ACCESS_CODE_DEFAULT_EXPIRY_DAYS, accessCodeExpiry } from '@attune/core/rules';
import {
  completeAppointment,
  createAccessCode,
  createAppointment,
  scheduleAppointment,
} from '../clinic/clinic-admin.service';
import type { AppContext } from '../context';

const USAGE = `usage:
  admin access-code create [--code 123456] [--clinic NAME] [--max-uses 1] [--expires-in-days N (default 30)]
  admin appointment create --child ID
  admin appointment schedule --id ID --at ISO-INSTANT --join-url URL
  admin appointment complete --id ID`;

/** Runs one admin command against `ctx`; returns what to print. Throws with the usage on a bad command. */
export async function runClinicAdmin(ctx: AppContext, argv: readonly string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      clinic: { type: 'string' },
      'max-uses': { type: 'string' },
      'expires-in-days': { type: 'string' },
      child: { type: 'string' },
      id: { type: 'string' },
      at: { type: 'string' },
      'join-url': { type: 'string' },
    },
  });
  const number = (value: string | undefined, name: string) => {
    const parsed = Number(value);
    if (!value || !Number.isInteger(parsed) || parsed < 1)
      throw new Error(`--${name} must be a whole number\n${USAGE}`);
    return parsed;
  };
  const [subject, verb] = positionals;
  if (subject === 'access-code' && verb === 'create') {
    // Every code expires: without --expires-in-days, after core's default, and the command says so.
    const { expiresAt, defaulted } = accessCodeExpiry(
      ctx.clock.now(),
      values['expires-in-days'] ? number(values['expires-in-days'], 'expires-in-days') : undefined,
    );
    const row = await createAccessCode(ctx, {
      ...(values.code ? { code: values.code } : {}),
      ...(values.clinic ? { clinic: values.clinic } : {}),
      maxUses: values['max-uses'] ? number(values['max-uses'], 'max-uses') : 1,
      expiresAt,
    });
    const expires = row.expiresAt?.toISOString() ?? 'never';
    return defaulted
      ? `access code ${row.code} (uses: ${row.maxUses}, expires: ${expires}, the default of ${ACCESS_CODE_DEFAULT_EXPIRY_DAYS} days; --expires-in-days sets another)`
      : `access code ${row.code} (uses: ${row.maxUses}, expires: ${expires})`;
  }
  if (subject === 'appointment' && verb === 'create') {
    const row = await createAppointment(ctx, number(values.child, 'child'));
    return `appointment ${row.id} pending`;
  }
  if (subject === 'appointment' && verb === 'schedule') {
    const at = new Date(values.at ?? '');
    if (Number.isNaN(at.getTime())) throw new Error(`--at must be an ISO instant\n${USAGE}`);
    if (!values['join-url']) throw new Error(`--join-url is needed\n${USAGE}`);
    const row = await scheduleAppointment(ctx, {
      id: number(values.id, 'id'),
      startTime: at,
      joinUrl: values['join-url'],
    });
    return `appointment ${row.id} scheduled for ${at.toISOString()} (the family was mailed)`;
  }
  if (subject === 'appointment' && verb === 'complete') {
    const row = await completeAppointment(ctx, { id: number(values.id, 'id') });
    return `appointment ${row.id} complete`;
  }
  throw new Error(USAGE);
}
