/** The server's catalogue decoded with core's solution schema (loaded only when it differs from the page's). */
import { type Solution, SolutionSchema } from '@attune/core/rules';

const CatalogueSchema = SolutionSchema.array();

export function decodeCatalogue(body: { readonly solutions?: unknown }): readonly Solution[] {
  return CatalogueSchema.parse(body.solutions);
}
