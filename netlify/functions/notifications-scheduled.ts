// Every minute on Netlify: sends the notifications still due — those whose first try right after the submission
// failed or was cut short, and those waiting out their backoff. Every minute rather than every five: the first retry
// of a failed channel is due one minute later, and a run with nothing due costs two indexed queries. It claims rows
// for up to 20 s (Netlify stops a scheduled function at 30 s); the rest waits for the next run. Does nothing without
// a configured channel. Not routed by the local functions router: it has no `config.path`.
import type { Config } from '@netlify/functions';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import { getDb } from '../../src/server/db.ts';

export default async () => Response.json(await deliverDue(getDb(), { limit: 50, budgetMs: 20_000 }));

export const config: Config = { schedule: '* * * * *' };
