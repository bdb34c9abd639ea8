/**
 * A catalogue (`@attune/catalogue`'s shape) in the database: read back, compared and written, kind by kind.
 * The seed writes the sample catalogue with it, and `admin catalogue import` an operator's file.
 *
 * Every kind is compared by its natural key (a solution's or product's name, a plan's, questionnaire's,
 * course's or group's key, a help card's title, a medication's, insurance plan's or content's name) in the
 * form the database keeps it ({@link wantedRows} against {@link storedRows}), so a key is `added`,
 * `changed` or `removed`, and a second write of the same catalogue finds nothing to do. Writing changes
 * rows in place (ids stay, so families' plans, purchases and answers keep pointing at them); a removed row
 * that a family's data still points at (a purchased product, a started plan, an answered questionnaire,
 * a prescribed medication ...) is kept and reported as `kept`, as the foreign keys refuse its deletion.
 * The caller holds the transaction: the whole catalogue is written or nothing.
 */
import {
  CATALOGUE_KINDS,
  type Catalogue,
  type CatalogueKind,
  type CatalogueQuestionnaire,
  catalogueCategories,
  catalogueProduct,
  catalogueSolution,
} from '@attune/catalogue';
import {
  AREA_PLANS,
  MEASURES,
  MS_PER_DAY,
  measureCutOff,
  planCadenceDays,
  planPriority,
  pricingKind,
} from '@attune/core/rules';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/database';
import * as t from '../db/schema';
import { writeQuestionnaireCatalogue } from '../seed/questionnaires';

/** What writing a catalogue changes (or would change) in one kind, by key. */
export interface KindChanges {
  readonly kind: CatalogueKind;
  readonly added: string[];
  readonly changed: string[];
  readonly removed: string[];
  /** Keys the catalogue dropped that families' data still uses: left in place. */
  readonly kept: string[];
}

