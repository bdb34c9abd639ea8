/** Every handler of the v1 contract, by endpoint name (the type checks none is missing). */
import type { Handlers } from '../http/router';
import { accountHandlers } from './accounts.handlers';
import { catalogueHandlers } from './catalogue.handlers';
import { familyHandlers } from './family.handlers';
import { moreHandlers } from './more.handlers';
import { solutionsHandlers } from './solutions.handlers';

/** The handlers the router mounts for the contract's endpoints. */
export const handlers: Handlers = {
  ...accountHandlers,
  ...familyHandlers,
  ...catalogueHandlers,
  ...moreHandlers,
  ...solutionsHandlers,
};
