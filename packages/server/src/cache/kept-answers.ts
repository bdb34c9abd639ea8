/**
 * The answers a process keeps in memory, filled and sent by the contract router (http/router.ts) for
 * the endpoints that declare it (`serverCache` in `@attune/api/contract`), after the caller, ownership
 * and gates have been checked exactly as for any call, whether the token came by header or by cookie:
 *
 * - `'catalogue'` (the catalogues every family shares): one serialized answer per call and language,
 *   kept until the catalogue is reloaded (at start, by the seed; it changes only on deploy): the
 *   catalogue's generation is part of the entry;
 * - `'childPlans'` (a child's plans): one serialized answer per child and language, filed under the
 *   child's plans counter (`child_plan_versions`, raised by database triggers on any write to the
 *   child's plans, sessions or items, whichever process made it) and the catalogue it was built with.
 *   The router reads the counter before the list, so an entry is never newer than its counter says.
 *
 * Every kept answer carries a weak ETag and answers 304 to a matching `If-None-Match`; its brotli and
 * gzip forms are computed once with it (cache/cached-body.ts). This module holds the answers only: it
 * checks no caller, owner or audit row (the router and the audit service do).
 */
import { languageOfAcceptLanguage } from '@attune/core/rules';
import type { CachedBody } from './cached-body';

/** Bytes of children's plan answers kept per process; the least recently filled go first. */
const PLANS_CACHE_BYTES = 64 * 1024 * 1024;

interface PlansEntry {
  readonly version: number;
  readonly generation: number;
  readonly body: CachedBody;
}

/** The answers a process keeps. */
export class KeptAnswers {
  private readonly catalogue = new Map<string, { generation: number; body: CachedBody }>();
  /** Keyed by child and language (`12:es`): a child's plans carry their texts in the language asked for. */
  private readonly plans = new Map<string, PlansEntry>();
  private plansBytes = 0;

  /** Forgets everything (the catalogue changed in a way the generation does not show). */
  clear(): void {
    this.catalogue.clear();
    this.plans.clear();
    this.plansBytes = 0;
  }

  /** The answer kept under `name` (a {@link catalogueKey}) in this catalogue generation, if any. */
  catalogueEntry(name: string, generation: number): CachedBody | undefined {
    const entry = this.catalogue.get(name);
    return entry && entry.generation === generation ? entry.body : undefined;
  }

  /** Keeps a catalogue answer built in `generation`. */
  keepCatalogue(name: string, generation: number, body: CachedBody): void {
    this.catalogue.set(name, { generation, body });
  }

  /** A child's plans kept under `key` (a {@link plansKey}) at exactly this plans counter and generation, if any. */
  plansEntry(key: string, version: number, generation: number): CachedBody | undefined {
    const entry = this.plans.get(key);
    return entry && entry.version === version && entry.generation === generation ? entry.body : undefined;
  }

  /** The answer kept for a child and language with the counter it was built at, whatever the counter now. */
  latestPlans(key: string, generation: number): PlansEntry | undefined {
    const entry = this.plans.get(key);
    return entry && entry.generation === generation ? entry : undefined;
  }

  /** Keeps a child's plans (never over a newer answer), dropping the least recently filled past the size limit. */
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

/** The key an answer kept per call and language is filed under (`listProducts:es`). */
export function catalogueKey(name: string, acceptLanguage: string | undefined): string {
  return `${name}:${languageOfAcceptLanguage(acceptLanguage)}`;
}

/** The key a child's plans are kept under: one answer per child and language (`12:es`). */
export function plansKey(childId: number, acceptLanguage: string | undefined): string {
  return `${childId}:${languageOfAcceptLanguage(acceptLanguage)}`;
}

/** `Cache-Control` of catalogue answers: anyone may keep them, revalidating each time. */
export const PUBLIC = 'no-cache';
/** `Cache-Control` of a family's answers: kept by the caller's browser only, revalidated each time. */
export const PRIVATE = 'private, no-cache';
