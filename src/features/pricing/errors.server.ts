// The pricing routes' shared refusals: a category without documents (404) and prices that moved on since the manager
// opened them (409), for the merge (data.server.ts) and the history's restore (history.server.ts) alike.
import { Conflict, NotFound } from '../../server/errors.ts';

export const notAvailable = (slug: string) => new NotFound(`${slug} schema not available`);

export const stalePricing = () =>
  new Conflict('The prices were changed by someone else since you opened them. Reload to see them.');