/** A value's JSON with object keys sorted, so equal rows compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

type Rows = Map<string, unknown>;

// ------------------------------------------------------------------ the rows a catalogue asks for

const solutionRow = (catalogue: Catalogue, name: string) => {
  const entry = catalogue.solutions.find((s) => s.name === name);
  if (!entry) return null;
  const { id: _id, categories, meta, ...solution } = catalogueSolution(entry, 1);
  return {
    ...solution,
    tags: categories,
    description: solution.description ?? '',
    meta: (meta.affiliateLink ? { affiliateLink: meta.affiliateLink } : {}) as Record<string, string>,
  };
};

const productRows = (catalogue: Catalogue) => [
  ...catalogue.solutions.flatMap((entry) => {
    const product = catalogueProduct(entry);
    return product ? [{ product, solutionName: entry.name as string | null }] : [];
  }),
  ...catalogue.subscriptions.map((product) => ({ product, solutionName: null })),
];

const productRow = (product: ReturnType<typeof productRows>[number]) => ({
  solutionName: product.solutionName,
  value: product.product.value,
  trialLength: product.product.trialLength,
  kind: pricingKind(product.product.pricingKey),
  pricingKind: product.product.pricingKey,
  iapId: product.product.iapId,
  activityPlanKeys: [...product.product.plans],
  courseKey: product.product.course,
  bundle: product.product.bundle,
});

const questionnaireRow = (q: CatalogueQuestionnaire) => ({
  title: q.title,
  responseTypeName: q.responseTypeName,
  translations: q.translations,
  questions: q.questions.map((question) => ({
    key: question.key,
    text: question.text,
    kind: question.kind,
    measure: question.measure,
    required: question.required,
    multiSelect: question.multiSelect ?? false,
    translations: question.translations,
    showIf: question.showIf ?? null,
    responses: question.responses.map((r) => ({
      text: r.text,
      value: r.value ?? 0,
      translations: r.translations,
    })),
  })),
});

const planRow = (plan: Catalogue['plans'][number]) => ({
  title: plan.title,
  kind: plan.kind,
  description: plan.description,
  shortDescription: plan.shortDescription,
  questionnaireKey: plan.questionnaireKey ?? null,
  primaryColor: plan.primaryColor,
  icon: plan.icon,
  translations: {
    title_es: plan.titleEs,
    description_es: plan.descriptionEs,
    short_description_es: plan.shortDescriptionEs,
  } as Record<string, string>,
  // The core's rules, written down for anyone reading the table; the server asks the core itself.
  priority: planPriority(plan.key),
  cadenceDays: planCadenceDays(plan.key),
  sessions: plan.sessions.map((session, position) => ({
    title: session.title,
    kind: session.kind ?? 'session',
    description: session.description,
    requirements: session.requirements,
    length: session.length,
    translations: {
      title_es: session.es.title,
      description_es: session.es.description,
      requirements_es: session.es.requirements,
    } as Record<string, string>,
    actions: { complete: true, skip: position !== 0 },
    items: session.items.map((item) => ({
      content: item.content,
      kind: item.kind,
      requireConfirmation: item.requireConfirmation ?? false,
      videoUrl: item.videoUrl ?? null,
      translations: (item.contentEs ? { content_es: item.contentEs } : {}) as Record<string, string>,
    })),
  })),
});

const groupRow = (group: Catalogue['improvementGroups'][number]) => ({
  name: group.name,
  description: group.description,
  areas: group.areas.map((area) => ({
    slug: area.slug,
    name: area.name,
    description: area.description,
    direction: MEASURES[area.measure].direction ?? 'reduce',
    cutOff: measureCutOff(area.measure),
    min: MEASURES[area.measure].scoring?.min ?? null,
    max: MEASURES[area.measure].scoring?.max ?? null,
    questionnaireKey: area.questionnaire,
    planKey: (AREA_PLANS as Record<string, string | undefined>)[area.slug] ?? null,
  })),
});

const consentRow = (form: Catalogue['consentForm']) => ({
  title: form.title,
  sections: {
    children: form.sections.children.map((body, index) => ({ title: `Section ${index + 1}`, body })),
    adults: form.sections.adults.map((body, index) => ({ title: `Section ${index + 1}`, body })),
  },
});

/** Every kind's rows as the catalogue asks for them (`questionnaires` in place of its own), by key. */
export function wantedRows(
  catalogue: Catalogue,
  questionnaires: readonly CatalogueQuestionnaire[] = catalogue.questionnaires,
): Record<CatalogueKind, Rows> {
  const collectionName = new Map(catalogue.content.collections.map((c) => [c.key, c.name]));
  return {
    categories: new Map(catalogueCategories(catalogue.categoryTitles).map(({ tag, ...row }) => [tag, row])),
    solutions: new Map(catalogue.solutions.map((s) => [s.name, solutionRow(catalogue, s.name)])),
    products: new Map(productRows(catalogue).map((p) => [p.product.name, productRow(p)])),
    questionnaires: new Map(questionnaires.map((q) => [q.key, questionnaireRow(q)])),
    plans: new Map(catalogue.plans.map((plan) => [plan.key, planRow(plan)])),
    medications: new Map(
      catalogue.medications.map((m) => [m.name, { dosages: [...m.dosages].sort((a, b) => a - b) }]),
    ),
    improvementGroups: new Map(catalogue.improvementGroups.map((g) => [g.key, groupRow(g)])),
    helpCards: new Map(
      catalogue.helpCards.map(({ title, solutionName, ...card }) => [
        title,
        { ...card, solutionName, videoUrl: null },
      ]),
    ),
    courses: new Map(catalogue.courses.map(({ key, lectures, ...course }) => [key, { ...course, lectures }])),
    insurancePlans: new Map(catalogue.insurancePlans.map((name, position) => [name, { position }])),
    consentForm: new Map([['consent form', consentRow(catalogue.consentForm)]]),
    contentTags: new Map(
      catalogue.content.tags.map((tag) => [tag.name, { translations: { name_es: tag.es } }]),
    ),
    contentCollections: new Map(
      catalogue.content.collections.map((c) => [
        c.name,
        {
          description: c.description,
          translations: { name_es: c.es.name, description_es: c.es.description },
          tags: [...c.tags].sort(),
        },
      ]),
    ),
    contentPieces: new Map(
      catalogue.content.pieces.map((piece) => [
        piece.name,
        {
          kind: piece.kind,
          summary: piece.summary,
          body: piece.body,
          imageUrl: `/content/${piece.image}.svg`,
          videoUrl: piece.video ?? null,
          translations: { name_es: piece.es.name, summary_es: piece.es.summary, body_es: piece.es.body },
          areaKeys: [...piece.areas],
          tags: [...piece.tags].sort(),
          collections: piece.collections.map((key) => collectionName.get(key) ?? key).sort(),
          // When a piece counts as published is set once, when it is first written.
          daysAgo: piece.daysAgo,
        },
      ]),
    ),
  };
}

// ------------------------------------------------------------------ the rows the database holds

