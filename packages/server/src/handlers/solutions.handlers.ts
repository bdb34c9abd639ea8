/** Handlers of the add-on catalogue (`GET solutions`), which the server owns. */
import { listSolutions } from '../add-ons/solutions.service';
import type { Handlers } from '../http/router';

/** The solutions every family and every shared add-on page read (they never name a child). */
export const solutionsHandlers = {
  listSolutions: async ({ ctx }) => ({ solutions: await listSolutions(ctx) }),
} satisfies Partial<Handlers>;
