// Every minute on Netlify: sends the notifications still due (those whose first try right after the submission
// failed, or that were waiting for their backoff). Does nothing without a configured channel.
import type { Config } from '@netlify/functions';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import { getDb } from '../../src/server/db.ts';

export default async () => Response.json(await deliverDue(getDb(), { limit: 50 }));

export const config: Config = { schedule: '* * * * *' };