/**
 * Every kind's rows as the database holds them, by key, in the form {@link wantedRows} gives (a piece's
 * `daysAgo` counted back from `now`).
 */
export async function storedRows(tx: Tx, now: Date): Promise<Record<CatalogueKind, Rows>> {
  const categories = await tx.select().from(t.addOnCategories).orderBy(asc(t.addOnCategories.id));
  const solutions = await tx.select().from(t.solutions).orderBy(asc(t.solutions.id));
  const products = await tx.select().from(t.products).orderBy(asc(t.products.id));
  const questionnaires = await tx.select().from(t.questionnaires).orderBy(asc(t.questionnaires.id));
  const questions = await tx
    .select()
    .from(t.questions)
    .where(isNotNull(t.questions.key))
    .orderBy(asc(t.questions.position));
  const responses = await tx.select().from(t.questionResponses).orderBy(asc(t.questionResponses.position));
  const plans = await tx.select().from(t.activityPlans).orderBy(asc(t.activityPlans.id));
  const sessions = await tx.select().from(t.activitySessions).orderBy(asc(t.activitySessions.position));
  const items = await tx.select().from(t.activityItems).orderBy(asc(t.activityItems.position));
  const medications = await tx.select().from(t.medications).orderBy(asc(t.medications.id));
  const dosages = await tx.select().from(t.dosages);
  const groups = await tx.select().from(t.improvementGroups).orderBy(asc(t.improvementGroups.id));
  const areas = await tx.select().from(t.improvementAreas).orderBy(asc(t.improvementAreas.id));
  const helpCards = await tx.select().from(t.helpCards).orderBy(asc(t.helpCards.id));
  const courses = await tx.select().from(t.courses).orderBy(asc(t.courses.id));
  const lectures = await tx.select().from(t.lectures).orderBy(asc(t.lectures.position));
  const insurance = await tx.select().from(t.insurancePlans).orderBy(asc(t.insurancePlans.position));
  const consent = await tx.select().from(t.consentForms).orderBy(asc(t.consentForms.id)).limit(1);
  const tags = await tx.select().from(t.contentTags).orderBy(asc(t.contentTags.id));
  const collections = await tx.select().from(t.contentCollections).orderBy(asc(t.contentCollections.id));
  const pieces = await tx.select().from(t.contentPieces).orderBy(asc(t.contentPieces.id));
  const collectionTags = await tx.select().from(t.contentCollectionTags);
  const pieceTags = await tx.select().from(t.contentPieceTags);
  const pieceCollections = await tx.select().from(t.contentPieceCollections);

  const solutionName = new Map(solutions.map((s) => [s.id, s.name]));
  const tagName = new Map(tags.map((tag) => [tag.id, tag.name]));
  const collectionName = new Map(collections.map((c) => [c.id, c.name]));
  return {
    categories: new Map(categories.map((c) => [c.tag, { title: c.title, color: c.color }])),
    solutions: new Map(
      solutions.map(({ id: _id, name, ...row }) => [
        name,
        {
          name,
          kind: row.kind,
          purchaseKind: row.purchaseKind,
          displayName: row.displayName,
          areaOfFocus: row.areaOfFocus,
          available: row.available,
          icon: row.icon,
          tagline: row.tagline,
          description: row.description,
          videoUrl: row.videoUrl,
          pricing: row.pricing,
          marketing: row.marketing,
          translations: row.translations,
          tags: row.tags,
          meta: row.meta,
        },
      ]),
    ),
    products: new Map(
      products.map((p) => [
        p.name,
        {
          solutionName: p.solutionId === null ? null : (solutionName.get(p.solutionId) ?? null),
          value: p.value,
          trialLength: p.trialLength,
          kind: p.kind,
          pricingKind: p.pricingKind,
          iapId: p.iapId,
          activityPlanKeys: p.activityPlanKeys,
          courseKey: p.courseKey,
          bundle: p.bundle,
        },
      ]),
    ),
    questionnaires: new Map(
      questionnaires.map((q) => {
        const mine = questions.filter((question) => question.questionnaireId === q.id);
        const answersOf = (questionId: number) =>
          responses.filter((r) => r.questionId === questionId && r.position >= 1);
        return [
          q.key,
          {
            title: q.title,
            responseTypeName: q.responseTypeName,
            translations: q.translations,
            questions: mine.map((question) => {
              const trigger = question.conditional
                ? mine.find((other) => other.id === question.conditional?.trigger_question_id)
                : undefined;
              const showIf =
                trigger && question.conditional
                  ? {
                      question: trigger.key ?? '',
                      response: answersOf(trigger.id).findIndex(
                        (r) => r.id === question.conditional?.trigger_response_id,
                      ),
                    }
                  : null;
              return {
                key: question.key,
                text: question.text,
                kind: question.kind,
                measure: question.measure,
                required: question.required,
                multiSelect: question.multiSelect,
                translations: question.translations,
                showIf,
                responses: answersOf(question.id).map((r) => ({
                  text: r.text,
                  value: r.value,
                  translations: r.translations,
                })),
              };
            }),
          },
        ];
      }),
    ),
    plans: new Map(
      plans.map((plan) => [
        plan.key,
        {
          title: plan.title,
          kind: plan.kind,
          description: plan.description,
          shortDescription: plan.shortDescription,
          questionnaireKey: plan.questionnaireKey,
          primaryColor: plan.primaryColor,
          icon: plan.icon,
          translations: plan.translations,
          priority: plan.priority,
          cadenceDays: plan.cadenceDays,
          sessions: sessions
            .filter((session) => session.activityPlanId === plan.id)
            .map((session) => ({
              title: session.title,
              kind: session.kind,
              description: session.description,
              requirements: session.requirements,
              length: session.length,
              translations: session.translations,
              actions: session.actions,
              items: items
                .filter((item) => item.activitySessionId === session.id)
                .map((item) => ({
                  content: item.content,
                  kind: item.kind,
                  requireConfirmation: item.requireConfirmation,
                  videoUrl: item.videoUrl,
                  translations: item.translations,
                })),
            })),
        },
      ]),
    ),
    medications: new Map(
      medications.map((m) => [
        m.name,
        {
          dosages: dosages
            .filter((d) => d.medicationId === m.id)
            .map((d) => d.value)
            .sort((a, b) => a - b),
        },
      ]),
    ),
    improvementGroups: new Map(
      groups.map((group) => [
        group.key,
        {
          name: group.name,
          description: group.description,
          areas: areas
            .filter((area) => area.groupId === group.id)
            .map(({ id: _id, groupId: _group, ...area }) => area),
        },
      ]),
    ),
    helpCards: new Map(helpCards.map(({ id: _id, title, ...card }) => [title, card])),
    courses: new Map(
      courses.map(({ id, key, ...course }) => [
        key,
        {
          ...course,
          lectures: lectures
            .filter((lecture) => lecture.courseId === id)
            .map(({ title, description, videoUrl, duration }) => ({
              title,
              description,
              videoUrl,
              duration,
            })),
        },
      ]),
    ),
    insurancePlans: new Map(insurance.map((plan, position) => [plan.name, { position }])),
    consentForm: new Map(
      consent.map((form) => ['consent form', { title: form.title, sections: form.sections }]),
    ),
    contentTags: new Map(tags.map((tag) => [tag.name, { translations: tag.translations }])),
    contentCollections: new Map(
      collections.map((c) => [
        c.name,
        {
          description: c.description,
          translations: c.translations,
          tags: collectionTags
            .filter((link) => link.collectionId === c.id)
            .map((link) => tagName.get(link.tagId) ?? '')
            .sort(),
        },
      ]),
    ),
    contentPieces: new Map(
      pieces.map((piece) => [
        piece.name,
        {
          kind: piece.kind,
          summary: piece.summary,
          body: piece.body,
          imageUrl: piece.imageUrl,
          videoUrl: piece.videoUrl,
          translations: piece.translations,
          areaKeys: piece.areaKeys,
          tags: pieceTags
            .filter((link) => link.pieceId === piece.id)
            .map((link) => tagName.get(link.tagId) ?? '')
            .sort(),
          collections: pieceCollections
            .filter((link) => link.pieceId === piece.id)
            .map((link) => collectionName.get(link.collectionId) ?? '')
            .sort(),
          daysAgo: Math.max(0, Math.round((now.getTime() - piece.publishedAt.getTime()) / MS_PER_DAY)),
        },
      ]),
    ),
  };
}

