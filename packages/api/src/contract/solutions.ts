import { SolutionSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The add-on catalogue, owned by the server. */
export const solutionsContract = {
  /**
   * `GET solutions`: every solution (add-on) of the catalogue, `{ solutions }`: its kind, purchase kind,
   * price, availability, categories, links and the five sections of its page, in English with the other
   * languages under `translations`. Needs no log-in (the shared add-on page shows one), and is cached as
   * reference data (24 hours, tied to the app version).
   */
  listSolutions: defineEndpoint({
    name: 'listSolutions',
    method: 'GET',
    path: 'solutions',
    response: z.object({ solutions: z.array(SolutionSchema) }),
    rootKey: 'solutions',
    status: 200,
    auth: false,
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the solutions (add-ons) of the catalogue.',
  }),
} as const;
