// Every page is built with the business's details as the back office last saved them (docs/product.md#business-
// settings): read once per page at build time (per request in dev) and handed to the layout as Astro.locals.business,
// so the header, footer and every page show the same details without each page reading them.
import { defineMiddleware } from 'astro:middleware';
import { getSettings } from './features/settings/data.server.ts';
import { getDb } from './server/db.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.business = (await getSettings(getDb())).settings;
  return next();
});