// ------------------------------------------------------------------ comparing

/** Rows compared without what is set once (a piece's publication day). */
function comparable(kind: CatalogueKind, row: unknown): string {
  if (kind === 'contentPieces' && row && typeof row === 'object') {
    const { daysAgo: _set, ...rest } = row as Record<string, unknown>;
    return canonical(rest);
  }
  return canonical(row);
}

/** What writing `wanted` over `stored` changes, kind by kind (`kept` is filled by the write). */
export function compareRows(
  stored: Record<CatalogueKind, Rows>,
  wanted: Record<CatalogueKind, Rows>,
): KindChanges[] {
  return CATALOGUE_KINDS.map((kind) => {
    const before = stored[kind];
    const after = wanted[kind];
    const added = [...after.keys()].filter((key) => !before.has(key));
    const changed = [...after.keys()].filter(
      (key) => before.has(key) && comparable(kind, before.get(key)) !== comparable(kind, after.get(key)),
    );
    const removed = [...before.keys()].filter((key) => !after.has(key));
    return { kind, added, changed, removed, kept: [] };
  });
}

/** Whether the changes change anything. */
export const changesNothing = (changes: readonly KindChanges[]): boolean =>
  changes.every((c) => c.added.length + c.changed.length + c.removed.length === 0);

// ------------------------------------------------------------------ writing

