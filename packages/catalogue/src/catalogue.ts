/**
 * The sample catalogue, whole: what the reference server seeds outside production (and in production only
 * with `SEED_SAMPLE_CATALOGUE=1`), what the stories and the web's prerender show. `sample: true` marks it:
 * its prices are sample values and its media are two 5-second placeholder clips. An operator loads a real
 * catalogue of the same shape with `admin catalogue import --file catalogue.json`.
 */
import { type ParseIssue, parseWith } from '@attune/core/rules';
import { CATALOGUE_CATEGORY_TITLES, CATALOGUE_SOLUTIONS, CATALOGUE_SUBSCRIPTIONS } from './add-ons';
import { type Catalogue, CatalogueSchema } from './catalogue.schema';
import { CONTENT_COLLECTIONS, CONTENT_PIECES, CONTENT_TAGS } from './content';
import { QUESTIONNAIRE_CATALOGUE } from './questionnaires';
import {
  consentFormSeed,
  courseSeeds,
  helpCardSeeds,
  improvementSeeds,
  insurancePlanSeeds,
  medicationSeeds,
  planSeeds,
} from './reference';

/** A value none of whose parts can be changed: the data's own declarations are readonly. */
type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** Deep-copies readonly data into the catalogue's plain shape (what JSON gives too). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The sample catalogue, as data (checked against {@link CatalogueSchema} by this package's tests). */
export const SAMPLE_CATALOGUE: Catalogue = plain({
  sample: true,
  categoryTitles: CATALOGUE_CATEGORY_TITLES,
  solutions: CATALOGUE_SOLUTIONS,
  subscriptions: CATALOGUE_SUBSCRIPTIONS,
  questionnaires: QUESTIONNAIRE_CATALOGUE,
  plans: planSeeds,
  medications: medicationSeeds,
  improvementGroups: improvementSeeds,
  helpCards: helpCardSeeds,
  courses: courseSeeds,
  insurancePlans: insurancePlanSeeds,
  consentForm: consentFormSeed,
  content: { tags: CONTENT_TAGS, collections: CONTENT_COLLECTIONS, pieces: CONTENT_PIECES },
} satisfies DeepReadonly<Catalogue>) as Catalogue;

/** The outcome of {@link parseCatalogue}: the catalogue, or every problem naming its field. */
export type CatalogueParse =
  | { readonly ok: true; readonly catalogue: Catalogue }
  | { readonly ok: false; readonly issues: readonly ParseIssue[] };

/**
 * Parses a catalogue (the sample, or an operator's JSON) with {@link CatalogueSchema}, without throwing:
 * each issue names its field by its dotted path (`solutions.3.pricing.raw`).
 */
export function parseCatalogue(data: unknown): CatalogueParse {
  const result = parseWith(CatalogueSchema, data);
  return result.ok ? { ok: true, catalogue: result.value } : { ok: false, issues: result.issues };
}
