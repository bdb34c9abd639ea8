/**
 * Answers served from memory, in front of the router (each a route registered before the contract's,
 * which falls through to it on any miss and keeps what it answers):
 *
 * - reference calls (the catalogues every family shares, see {@link REFERENCE_CALLS}): one serialized
 *   answer per call, kept until the catalogue is reloaded (at start, by the seed; it changes only on
 *   deploy). Their texts follow `Accept-Language`, so one entry is kept per call and language.
 *   Calls that need a log-in check the caller first (the token cache, no lookup);
 * - a child's plans (`GET child_activity_plans?child_id=`): one serialized answer per child, filed
 *   under the child's plans counter (`child_plan_versions`, raised by database triggers on any write to
 *   the child's plans, sessions or items, whichever process made it) and the catalogue it was built
 *   with. The counter and the child's owner are read in the batched query that also checks the
 *   caller's token, and the list is read after it, so an entry is never newer than its counter says.
 *   When both the caller's token and the child's answer are in memory, one statement confirms both
 *   counters and the child's owner and writes the audit row (cache/cached-reads.ts).
 *   A cached answer is a read of the child's records like any other: its audit row is written (and
 *   awaited: a row that cannot be written fails the call) before it is sent.
 *
 * Every cached answer carries a weak ETag and answers 304 to a matching `If-None-Match`; its brotli and
 * gzip forms are computed once with it.
 */
import type { Endpoint } from '@attune/api/contract';
import { contract } from '@attune/api/contract';
import { languageOfAcceptLanguage } from '@attune/core/rules';
import type { Context, Hono, Next } from 'hono';
import { auditEntriesOf, recordAudit } from '../audit/audit.service';
import type { AppContext } from '../context';
import { clientAddress } from '../http/client-address';
import { answerBytes, answerCached, type CachedBody, cachedBody, replaceAnswer } from './cached-body';

/** The reference calls answered from memory. */
export const REFERENCE_CALLS = [
  'listProducts',
  'listActivityPlans',
  'listMedications',
  'listAddOnCategories',
  'listHelpCards',
  'listImprovementAreas',
  'listImprovementGroups',
  'listQuestionnaires',
  'listSolutions',
] as const satisfies readonly (keyof typeof contract)[];

/** Bytes of children's plan answers kept per process; the least recently filled go first. */
const PLANS_CACHE_BYTES = 64 * 1024 * 1024;

interface PlansEntry {
  readonly version: number;
  readonly generation: number;
  readonly body: CachedBody;
}

/** The answers a process keeps. */
export class ResponseCaches {
  private readonly reference = new Map<string, { generation: number; body: CachedBody }>();
  /** Keyed by child and language (`12:es`): a child's plans carry their texts in the language asked for. */
  private readonly plans = new Map<string, PlansEntry>();
  private plansBytes = 0;

  /** Forgets everything (the catalogue changed in a way the generation does not show). */
  clear(): void {
    this.reference.clear();
    this.plans.clear();
    this.plansBytes = 0;
  }

  referenceEntry(name: string, generation: number): CachedBody | undefined {
    const entry = this.reference.get(name);
    return entry && entry.generation === generation ? entry.body : undefined;
  }

  keepReference(name: string, generation: number, body: CachedBody): void {
    this.reference.set(name, { generation, body });
  }

  plansEntry(key: string, version: number, generation: number): CachedBody | undefined {
    const entry = this.plans.get(key);
    return entry && entry.version === version && entry.generation === generation ? entry.body : undefined;
  }

  /** The answer kept for a child and language with the counter it was built at, whatever the counter now. */
  latestPlans(key: string, generation: number): PlansEntry | undefined {
    const entry = this.plans.get(key);
    return entry && entry.generation === generation ? entry : undefined;
  }

  keepPlans(key: string, entry: PlansEntry): void {
    const old = this.plans.get(key);
    if (old) {
      // Never replace a newer answer with an older one (two fills racing).
      if (old.version > entry.version && old.generation === entry.generation) return;
      this.plans.delete(key);
      this.plansBytes -= old.body.size;
    }
    if (entry.body.size > PLANS_CACHE_BYTES / 4) return;
    this.plans.set(key, entry);
    this.plansBytes += entry.body.size;
    for (const [id, each] of this.plans) {
      if (this.plansBytes <= PLANS_CACHE_BYTES) break;
      this.plans.delete(id);
      this.plansBytes -= each.body.size;
    }
  }
}

/** The key a reference call's answer is kept under: one answer per language (the texts follow Accept-Language). */
export function referenceKey(name: ReferenceCall, acceptLanguage: string | undefined): string {
  return `${name}:${languageOfAcceptLanguage(acceptLanguage)}`;
}

/** A reference call's name. */
export type ReferenceCall = (typeof REFERENCE_CALLS)[number];

/** `Cache-Control` of reference answers: anyone may keep them, revalidating each time. */
export const PUBLIC = 'no-cache';
/** `Cache-Control` of a family's answers: kept by the caller's browser only, revalidated each time. */
export const PRIVATE = 'private, no-cache';