/** Runs `remove` in a savepoint: false when a family's data still points at the row (a foreign key refuses). */
async function removeIfUnused(tx: Tx, remove: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await remove(savepoint);
    });
    return true;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23503') return false;
    throw error;
  }
}

type Row<K extends CatalogueKind> = ReturnType<typeof wantedRows>[K] extends Map<string, infer R> ? R : never;

async function writePlan(tx: Tx, key: string, row: ReturnType<typeof planRow>): Promise<void> {
  const { sessions, ...plan } = row;
  const [existing] = await tx
    .select({ id: t.activityPlans.id })
    .from(t.activityPlans)
    .where(eq(t.activityPlans.key, key));
  let planId: number;
  if (existing) {
    planId = existing.id;
    await tx.update(t.activityPlans).set(plan).where(eq(t.activityPlans.id, planId));
  } else {
    // A new plan: its sessions in one statement, their items in another.
    const [inserted] = await tx
      .insert(t.activityPlans)
      .values({ key, ...plan, actions: {} })
      .returning({ id: t.activityPlans.id });
    if (!inserted) return;
    const rows = await tx
      .insert(t.activitySessions)
      .values(
        sessions.map(({ items: _items, ...session }, position) => ({
          activityPlanId: inserted.id,
          position,
          ...session,
        })),
      )
      .returning({ id: t.activitySessions.id, position: t.activitySessions.position });
    const items = rows.flatMap((row) =>
      (sessions[row.position]?.items ?? []).map((item, index) => ({
        activitySessionId: row.id,
        position: index + 1,
        ...item,
      })),
    );
    if (items.length > 0) await tx.insert(t.activityItems).values(items);
    return;
  }
  const storedSessions = await tx
    .select()
    .from(t.activitySessions)
    .where(eq(t.activitySessions.activityPlanId, planId));
  for (const [position, { items, ...session }] of sessions.entries()) {
    let sessionId = storedSessions.find((s) => s.position === position)?.id;
    if (sessionId !== undefined) {
      await tx.update(t.activitySessions).set(session).where(eq(t.activitySessions.id, sessionId));
    } else {
      const [inserted] = await tx
        .insert(t.activitySessions)
        .values({ activityPlanId: planId, position, ...session })
        .returning({ id: t.activitySessions.id });
      sessionId = inserted?.id;
    }
    if (sessionId === undefined) continue;
    const id = sessionId;
    const storedItems = await tx
      .select()
      .from(t.activityItems)
      .where(eq(t.activityItems.activitySessionId, id));
    for (const [index, item] of items.entries()) {
      const found = storedItems.find((i) => i.position === index + 1);
      if (found) await tx.update(t.activityItems).set(item).where(eq(t.activityItems.id, found.id));
      else await tx.insert(t.activityItems).values({ activitySessionId: id, position: index + 1, ...item });
    }
    for (const extra of storedItems.filter((i) => i.position > items.length))
      await removeIfUnused(tx, (s) => s.delete(t.activityItems).where(eq(t.activityItems.id, extra.id)));
  }
  for (const extra of storedSessions.filter((s) => s.position >= sessions.length))
    await removeIfUnused(tx, (s) => s.delete(t.activitySessions).where(eq(t.activitySessions.id, extra.id)));
}

