/**
 * Handlers of the remaining calls: purchases, notifications, test groups, assessments, scores and
 * insights, add-on tool results, collaborators, clinical forms, the content library and courses.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { childIdsOf } from '../children/children.service';
import { childOf } from '../children/ownership';
import type { AppContext } from '../context';
import {
  appointments,
  childCourses,
  collaborators,
  consentForms,
  consents,
  contentCollections,
  contentPieces,
  contentTags,
  courses,
  foodSensitivityResults,
  helpRequests,
  insurancePlans,
  lectures,
  notifications,
  paths,
  personInformations,
  profileLectures,
  testGroups,
  userCollections,
  userPieces,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Handlers } from '../http/router';
import {
  acceptScore,
  cognitiveProgressOf,
  cognitiveResultsOf,
  FOOD_SENSITIVITY_ACTIONS,
  foodSensitivityOf,
  listScores,
  listTrends,
  sleepsOf,
} from '../insights/insights.service';
import { iso } from '../lib/days';
import { createPurchase, listPurchases } from '../purchases/purchases.service';
import { readAssessment, submitAssessment } from '../questionnaires/questionnaires.service';
import { lectureJson } from './catalogue.handlers';

const APPOINTMENT_STATUSES = ['pending', 'scheduled', 'complete'] as const;

async function contentPiecesJson(
  ctx: AppContext,
  userId: number,
  rows: (typeof contentPieces.$inferSelect)[],
) {
  const [tags, collections, mine] = await Promise.all([
    ctx.db.select().from(contentTags),
    ctx.db.select().from(contentCollections),
    rows.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select()
          .from(userPieces)
          .where(
            and(
              eq(userPieces.userId, userId),
              inArray(
                userPieces.pieceId,
                rows.map((row) => row.id),
              ),
            ),
          ),
  ]);
  return rows.map((row) => {
    const own = mine.find((entry) => entry.pieceId === row.id);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      summary: row.summary,
      body: row.body || null,
      image_url: row.imageUrl,
      tags: tags.filter((tag) => row.tags.includes(tag.id)).map(({ id, name }) => ({ id, name })),
      collections: collections
        .filter((collection) => row.collections.includes(collection.id))
        .map(({ id, name }) => ({ id, name })),
      published_at: row.publishedAt.toISOString(),
      user_piece: own ? { id: own.id, piece_id: own.pieceId, viewed: own.viewed, saved: own.saved } : null,
    };
  });
}

const matches = (search: string | undefined, ...texts: (string | null)[]) =>
  !search || texts.some((text) => text?.toLowerCase().includes(search.toLowerCase()));

async function collectionsJson(ctx: AppContext, userId: number, search?: string) {
  const [rows, tags, mine, pieces, viewed] = await Promise.all([
    ctx.db.select().from(contentCollections).orderBy(asc(contentCollections.id)),
    ctx.db.select().from(contentTags),
    ctx.db.select().from(userCollections).where(eq(userCollections.userId, userId)),
    ctx.db.select({ id: contentPieces.id, collections: contentPieces.collections }).from(contentPieces),
    ctx.db
      .select()
      .from(userPieces)
      .where(and(eq(userPieces.userId, userId), eq(userPieces.viewed, true))),
  ]);
  const viewedIds = new Set(viewed.map((row) => row.pieceId));
  return rows
    .filter((row) => matches(search, row.name, row.description))
    .map((row) => {
      const own = mine.find((entry) => entry.collectionId === row.id);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        tags: tags.filter((tag) => row.tags.includes(tag.id)).map(({ id, name }) => ({ id, name })),
        user_collection: own ? { id: own.id, collection_id: own.collectionId, added: own.added } : null,
        last_updated: row.lastUpdated.toISOString(),
        unread: pieces.filter((piece) => piece.collections.includes(row.id) && !viewedIds.has(piece.id))
          .length,
      };
    });
}

async function childCoursesJson(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select({ childCourse: childCourses, course: courses })
    .from(childCourses)
    .innerJoin(courses, eq(courses.id, childCourses.courseId))
    .where(eq(childCourses.childId, childId))
    .orderBy(asc(childCourses.id));
  if (rows.length === 0) return [];
  const progress = await ctx.db
    .select({ profileLecture: profileLectures, lecture: lectures })
    .from(profileLectures)
    .innerJoin(lectures, eq(lectures.id, profileLectures.lectureId))
    .where(
      inArray(
        profileLectures.childCourseId,
        rows.map((row) => row.childCourse.id),
      ),
    )
    .orderBy(asc(profileLectures.position));
  return rows.map(({ childCourse, course }) => ({
    id: childCourse.id,
    course_id: course.id,
    child_id: childCourse.childId,
    course: { id: course.id, name: course.name, title: course.title, primary_color: course.primaryColor },
    profile_lectures: progress
      .filter((entry) => entry.profileLecture.childCourseId === childCourse.id)
      .map((entry) => ({
        id: entry.profileLecture.id,
        position: entry.profileLecture.position,
        current_time: entry.profileLecture.currentTime,
        lecture: lectureJson(entry.lecture),
      })),
  }));
}

async function ownCollaborator(ctx: AppContext, userId: number, id: number) {
  const row = (
    await ctx.db
      .select()
      .from(collaborators)
      .where(and(eq(collaborators.id, id), eq(collaborators.userId, userId)))
  )[0];
  if (!row) throw notFound('Collaborator');
  return row;
}

const collaboratorJson = (row: typeof collaborators.$inferSelect) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  relationship: row.relationship,
});

const personInformationJson = (row: typeof personInformations.$inferSelect) => ({
  id: row.id,
  ownable_id: row.ownableId,
  ownable_type: 'Patient' as const,
  insurances_plan_id: row.insurancesPlanId,
  custom_insurance_plan: row.customInsurancePlan,
  policy: row.policy ?? '',
  first_name: row.firstName ?? '',
  last_name: row.lastName ?? '',
  date_of_birth: row.dateOfBirth,
  card: row.card,
});

/** Purchases, notifications, assessments and insights, tool results, collaborators, clinic forms, content, courses. */
export const moreHandlers = {
  createPurchase: async ({ ctx, user, body }) => ({
    purchase: await createPurchase(ctx, user.id, body.payment, body.child_id),
  }),
  listPurchases: async ({ ctx, user }) => ({ purchases: await listPurchases(ctx, user.id) }),

  listNotifications: async ({ ctx, user }) => {
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.timestamp), desc(notifications.id))
      .limit(100);
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        timestamp: row.timestamp.toISOString(),
        kind: row.kind,
        persist: row.persist,
        title: row.title,
        body: row.body || null,
      })),
    };
  },
  listTestGroups: async ({ ctx, user }) => {
    const rows = await ctx.db.select().from(testGroups).where(eq(testGroups.userId, user.id));
    return { test_groups: rows.map((row) => ({ group_key: row.groupKey, user_group: row.userGroup })) };
  },

  createAssessment: async ({ ctx, user, body }) => ({
    assessment: await submitAssessment(ctx, user.id, body),
  }),
  getAssessment: async ({ ctx, user, params }) => ({
    assessment: await readAssessment(ctx, user.id, params.id),
  }),
  listTrends: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { trends: await listTrends(ctx, query.child_id) };
  },
  listMeaningfulChangeScores: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { meaningful_change_scores: await listScores(ctx, query.child_id) };
  },
  updateMeaningfulChangeScore: async ({ ctx, user, params, body }) => ({
    meaningful_change_score: await acceptScore(ctx, user.id, params.id, body.accepted),
  }),
  getCognitiveProgress: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return cognitiveProgressOf(ctx, query.child_id);
  },
  listCognitiveResults: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { cognitive_results: await cognitiveResultsOf(ctx, query.child_id) };
  },
  listFoodSensitivityResults: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { food_sensitivity_results: await foodSensitivityOf(ctx, query.child_id) };
  },
  updateFoodSensitivityState: async ({ ctx, user, body }) => {
    await childOf(ctx, user.id, body.child_id);
    const state = FOOD_SENSITIVITY_ACTIONS[body.state_action];
    if (!state || !Object.hasOwn(FOOD_SENSITIVITY_ACTIONS, body.state_action)) {
      throw new HttpError(422, {
        state_action: [`must be one of ${Object.keys(FOOD_SENSITIVITY_ACTIONS).join(', ')}`],
      });
    }
    const existing = (
      await ctx.db
        .select()
        .from(foodSensitivityResults)
        .where(eq(foodSensitivityResults.childId, body.child_id))
    )[0];
    if (existing) {
      await ctx.db
        .update(foodSensitivityResults)
        .set({ state, updatedAt: ctx.clock.now() })
        .where(eq(foodSensitivityResults.id, existing.id));
    } else {
      await ctx.db
        .insert(foodSensitivityResults)
        .values({ childId: body.child_id, state, updatedAt: ctx.clock.now() });
    }
    return undefined;
  },
  listSleepInterventions: async ({ ctx, user, params }) => ({
    sleeps: await sleepsOf(ctx, user.id, params.id, 'device'),
  }),
  listSleepCheckins: async ({ ctx, user, params }) => ({
    sleeps: await sleepsOf(ctx, user.id, params.id, 'checkin'),
  }),
  listChildCourses: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.child_id);
    return { courses: await childCoursesJson(ctx, query.child_id) };
  },

  createCollaborator: async ({ ctx, user, body }) => {
    const inserted = await ctx.db
      .insert(collaborators)
      .values({
        userId: user.id,
        name: body.name,
        email: body.email.toLowerCase(),
        relationship: body.relationship,
        createdAt: ctx.clock.now(),
      })
      .returning();
    const row = inserted[0];
    if (!row) throw new Error('collaborator insert returned no row');
    return { collaborator: collaboratorJson(row) };
  },
  listCollaborators: async ({ ctx, user }) => {
    const rows = await ctx.db
      .select()
      .from(collaborators)
      .where(eq(collaborators.userId, user.id))
      .orderBy(asc(collaborators.id));
    return { collaborators: rows.map(collaboratorJson) };
  },
  updateCollaborator: async ({ ctx, user, params, body }) => {
    await ownCollaborator(ctx, user.id, params.id);
    const set: Partial<typeof collaborators.$inferInsert> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.email !== undefined) set.email = body.email.toLowerCase();
    if (body.relationship !== undefined) set.relationship = body.relationship;
    if (Object.keys(set).length > 0) {
      await ctx.db.update(collaborators).set(set).where(eq(collaborators.id, params.id));
    }
    return { collaborator: collaboratorJson(await ownCollaborator(ctx, user.id, params.id)) };
  },
  deleteCollaborator: async ({ ctx, user, params }) => {
    await ownCollaborator(ctx, user.id, params.id);
    await ctx.db.delete(collaborators).where(eq(collaborators.id, params.id));
    return undefined;
  },

  createConsent: async ({ ctx, user, body }) => {
    const form = body.consent_form;
    const child = await childOf(ctx, user.id, form.patient_id);
    const known = (
      await ctx.db.select().from(consentForms).where(eq(consentForms.id, form.consent_form_id))
    )[0];
    if (!known) throw new HttpError(422, { 'consent_form.consent_form_id': ['is not a consent form'] });
    const { consent_form_id: _form, patient_id: _child, ...fields } = form;
    const inserted = await ctx.db
      .insert(consents)
      .values({
        userId: user.id,
        consentFormId: known.id,
        childId: child.id,
        name: form.name,
        fields,
        createdAt: ctx.clock.now(),
      })
      .returning();
    const row = inserted[0];
    if (!row) throw new Error('consent insert returned no row');
    return {
      consent: {
        id: row.id,
        consent_form_id: row.consentFormId,
        patient_id: row.childId,
        name: row.name,
        signed_at: row.createdAt.toISOString(),
      },
    };
  },
  listConsents: async ({ ctx, user }) => {
    const rows = await ctx.db
      .select()
      .from(consents)
      .where(eq(consents.userId, user.id))
      .orderBy(asc(consents.id));
    return {
      consents: rows.map((row) => ({
        id: row.id,
        consent_form_id: row.consentFormId,
        patient_id: row.childId,
        name: row.name,
        signed_at: row.createdAt.toISOString(),
      })),
    };
  },
  createPersonInformation: async ({ ctx, user, body }) => {
    const info = body.person_information;
    await childOf(ctx, user.id, info.ownable_id);
    const values: typeof personInformations.$inferInsert = {
      userId: user.id,
      ownableId: info.ownable_id,
      ownableType: 'Patient',
      createdAt: ctx.clock.now(),
    };
    if ('card' in info) {
      values.card = info.card;
    } else {
      if (info.insurances_plan_id !== null) {
        const plan = (
          await ctx.db.select().from(insurancePlans).where(eq(insurancePlans.id, info.insurances_plan_id))
        )[0];
        if (!plan)
          throw new HttpError(422, { 'person_information.insurances_plan_id': ['Insurance plan not found'] });
      } else if (!info.custom_insurance_plan?.trim()) {
        throw new HttpError(422, { 'person_information.custom_insurance_plan': ['is required'] });
      }
      Object.assign(values, {
        insurancesPlanId: info.insurances_plan_id,
        customInsurancePlan: info.custom_insurance_plan ?? null,
        policy: info.policy,
        firstName: info.first_name,
        lastName: info.last_name,
        dateOfBirth: info.date_of_birth,
      });
    }
    const inserted = await ctx.db.insert(personInformations).values(values).returning();
    const row = inserted[0];
    if (!row) throw new Error('person information insert returned no row');
    return { person_information: personInformationJson(row) };
  },
  listPersonInformations: async ({ ctx, user }) => {
    const rows = await ctx.db
      .select()
      .from(personInformations)
      .where(eq(personInformations.userId, user.id))
      .orderBy(asc(personInformations.id));
    return { person_informations: rows.map(personInformationJson) };
  },
  createHelpRequest: async ({ ctx, user, body }) => {
    await childOf(ctx, user.id, body.child_id);
    const inserted = await ctx.db
      .insert(helpRequests)
      .values({ childId: body.child_id, source: body.help_request.source, createdAt: ctx.clock.now() })
      .returning();
    const row = inserted[0];
    if (!row) throw new Error('help request insert returned no row');
    return {
      help_request: {
        id: row.id,
        child_id: row.childId,
        source: row.source,
        created_at: row.createdAt.toISOString(),
      },
    };
  },
  listAppointments: async ({ ctx, user, query }) => {
    await childOf(ctx, user.id, query.patient_id);
    const rows = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.childId, query.patient_id))
      .orderBy(asc(appointments.id));
    return {
      appointments: rows.map((row) => ({
        id: row.id,
        patient_id: row.childId,
        status: APPOINTMENT_STATUSES.find((status) => status === row.state) ?? 'pending',
        start_time: iso(row.startTime),
        session_end_time: iso(row.sessionEndTime),
        join_url: row.joinUrl,
      })),
    };
  },

  listCollections: async ({ ctx, user, query }) => ({
    collections: await collectionsJson(ctx, user.id, query.search),
  }),
  listContentPieces: async ({ ctx, user, query }) => {
    const rows = await ctx.db.select().from(contentPieces).orderBy(desc(contentPieces.publishedAt));
    return {
      pieces: await contentPiecesJson(
        ctx,
        user.id,
        rows.filter((row) => matches(query.search, row.name, row.summary, row.body)),
      ),
    };
  },
  getContentPiece: async ({ ctx, user, params }) => {
    const rows = await ctx.db.select().from(contentPieces).where(eq(contentPieces.id, params.id));
    const [piece] = await contentPiecesJson(ctx, user.id, rows);
    if (!piece) throw notFound('Content piece');
    return { piece };
  },
  listTags: async ({ ctx, query }) => {
    const rows = await ctx.db.select().from(contentTags).orderBy(asc(contentTags.name));
    return {
      tags: rows.filter((row) => matches(query.search, row.name)).map(({ id, name }) => ({ id, name })),
    };
  },
  listRecommendations: async ({ ctx, user }) => {
    const childIds = await childIdsOf(ctx, user.id);
    const pathRows =
      childIds.length === 0 ? [] : await ctx.db.select().from(paths).where(inArray(paths.childId, childIds));
    const pieces = await ctx.db.select().from(contentPieces).orderBy(desc(contentPieces.publishedAt));
    const keys = [...new Set(pieces.flatMap((piece) => piece.areaKeys))];
    const recommendations = [];
    for (const key of keys) {
      const json = await contentPiecesJson(
        ctx,
        user.id,
        pieces.filter((piece) => piece.areaKeys.includes(key)),
      );
      recommendations.push({
        key,
        pieces: json,
        children: [...new Set(pathRows.filter((row) => row.areas.includes(key)).map((row) => row.childId))],
      });
    }
    return { recommendations };
  },
  listUserCollections: async ({ ctx, user }) => {
    const rows = await ctx.db.select().from(userCollections).where(eq(userCollections.userId, user.id));
    return {
      user_collections: rows.map((row) => ({
        id: row.id,
        collection_id: row.collectionId,
        added: row.added,
      })),
    };
  },
  createUserCollection: async ({ ctx, user, body }) => {
    const collectionId = body.user_collection.collection_id;
    const known = (
      await ctx.db.select().from(contentCollections).where(eq(contentCollections.id, collectionId))
    )[0];
    if (!known) throw new HttpError(422, { 'user_collection.collection_id': ['No user collection found'] });
    const rows = await ctx.db
      .insert(userCollections)
      .values({ userId: user.id, collectionId, added: true })
      .onConflictDoUpdate({
        target: [userCollections.userId, userCollections.collectionId],
        set: { added: true },
      })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('user collection insert returned no row');
    return { user_collection: { id: row.id, collection_id: row.collectionId, added: row.added } };
  },
  updateUserCollection: async ({ ctx, user, params, body }) => {
    const rows = await ctx.db
      .update(userCollections)
      .set({ added: body.user_collection.added })
      .where(and(eq(userCollections.id, params.id), eq(userCollections.userId, user.id)))
      .returning();
    const row = rows[0];
    if (!row) throw new HttpError(404, { base: ['No user collection found'] });
    return { user_collection: { id: row.id, collection_id: row.collectionId, added: row.added } };
  },
  listUserPieces: async ({ ctx, user }) => {
    const rows = await ctx.db.select().from(userPieces).where(eq(userPieces.userId, user.id));
    return {
      user_pieces: rows.map((row) => ({
        id: row.id,
        piece_id: row.pieceId,
        viewed: row.viewed,
        saved: row.saved,
      })),
    };
  },
  createUserPiece: async ({ ctx, user, body }) => {
    const pieceId = body.user_piece.piece_id;
    const known = (await ctx.db.select().from(contentPieces).where(eq(contentPieces.id, pieceId)))[0];
    if (!known) throw new HttpError(422, { 'user_piece.piece_id': ['No user piece found'] });
    await ctx.db.insert(userPieces).values({ userId: user.id, pieceId }).onConflictDoNothing();
    const row = (
      await ctx.db
        .select()
        .from(userPieces)
        .where(and(eq(userPieces.userId, user.id), eq(userPieces.pieceId, pieceId)))
    )[0];
    if (!row) throw new Error('user piece insert lost');
    return { user_piece: { id: row.id, piece_id: row.pieceId, viewed: row.viewed, saved: row.saved } };
  },
  updateUserPiece: async ({ ctx, user, params, body }) => {
    const set: Partial<typeof userPieces.$inferInsert> = {};
    if (body.user_piece.viewed !== undefined) set.viewed = body.user_piece.viewed;
    if (body.user_piece.saved !== undefined) set.saved = body.user_piece.saved;
    const where = and(eq(userPieces.id, params.id), eq(userPieces.userId, user.id));
    if (Object.keys(set).length > 0) await ctx.db.update(userPieces).set(set).where(where);
    const row = (await ctx.db.select().from(userPieces).where(where))[0];
    if (!row) throw new HttpError(404, { base: ['No user piece found'] });
    return { user_piece: { id: row.id, piece_id: row.pieceId, viewed: row.viewed, saved: row.saved } };
  },
} satisfies Partial<Handlers>;
