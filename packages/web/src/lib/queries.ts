/**
 * The app's queries: every query key and every query option factory, in this one module. Loaders read
 * through the query cache (TanStack Query, created with the API client in api-client.impl.ts).
 *
 * Conventions:
 * - A key starts with what it is about: `['reference', name, language]`, `['content', name, language,
 *   input]`, `['child', childId, name, language]`, so that one prefix (`queryKeys.child(id)`) reaches
 *   every answer about a child.
 * - How long an answer is reused is the query's `staleTime`: reference lists a day and content ten
 *   minutes (core's `REFERENCE_CACHE_MS`, `CONTENT_CACHE_MS`, both kept in local storage: `meta.persist`);
 *   a child's data {@link CHILD_DATA_FRESH_MS}, so that a tab switch or a page about the same child asks
 *   nothing twice in a row. Every write marks the child's data stale (api-client.impl.ts).
 * - Loaders call {@link loadQuery}: the cached answer while it is fresh, else the server's. Pages prefetch
 *   on intent with {@link prefetchQuery}. A query's failure is the client's tagged error itself, so a
 *   loader's failure reaches the route's error element and its words through core's catalogue once
 *   (`failureOf` in refusal.ts), as a plain call's does.
 */
import type { contract as Contract, EndpointInput, EndpointResult } from '@attune/api';
import {
  type ChildCourse,
  CONTENT_CACHE_MS,
  type Gauge,
  hasFinishedAppointment,
  type MeaningfulChangeScore,
  REFERENCE_CACHE_MS,
  type Session,
  type Trend,
} from '@attune/core/rules';
import type { QueryClient } from '@tanstack/query-core';
import { call, getApiLanguage, loadedQueryClient, loadQueryClient } from './api-client';
import type { ChildData } from './child-data';

type Calls = typeof Contract;
type Result<K extends keyof Calls> = EndpointResult<Calls[K]>;

/** A query's options, as `fetchQuery`, `prefetchQuery` and `useQuery` take them. */
export interface QueryOptions<T> {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: { readonly signal: AbortSignal }) => Promise<T>;
  readonly staleTime: number;
  /** `persist`: kept in local storage across visits (reference lists and content). */
  readonly meta?: { readonly persist?: boolean };
}