async function writeGroup(tx: Tx, key: string, row: ReturnType<typeof groupRow>): Promise<void> {
  const { areas, ...group } = row;
  const [stored] = await tx
    .insert(t.improvementGroups)
    .values({ key, ...group })
    .onConflictDoUpdate({ target: t.improvementGroups.key, set: group })
    .returning({ id: t.improvementGroups.id });
  if (!stored) return;
  for (const area of areas) {
    const values = { ...area, groupId: stored.id };
    await tx
      .insert(t.improvementAreas)
      .values(values)
      .onConflictDoUpdate({ target: t.improvementAreas.slug, set: values });
  }
  const slugs = areas.map((area) => area.slug);
  const others = await tx
    .select({ id: t.improvementAreas.id, slug: t.improvementAreas.slug })
    .from(t.improvementAreas)
    .where(eq(t.improvementAreas.groupId, stored.id));
  for (const other of others.filter((area) => !slugs.includes(area.slug)))
    await removeIfUnused(tx, (s) => s.delete(t.improvementAreas).where(eq(t.improvementAreas.id, other.id)));
}

async function writeCourse(tx: Tx, key: string, row: Row<'courses'>): Promise<void> {
  const { lectures, ...course } = row as { lectures: Catalogue['courses'][number]['lectures'] } & Omit<
    Catalogue['courses'][number],
    'key' | 'lectures'
  >;
  const [stored] = await tx
    .insert(t.courses)
    .values({ key, ...course })
    .onConflictDoUpdate({ target: t.courses.key, set: course })
    .returning({ id: t.courses.id });
  if (!stored) return;
  const storedLectures = await tx.select().from(t.lectures).where(eq(t.lectures.courseId, stored.id));
  for (const [index, lecture] of lectures.entries()) {
    const found = storedLectures.find((l) => l.position === index + 1);
    if (found) await tx.update(t.lectures).set(lecture).where(eq(t.lectures.id, found.id));
    else await tx.insert(t.lectures).values({ courseId: stored.id, position: index + 1, ...lecture });
  }
  for (const extra of storedLectures.filter((l) => l.position > lectures.length))
    await removeIfUnused(tx, (s) => s.delete(t.lectures).where(eq(t.lectures.id, extra.id)));
}

/**
 * Writes `catalogue` over what the database holds and answers what changed. `removals` says which kinds
 * lose the rows the catalogue does not list (all by default; the seed's start-up refresh of the sample
 * removes left-over solutions only, as it always has, and otherwise adds and changes). `questionnaires` is the questionnaire list to
 * write (the catalogue's with a deployment's licensed wording laid over it); the comparison is on it too.
 */