/** The key a child's plans are kept under: one answer per child and language (`12:es`). */
export function plansKey(childId: number, acceptLanguage: string | undefined): string {
  return `${childId}:${languageOfAcceptLanguage(acceptLanguage)}`;
}

/** A call for a child's plans, as the fast path sees it. */
export interface PlansCall {
  /** The caller's `X-User-Token`. */
  readonly token: string;
  readonly childId: number;
  /** {@link plansKey} of the child and the caller's language. */
  readonly key: string;
  /** The client's address, for the audit row. */
  readonly ip: string;
}

/**
 * The fast path of a child's plans, stated once for Hono's route and Node's handler
 * (cache/memory-answers.ts): when the caller's token and the child's answer are both in memory, one
 * statement (cache/cached-reads.ts) confirms the token's account counter, the child's owner and the
 * answer's plans counter, and writes the read's audit row. The kept answer when all of that holds;
 * null when anything is not in memory or not confirmed (the ordinary path then decides). Rejects when
 * the statement fails (the audit row could not be written): the call fails as any call would.
 */
export async function confirmedKeptPlans(ctx: AppContext, call: PlansCall): Promise<CachedBody | null> {
  const known = ctx.caches.tokens.peek(ctx, call.token);
  if (!known) return null;
  const latest = ctx.caches.responses.latestPlans(call.key, ctx.catalogue.generation);
  if (!latest) return null;
  const [audit] = auditEntriesOf({
    endpoint: contract.listChildPlans,
    userId: known.user.id,
    child: { id: call.childId },
    params: {},
    result: null,
    ip: call.ip,
  });
  if (!audit) return null;
  const confirmed = await ctx.caches.cachedReads.confirm({
    audit: { ...audit, childId: call.childId },
    accountVersion: known.version,
    plansVersion: latest.version,
    at: ctx.clock.now(),
  });
  return confirmed ? latest.body : null;
}

/** A positive id written plainly (`12`), or null (the router then answers as it always does). */
export function plainId(text: string | undefined): number | null {
  if (!text || text.length > 10 || !/^[1-9][0-9]*$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Registers the cached routes; call before the contract's routes are mounted. */
export function mountResponseCaches(app: Hono, ctx: AppContext): void {
  const caches = ctx.caches;
  for (const name of REFERENCE_CALLS) {
    const endpoint: Endpoint = contract[name];
    app.get(`/v1/${endpoint.path}`, async (c: Context, next: Next) => {
      if (endpoint.auth) {
        const token = c.req.header('x-user-token');
        if (!token) return next();
        const user = caches.tokens.trusted(ctx, token) ?? (await caches.tokens.authenticate(ctx, token)).user;
        if (!user) return next();
      }
      const generation = ctx.catalogue.generation;
      const key = referenceKey(name, c.req.header('accept-language'));
      const hit = caches.responses.referenceEntry(key, generation);
      if (hit) return answerCached(c, hit, PUBLIC);
      await next();
      if (c.res.status !== 200 || c.error) return;
      const body = await cachedBody(await answerBytes(c.res));
      if (ctx.catalogue.generation === generation) caches.responses.keepReference(key, generation, body);
      replaceAnswer(c, answerCached(c, body, PUBLIC));
    });
  }

  app.get(`/v1/${contract.listChildPlans.path}`, async (c: Context, next: Next) => {
    const token = c.req.header('x-user-token');
    const childId = plainId(c.req.query('child_id'));
    if (!token || childId === null) return next();
    const generation = ctx.catalogue.generation;
    const key = plansKey(childId, c.req.header('accept-language'));
    const ip = clientAddress(c, ctx.trustedProxies);

    // The token and the answer both in memory: one statement confirms both and writes the audit row.
    const kept = await confirmedKeptPlans(ctx, { token, childId, key, ip });
    if (kept) return answerCached(c, kept, PRIVATE);

    const { user, versions } = await caches.tokens.authenticate(ctx, token, childId);
    const child = versions?.child;
    // Not the caller's child, or no such child: the router answers (404) as for any call.
    if (!user || !child || child.userId !== user.id) return next();
    const hit = caches.responses.plansEntry(key, child.plans, generation);
    if (hit) {
      // A read of the child's records like any other: its audit row is written before it is answered.
      await recordAudit(
        ctx,
        auditEntriesOf({
          endpoint: contract.listChildPlans,
          userId: user.id,
          child: { id: childId },
          params: {},
          result: null,
          ip,
        }),
      );
      return answerCached(c, hit, PRIVATE);
    }
    await next();
    if (c.res.status !== 200 || c.error) return;
    const body = await cachedBody(await answerBytes(c.res));
    if (ctx.catalogue.generation === generation) {
      caches.responses.keepPlans(key, { version: child.plans, generation, body });
    }
    replaceAnswer(c, answerCached(c, body, PRIVATE));
  });
}