/** The reference lists (the contract's `cache: 'reference'` calls; queries.test.ts keeps the two equal). */
export const REFERENCE_LISTS = [
  'listAddOnCategories',
  'listCourses',
  'listHelpCards',
  'listImprovementAreas',
  'listImprovementGroups',
  'listActivityPlans',
  'listSolutions',
  'listMedications',
  'listInsurancePlans',
] as const satisfies readonly (keyof Calls)[];
/** The name of a reference list's call. */
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** The content calls (the contract's `cache: 'content'` calls). */
export const CONTENT_CALLS = [
  'listCollections',
  'listContentPieces',
  'getContentPiece',
  'listTags',
  'listRecommendations',
] as const satisfies readonly (keyof Calls)[];
/** The name of a content call. */
export type ContentCall = (typeof CONTENT_CALLS)[number];

/**
 * How long a child's data (its record, today's sessions, scores, trends, gauges, courses) is reused
 * without asking again: long enough for the tabs of one visit, short enough that an open page catches
 * up with another device. A write anywhere marks it stale at once.
 */
export const CHILD_DATA_FRESH_MS = 30_000;

/** Every query key of the app. */
export const queryKeys = {
  reference: (name: ReferenceList, language: string) => ['reference', name, language] as const,
  content: (name: ContentCall, language: string, input: unknown) =>
    ['content', name, language, input] as const,
  /** The prefix of every answer about one child. */
  child: (childId: number) => ['child', childId] as const,
  childCall: (childId: number, name: string, language: string) => ['child', childId, name, language] as const,
};

/** A reference list, reused a day (and only by the app version that fetched it). */
export function referenceQuery<K extends ReferenceList>(name: K): QueryOptions<Result<K>> {
  return {
    queryKey: queryKeys.reference(name, getApiLanguage()),
    queryFn: ({ signal }) =>
      call((api) => (api[name] as () => ReturnType<(typeof api)[K]>)(), signal) as Promise<Result<K>>,
    staleTime: REFERENCE_CACHE_MS,
    meta: { persist: true },
  };
}

/** A content call, reused ten minutes. */
export function contentQuery<K extends ContentCall>(
  name: K,
  input: EndpointInput<Calls[K]>,
): QueryOptions<Result<K>> {
  return {
    queryKey: queryKeys.content(name, getApiLanguage(), input),
    queryFn: ({ signal }) =>
      call((api) => (api[name] as (input: unknown) => ReturnType<(typeof api)[K]>)(input), signal) as Promise<
        Result<K>
      >,
    staleTime: CONTENT_CACHE_MS,
    meta: { persist: true },
  };
}

function childQuery<T>(childId: number, name: string, load: (signal: AbortSignal) => Promise<T>) {
  return {
    queryKey: queryKeys.childCall(childId, name, getApiLanguage()),
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => load(signal),
    staleTime: CHILD_DATA_FRESH_MS,
  } satisfies QueryOptions<T>;
}

/** The answers about one child, each fresh {@link CHILD_DATA_FRESH_MS}. */
export const childQueries = {
  /**
   * The child every child page is about, its plans and what this account may do with it (the child
   * layout's data); a clinic account's also whether one of its appointments has ended.
   */
  record: (childId: number, clinical: boolean): QueryOptions<ChildData> =>
    childQuery(childId, clinical ? 'record-clinical' : 'record', async (signal) => {
      const [child, plans, shared, appointments] = await Promise.all([
        call((api) => api.getPatient({ params: { id: childId } }), signal),
        call((api) => api.listChildPlans({ query: { child_id: childId } }), signal),
        call((api) => api.listSharedChildren(), signal),
        // A clinic child's appointments decide the header's controls; a family account has none.
        clinical
          ? call((api) => api.listAppointments({ query: { patient_id: childId } }), signal).catch(() => [])
          : Promise.resolve([]),
      ]);
      const permission = shared.find((each) => each.child_id === childId)?.permission ?? null;
      return { child, plans, permission, finishedAppointment: hasFinishedAppointment(appointments) };
    }),
  todaySessions: (childId: number): QueryOptions<readonly Session[]> =>
    childQuery(childId, 'listTodaySessions', (signal) =>
      call((api) => api.listTodaySessions({ query: { child_id: childId } }), signal),
    ),
  scores: (childId: number): QueryOptions<readonly MeaningfulChangeScore[]> =>
    childQuery(childId, 'listMeaningfulChangeScores', (signal) =>
      call((api) => api.listMeaningfulChangeScores({ query: { child_id: childId } }), signal),
    ),
  trends: (childId: number): QueryOptions<readonly Trend[]> =>
    childQuery(childId, 'listTrends', (signal) =>
      call((api) => api.listTrends({ query: { child_id: childId } }), signal),
    ),
  gauges: (childId: number): QueryOptions<readonly Gauge[]> =>
    childQuery(childId, 'listGauges', (signal) =>
      call((api) => api.listGauges({ params: { id: childId } }), signal),
    ),
  courses: (childId: number): QueryOptions<readonly ChildCourse[]> =>
    childQuery(childId, 'listChildCourses', (signal) =>
      call((api) => api.listChildCourses({ query: { child_id: childId } }), signal),
    ),
  /** The child's record alone (`GET patients/{id}`): its prescriptions, for the settings' adherence. */
  patient: (childId: number): QueryOptions<Result<'getPatient'>> =>
    childQuery(childId, 'getPatient', (signal) =>
      call((api) => api.getPatient({ params: { id: childId } }), signal),
    ),
  /** How the doses of one of the child's prescriptions were taken. */
  adherence: (childId: number, prescriptionId: number): QueryOptions<Result<'getPrescriptionAdherence'>> => ({
    ...childQuery(childId, 'getPrescriptionAdherence', (signal) =>
      call((api) => api.getPrescriptionAdherence({ params: { id: prescriptionId } }), signal),
    ),
    queryKey: [...queryKeys.childCall(childId, 'getPrescriptionAdherence', getApiLanguage()), prescriptionId],
  }),
  cognitiveProgress: (childId: number): QueryOptions<Result<'getCognitiveProgress'>> =>
    childQuery(childId, 'getCognitiveProgress', (signal) =>
      call((api) => api.getCognitiveProgress({ query: { child_id: childId } }), signal),
    ),
  cognitiveResults: (childId: number): QueryOptions<Result<'listCognitiveResults'>> =>
    childQuery(childId, 'listCognitiveResults', (signal) =>
      call((api) => api.listCognitiveResults({ query: { child_id: childId } }), signal),
    ),
  /** The clinical questionnaires due for the child (`GET clinical_questionnaires?patient_id=`). */
  clinicalQuestionnaires: (childId: number): QueryOptions<Result<'listClinicalQuestionnaires'>> =>
    childQuery(childId, 'listClinicalQuestionnaires', (signal) =>
      call((api) => api.listClinicalQuestionnaires({ query: { patient_id: childId } }), signal),
    ),
  answeredQuestionnaires: (childId: number): QueryOptions<Result<'listAnsweredQuestionnaires'>> =>
    childQuery(childId, 'listAnsweredQuestionnaires', (signal) =>
      call((api) => api.listAnsweredQuestionnaires({ query: { patient_id: childId } }), signal),
    ),
  paths: (childId: number): QueryOptions<Result<'listPaths'>> =>
    childQuery(childId, 'listPaths', (signal) =>
      call((api) => api.listPaths({ query: { child_id: childId } }), signal),
    ),
};

/** The tabs of the child view that load data. */
export type ChildTab = 'timeline' | 'scores' | 'tools';

/** What each tab of the child view shows, as queries (the page's loader and its intent prefetch share them). */
export const childTabQueries = {
  timeline: (childId: number) =>
    ({
      todayList: childQueries.todaySessions(childId),
      scores: childQueries.scores(childId),
      solutions: referenceQuery('listSolutions'),
    }) as const,
  scores: (childId: number) =>
    ({
      scores: childQueries.scores(childId),
      trends: childQueries.trends(childId),
      gauges: childQueries.gauges(childId),
    }) as const,
  tools: (childId: number) =>
    ({
      categories: referenceQuery('listAddOnCategories'),
      courses: childQueries.courses(childId),
      solutions: referenceQuery('listSolutions'),
    }) as const,
} satisfies Record<ChildTab, (childId: number) => Record<string, QueryOptions<unknown>>>;

/** The answer of a query: the cached one while it is fresh (its `staleTime`), else the server's. */
export async function loadQuery<T>(options: QueryOptions<T>): Promise<T> {
  return (await loadQueryClient()).fetchQuery(options);
}

/** The server's answer of a query whatever the cache holds (a refresh the family asked for). */
export async function refreshQuery<T>(options: QueryOptions<T>): Promise<T> {
  return (await loadQueryClient()).fetchQuery({ ...options, staleTime: 0 });
}

/** Starts loading a query unless its answer is fresh (on intent); never fails. */
export function prefetchQuery(options: QueryOptions<unknown>): void {
  void loadQueryClient()
    .then((client) => client.prefetchQuery(options))
    .catch(() => undefined);
}

/**
 * Starts loading queries unless their answers are fresh (as {@link prefetchQuery}), and tells once they
 * have landed whether every one of them holds an answer (false after a failure); never fails.
 */
export async function prefetchAnswers(
  options: readonly QueryOptions<unknown>[],
  /** The query cache (the app's by default). */
  into?: QueryClient,
): Promise<boolean> {
  try {
    const client = into ?? (await loadQueryClient());
    await Promise.all(options.map((query) => client.prefetchQuery(query)));
    return options.every((query) => client.getQueryState(query.queryKey)?.status === 'success');
  } catch {
    return false;
  }
}

/** When the cached answer of a query arrived (ms since the epoch), or null when there is none. */
export async function answeredAt(options: QueryOptions<unknown>): Promise<number | null> {
  const state = (await loadQueryClient()).getQueryState(options.queryKey);
  return state?.dataUpdatedAt ? state.dataUpdatedAt : null;
}

/** The loaded query cache, for a page's hooks (its loader loaded it). */
export function pageQueryClient(): QueryClient {
  return loadedQueryClient();
}