export async function writeCatalogue(
  tx: Tx,
  catalogue: Catalogue,
  options: {
    now: Date;
    removals?: boolean | readonly CatalogueKind[];
    questionnaires?: readonly CatalogueQuestionnaire[];
  },
): Promise<KindChanges[]> {
  const questionnaires = options.questionnaires ?? catalogue.questionnaires;
  const wanted = wantedRows(catalogue, questionnaires);
  const changes = compareRows(await storedRows(tx, options.now), wanted);
  const removals = options.removals ?? true;
  const removes = (kind: CatalogueKind) => (Array.isArray(removals) ? removals.includes(kind) : removals);
  const of = (kind: CatalogueKind) => changes.find((c) => c.kind === kind) as KindChanges;
  const touched = (kind: CatalogueKind) => [...of(kind).added, ...of(kind).changed];
  const remove = async (kind: CatalogueKind, del: (tx: Tx, key: string) => Promise<unknown>) => {
    const change = of(kind);
    if (!removes(kind)) {
      change.removed.length = 0;
      return;
    }
    for (const key of [...change.removed]) {
      if (!(await removeIfUnused(tx, (s) => del(s, key)))) {
        change.removed.splice(change.removed.indexOf(key), 1);
        change.kept.push(key);
      }
    }
  };

  for (const tag of touched('categories')) {
    const row = wanted.categories.get(tag) as { title: string; color: string };
    await tx
      .insert(t.addOnCategories)
      .values({ tag, ...row })
      .onConflictDoUpdate({ target: t.addOnCategories.tag, set: row });
  }
  for (const name of touched('solutions')) {
    const row = wanted.solutions.get(name) as NonNullable<ReturnType<typeof solutionRow>>;
    await tx.insert(t.solutions).values(row).onConflictDoUpdate({ target: t.solutions.name, set: row });
  }
  const solutionIds = new Map(
    (await tx.select({ id: t.solutions.id, name: t.solutions.name }).from(t.solutions)).map((s) => [
      s.name,
      s.id,
    ]),
  );
  for (const name of touched('products')) {
    const { solutionName, ...row } = wanted.products.get(name) as ReturnType<typeof productRow>;
    const values = { ...row, solutionId: solutionName ? (solutionIds.get(solutionName) ?? null) : null };
    await tx
      .insert(t.products)
      .values({ name, ...values })
      .onConflictDoUpdate({ target: t.products.name, set: values });
  }
  await remove('products', (s, name) => s.delete(t.products).where(eq(t.products.name, name)));
  await remove('solutions', async (s, name) => {
    const [row] = await s.select({ id: t.solutions.id }).from(t.solutions).where(eq(t.solutions.name, name));
    if (!row) return;
    await s.update(t.products).set({ solutionId: null }).where(eq(t.products.solutionId, row.id));
    await s.delete(t.solutions).where(eq(t.solutions.id, row.id));
  });
  await remove('categories', (s, tag) => s.delete(t.addOnCategories).where(eq(t.addOnCategories.tag, tag)));

  const questionnaireChanges = touched('questionnaires');
  if (questionnaireChanges.length > 0)
    await writeQuestionnaireCatalogue(
      tx,
      questionnaires.filter((q) => questionnaireChanges.includes(q.key)),
    );
  await remove('questionnaires', (s, key) => s.delete(t.questionnaires).where(eq(t.questionnaires.key, key)));

  for (const key of touched('plans'))
    await writePlan(tx, key, wanted.plans.get(key) as ReturnType<typeof planRow>);
  await remove('plans', (s, key) => s.delete(t.activityPlans).where(eq(t.activityPlans.key, key)));

  for (const name of touched('medications')) {
    const { dosages } = wanted.medications.get(name) as { dosages: number[] };
    const [row] = await tx
      .insert(t.medications)
      .values({ name })
      .onConflictDoUpdate({ target: t.medications.name, set: { name } })
      .returning({ id: t.medications.id });
    if (!row) continue;
    const stored = await tx.select().from(t.dosages).where(eq(t.dosages.medicationId, row.id));
    const missing = dosages.filter((value) => !stored.some((d) => d.value === value));
    if (missing.length > 0)
      await tx.insert(t.dosages).values(missing.map((value) => ({ medicationId: row.id, value })));
    for (const extra of stored.filter((d) => !dosages.includes(d.value)))
      await removeIfUnused(tx, (s) => s.delete(t.dosages).where(eq(t.dosages.id, extra.id)));
  }
  await remove('medications', (s, name) => s.delete(t.medications).where(eq(t.medications.name, name)));

  for (const key of touched('improvementGroups'))
    await writeGroup(tx, key, wanted.improvementGroups.get(key) as ReturnType<typeof groupRow>);
  await remove('improvementGroups', async (s, key) => {
    const [group] = await s
      .select({ id: t.improvementGroups.id })
      .from(t.improvementGroups)
      .where(eq(t.improvementGroups.key, key));
    if (!group) return;
    await s.delete(t.improvementAreas).where(eq(t.improvementAreas.groupId, group.id));
    await s.delete(t.improvementGroups).where(eq(t.improvementGroups.id, group.id));
  });

  for (const title of touched('helpCards')) {
    const row = wanted.helpCards.get(title) as Omit<typeof t.helpCards.$inferInsert, 'title'>;
    const updated = await tx
      .update(t.helpCards)
      .set(row)
      .where(eq(t.helpCards.title, title))
      .returning({ id: t.helpCards.id });
    if (updated.length === 0) await tx.insert(t.helpCards).values({ title, ...row });
  }
  await remove('helpCards', (s, title) => s.delete(t.helpCards).where(eq(t.helpCards.title, title)));

  for (const key of touched('courses')) await writeCourse(tx, key, wanted.courses.get(key) as Row<'courses'>);
  await remove('courses', (s, key) => s.delete(t.courses).where(eq(t.courses.key, key)));

  for (const name of touched('insurancePlans')) {
    const { position } = wanted.insurancePlans.get(name) as { position: number };
    const updated = await tx
      .update(t.insurancePlans)
      .set({ position })
      .where(eq(t.insurancePlans.name, name))
      .returning({ id: t.insurancePlans.id });
    if (updated.length === 0) await tx.insert(t.insurancePlans).values({ name, position });
  }
  await remove('insurancePlans', (s, name) =>
    s.delete(t.insurancePlans).where(eq(t.insurancePlans.name, name)),
  );

  if (touched('consentForm').length > 0) {
    const row = consentRow(catalogue.consentForm);
    const [form] = await tx
      .select({ id: t.consentForms.id })
      .from(t.consentForms)
      .orderBy(asc(t.consentForms.id))
      .limit(1);
    if (form) await tx.update(t.consentForms).set(row).where(eq(t.consentForms.id, form.id));
    else await tx.insert(t.consentForms).values(row);
  }

  await writeContent(tx, wanted, of, options.now);
  await remove('contentPieces', async (s, name) => {
    await s.delete(t.contentPieces).where(eq(t.contentPieces.name, name));
  });
  await remove('contentCollections', (s, name) =>
    s.delete(t.contentCollections).where(eq(t.contentCollections.name, name)),
  );
  await remove('contentTags', (s, name) => s.delete(t.contentTags).where(eq(t.contentTags.name, name)));
  return changes;
}

