// Astro integration for the zero-configuration default (no DATABASE_URL): `astro dev` serves the embedded database
// to the functions (see embedded-serve.ts); `astro build` migrates and seeds it before pages read it.
import type { AstroIntegration } from 'astro';
import { closeDb, dbTarget } from '../server/db.ts';
import { env } from '../server/env.ts';
import { prepareEmbedded, serveEmbedded } from './embedded-serve.ts';

// Set once this process serves the database, so a dev-server restart (config edit) does not serve it twice.
const SERVED = 'EMBEDDED_DB_SERVED';

export function embeddedDatabase(): AstroIntegration {
  let stop: (() => Promise<void>) | undefined;
  return {
    name: 'embedded-database',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        if ((command !== 'dev' && command !== 'build') || process.env[SERVED]) return;
        const target = dbTarget();
        if (target.driver !== 'pglite') return;
        const dir = target.location;
        if (command === 'build') {
          const { applied } = await prepareEmbedded(dir, { admin: false });
          if (applied.length) logger.info(`embedded database ${dir}: applied ${applied.join(', ')}`);
          return;
        }
        // With ADMIN_SETUP_CODE set, no demo admin: the first admin is made on /admin/login, as on a deployed site.
        const served = await serveEmbedded(dir, { admin: !env().ADMIN_SETUP_CODE });
        process.env[SERVED] = '1';
        stop = served.stop;
        if (served.applied.length) logger.info(`embedded database ${dir}: applied ${served.applied.join(', ')}`);
        if (Object.values(served.report).some(Boolean))
          logger.info(`embedded database ${dir}: seeded ${JSON.stringify(served.report)}`);
        logger.info(`embedded database ${dir} served at ${served.url}`);
        if (served.admin) {
          logger.info(`demo admin: ${served.admin.email} / ${served.admin.password}`);
        } else logger.info('no demo admin (ADMIN_SETUP_CODE is set): create the first admin at /admin/login');
      },
      'astro:build:done': async () => {
        await closeDb();
      },
      'astro:server:done': async () => {
        await stop?.();
      },
    },
  };
}
