/**
 * The plan catalogue (activity plans, session templates and items) held in memory: it changes only when
 * the seed runs, and every plan listing needs it. Reloaded when an id is not found.
 */
import { type Language, translatedText } from '@attune/core/rules';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { activityItems, activityPlans, activitySessions } from '../db/schema';

export type ActivityPlanRow = typeof activityPlans.$inferSelect;
export type ActivitySessionRow = typeof activitySessions.$inferSelect;
export type ActivityItemRow = typeof activityItems.$inferSelect;

/** The catalogue by id, and each plan's session templates (by position) with their items (by position). */
export interface PlanCatalogue {
  plans: Map<number, ActivityPlanRow>;
  plansByKey: Map<string, ActivityPlanRow>;
  sessions: Map<number, ActivitySessionRow>;
  items: Map<number, ActivityItemRow>;
  sessionsOfPlan: Map<number, ActivitySessionRow[]>;
  itemsOfSession: Map<number, ActivityItemRow[]>;
}

/** Loads and caches the plan catalogue of a database. */
export class CatalogueCache {
  private current: Promise<PlanCatalogue> | null = null;
  /**
   * Raised at every reload: answers built from the catalogue (and the reference answers, which the
   * seed rewrites before it reloads the catalogue) are kept under the generation they were built in.
   */
  generation = 0;

  constructor(private readonly db: Db) {}

  /**
   * The catalogue; `refresh` forces a reload (after seeding, or when an id is unknown). Inside a
   * transaction pass it as `db`: the embedded database has one connection, and a query outside the
   * transaction would wait for it forever.
   */
  get(refresh = false, db: Db | Tx = this.db): Promise<PlanCatalogue> {
    if (refresh || !this.current) {
      this.generation += 1;
      this.current = this.load(db);
      this.current.catch(() => {
        this.current = null;
      });
    }
    return this.current;
  }

  /** The catalogue, reloaded once if `has` says something is missing from it. */
  async ensure(has: (catalogue: PlanCatalogue) => boolean, db: Db | Tx = this.db): Promise<PlanCatalogue> {
    const catalogue = await this.get(false, db);
    return has(catalogue) ? catalogue : this.get(true, db);
  }

  private async load(db: Db | Tx): Promise<PlanCatalogue> {
    // One after the other: a transaction runs its queries on one connection.
    const planRows = await db.select().from(activityPlans).orderBy(asc(activityPlans.id));
    const sessionRows = await db.select().from(activitySessions).orderBy(asc(activitySessions.position));
    const itemRows = await db.select().from(activityItems).orderBy(asc(activityItems.position));
    const sessionsOfPlan = new Map<number, ActivitySessionRow[]>();
    for (const row of sessionRows) {
      const list = sessionsOfPlan.get(row.activityPlanId) ?? [];
      list.push(row);
      sessionsOfPlan.set(row.activityPlanId, list);
    }
    const itemsOfSession = new Map<number, ActivityItemRow[]>();
    for (const row of itemRows) {
      const list = itemsOfSession.get(row.activitySessionId) ?? [];
      list.push(row);
      itemsOfSession.set(row.activitySessionId, list);
    }
    return {
      plans: new Map(planRows.map((row) => [row.id, row])),
      plansByKey: new Map(planRows.map((row) => [row.key, row])),
      sessions: new Map(sessionRows.map((row) => [row.id, row])),
      items: new Map(itemRows.map((row) => [row.id, row])),
      sessionsOfPlan,
      itemsOfSession,
    };
  }
}

const localizedCatalogues = new WeakMap<PlanCatalogue, Map<Language, PlanCatalogue>>();

/**
 * The catalogue with its texts in `language` (each row's `translations`, core's `translatedText`; English
 * where a text has no translation). English gives the catalogue itself; others are built once per load.
 */
export function localizedCatalogue(catalogue: PlanCatalogue, language: Language | undefined): PlanCatalogue {
  if (!language || language === 'en') return catalogue;
  let byLanguage = localizedCatalogues.get(catalogue);
  if (!byLanguage) {
    byLanguage = new Map();
    localizedCatalogues.set(catalogue, byLanguage);
  }
  const hit = byLanguage.get(language);
  if (hit) return hit;
  const text = (translations: Record<string, string>, field: string, english: string) =>
    translatedText(translations, field, language, english);
  const plans = new Map(
    [...catalogue.plans].map(([id, row]) => [
      id,
      {
        ...row,
        title: text(row.translations, 'title', row.title),
        description: text(row.translations, 'description', row.description),
        shortDescription: text(row.translations, 'short_description', row.shortDescription),
      },
    ]),
  );
  const sessions = new Map(
    [...catalogue.sessions].map(([id, row]) => [
      id,
      {
        ...row,
        title: text(row.translations, 'title', row.title),
        description: text(row.translations, 'description', row.description),
        requirements: text(row.translations, 'requirements', row.requirements),
        length: text(row.translations, 'length', row.length),
      },
    ]),
  );
  const items = new Map(
    [...catalogue.items].map(([id, row]) => [
      id,
      { ...row, content: text(row.translations, 'content', row.content) },
    ]),
  );
  const localized: PlanCatalogue = {
    plans,
    plansByKey: new Map([...plans.values()].map((row) => [row.key, row])),
    sessions,
    items,
    sessionsOfPlan: new Map(
      [...catalogue.sessionsOfPlan].map(([id, rows]) => [id, rows.map((row) => sessions.get(row.id) ?? row)]),
    ),
    itemsOfSession: new Map(
      [...catalogue.itemsOfSession].map(([id, rows]) => [id, rows.map((row) => items.get(row.id) ?? row)]),
    ),
  };
  byLanguage.set(language, localized);
  return localized;
}