async function writeContent(
  tx: Tx,
  wanted: Record<CatalogueKind, Rows>,
  of: (kind: CatalogueKind) => KindChanges,
  now: Date,
): Promise<void> {
  const touched = (kind: CatalogueKind) => [...of(kind).added, ...of(kind).changed];
  for (const name of touched('contentTags')) {
    const row = wanted.contentTags.get(name) as { translations: Record<string, string> };
    await tx
      .insert(t.contentTags)
      .values({ name, ...row })
      .onConflictDoUpdate({ target: t.contentTags.name, set: row });
  }
  const tagIds = async () =>
    new Map(
      (await tx.select({ id: t.contentTags.id, name: t.contentTags.name }).from(t.contentTags)).map((r) => [
        r.name,
        r.id,
      ]),
    );
  const tags = await tagIds();
  const idOf = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`no content ${name}`);
    return id;
  };
  for (const name of touched('contentCollections')) {
    const { tags: tagNames, ...row } = wanted.contentCollections.get(name) as {
      description: string;
      translations: Record<string, string>;
      tags: string[];
    };
    const [existing] = await tx
      .select({ id: t.contentCollections.id })
      .from(t.contentCollections)
      .where(eq(t.contentCollections.name, name));
    let id = existing?.id;
    if (id !== undefined) {
      await tx
        .update(t.contentCollections)
        .set({ ...row, lastUpdated: now })
        .where(eq(t.contentCollections.id, id));
      await tx.delete(t.contentCollectionTags).where(eq(t.contentCollectionTags.collectionId, id));
    } else {
      const [inserted] = await tx
        .insert(t.contentCollections)
        .values({ name, ...row, lastUpdated: now })
        .returning({ id: t.contentCollections.id });
      id = inserted?.id;
    }
    if (id === undefined || tagNames.length === 0) continue;
    const collectionId = id;
    await tx
      .insert(t.contentCollectionTags)
      .values(tagNames.map((tag) => ({ collectionId, tagId: idOf(tags, tag) })));
  }
  const collections = new Map(
    (
      await tx
        .select({ id: t.contentCollections.id, name: t.contentCollections.name })
        .from(t.contentCollections)
    ).map((r) => [r.name, r.id]),
  );
  for (const name of touched('contentPieces')) {
    const {
      tags: tagNames,
      collections: collectionNames,
      daysAgo,
      ...row
    } = wanted.contentPieces.get(name) as {
      kind: string;
      summary: string;
      body: string;
      imageUrl: string;
      videoUrl: string | null;
      translations: Record<string, string>;
      areaKeys: string[];
      tags: string[];
      collections: string[];
      daysAgo: number;
    };
    const [existing] = await tx
      .select({ id: t.contentPieces.id })
      .from(t.contentPieces)
      .where(eq(t.contentPieces.name, name));
    let id = existing?.id;
    if (id !== undefined) {
      await tx.update(t.contentPieces).set(row).where(eq(t.contentPieces.id, id));
      await tx.delete(t.contentPieceTags).where(eq(t.contentPieceTags.pieceId, id));
      await tx.delete(t.contentPieceCollections).where(eq(t.contentPieceCollections.pieceId, id));
    } else {
      const [inserted] = await tx
        .insert(t.contentPieces)
        .values({ name, ...row, publishedAt: new Date(now.getTime() - daysAgo * MS_PER_DAY) })
        .returning({ id: t.contentPieces.id });
      id = inserted?.id;
    }
    if (id === undefined) continue;
    const pieceId = id;
    if (tagNames.length > 0)
      await tx
        .insert(t.contentPieceTags)
        .values(tagNames.map((tag) => ({ pieceId, tagId: idOf(tags, tag) })));
    if (collectionNames.length > 0)
      await tx
        .insert(t.contentPieceCollections)
        .values(collectionNames.map((c) => ({ pieceId, collectionId: idOf(collections, c) })));
  }
}
