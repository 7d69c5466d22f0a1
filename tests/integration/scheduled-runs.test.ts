// The two scheduled functions, every minute on Netlify, let an idle shop's database sleep: with nothing pending a run
// makes no database query at all (counted on the very Kysely instance the functions use), while a notification whose
// first send failed is still retried and catalogue edits still lead to one build request after the quiet window.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminCollections from '../../netlify/functions/admin-collections.ts';
import notificationsScheduled from '../../netlify/functions/notifications-scheduled.ts';
import publishScheduled from '../../netlify/functions/publish-scheduled.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { pendingStore } from '../../src/server/blobs.ts';
import type { Db } from '../../src/server/db.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { SETTLE_MS } from '../../src/server/pending-work.ts';
import { call, humanGuard, nextIp, signIn, withUnreachableBlobs } from '../helpers.ts';
import {
  channelEnv,
  type SmtpSink,
  startSmtpSink,
  startTelegramStandIn,
  type TelegramStandIn,
} from './notifications-standins.ts';

/** Every query any code in this file sends through getDb(), the functions' own included. */
const queries = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/server/db.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/db.ts')>();
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      queries.count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  let base: Db | undefined;
  let counted: Db | undefined;
  return {
    ...real,
    getDb: () => {
      const db = real.getDb();
      if (db !== base) [base, counted] = [db, db.withPlugin(counting)];
      return counted as Db;
    },
  };
});

/** The number of database queries `run` made. */
async function queriesOf(run: () => Promise<unknown>): Promise<number> {
  const before = queries.count;
  await run();
  return queries.count - before;
}

let smtp: SmtpSink;
let telegram: TelegramStandIn;
let hook: Server;
let hookUrl: string;
let hookCalls = 0;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  saved = { ...process.env };
  [smtp, telegram] = await Promise.all([startSmtpSink(), startTelegramStandIn()]);
  hook = createServer((_req, res) => {
    hookCalls++;
    res.end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const address = hook.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test`;
  Object.assign(process.env, channelEnv(smtp, telegram), {
    NETLIFY_BUILD_HOOK_URL: hookUrl,
    PUBLISH_QUIET_SECONDS: '2',
  });
  resetEnv();
});

afterEach(() => {
  vi.useRealTimers();
  telegram.mode = 'ok';
});

afterAll(async () => {
  process.env = saved;
  resetEnv();
  await Promise.all([smtp.close(), telegram.close(), new Promise((resolve) => hook.close(resolve))]);
});

/** The clock of every function in this process moved on (the database keeps its own). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

const runNotifications = async () => (await (await notificationsScheduled()).json()) as Record<string, unknown>;
const runPublish = async () => (await (await publishScheduled()).json()) as { requested: boolean; ran: boolean };

describe('scheduled functions on a quiet shop', () => {
  it('retry a notification whose first send failed, then stop touching the database', async () => {
    expect(await pendingStore().get('notifications')).toBeNull();
    telegram.mode = 'fail';
    const response = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        productSlug: 'classic-oak',
        selections: { doorBlock: 'inside' },
        customer: { name: 'Quiet Shop', phone: '+380 67 111 22 33' },
        ...humanGuard(),
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // The submission marked the queue pending, in its own transaction.
    expect(await pendingStore().get('notifications')).not.toBeNull();
    const outbox = () =>
      getDb().selectFrom('notification_outbox').selectAll().where('subject_id', '=', id).executeTakeFirstOrThrow();
    // The send right after the submission reaches email, and Telegram fails: retry due in about a minute.
    await vi.waitFor(async () => expect((await outbox()).last_error).not.toBeNull(), { timeout: 10_000 });
    expect(await outbox()).toMatchObject({ status: 'PENDING', attempts: 1, sent_channels: ['email'] });
    telegram.mode = 'ok';

    // Until then a run finds nothing due to send, but the marker keeps it looking.
    expect(await runNotifications()).toMatchObject({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    // Three minutes on: the retry is due and goes out; nothing is left, and every writer has long committed.
    later(Math.max(3 * 60_000, SETTLE_MS + 60_000));
    expect(await runNotifications()).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(await outbox()).toMatchObject({ status: 'SENT', attempts: 2, sent_channels: ['email', 'telegram'] });
    expect(telegram.messages.some((message) => message.body.text.includes('Quiet Shop'))).toBe(true);

    // From now on, nothing pending: not a single query, run after run.
    for (let run = 0; run < 3; run++) {
      expect(await queriesOf(runNotifications)).toBe(0);
    }
    expect(await runNotifications()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0, ran: false });
  });

  it('request one build after the quiet window for a burst of edits, then stop touching the database', async () => {
    const { cookie } = await signIn();
    const edit = async (slug: string) => {
      const answer = await call(adminCollections, 'POST', '/api/admin/collections', {
        body: { categorySlug: 'interior', name: slug, slug },
        headers: { cookie },
      });
      expect(answer.status).toBe(201);
    };
    await edit('quiet-a');
    await edit('quiet-b');
    // Inside the 2 s quiet window: the run looks, and asks for nothing.
    expect(await runPublish()).toMatchObject({ requested: false });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await runPublish()).toMatchObject({ requested: true });
    expect(await runPublish()).toMatchObject({ requested: false });
    expect(hookCalls).toBe(1);
    later(SETTLE_MS + 60_000);
    expect(await runPublish()).toMatchObject({ requested: false });
    for (let run = 0; run < 3; run++) {
      expect(await queriesOf(runPublish)).toBe(0);
    }
    expect(await runPublish()).toEqual({ requested: false, ran: false });
    expect(hookCalls).toBe(1);
  });

  it('save a catalogue edit whose marker cannot be written; the sweep still publishes it', async () => {
    const { cookie } = await signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const answer = await withUnreachableBlobs(() =>
        call(adminCollections, 'POST', '/api/admin/collections', {
          body: { categorySlug: 'interior', name: 'Unmarked', slug: 'unmarked' },
          headers: { cookie },
        }),
      );
      expect(answer.status).toBe(201);
      expect(warn.mock.calls.flat().join(' ')).toContain('could not mark publishing pending');
    } finally {
      warn.mockRestore();
    }
    const saved = await getDb().selectFrom('collections').select('id').where('slug', '=', 'unmarked').execute();
    expect(saved).toHaveLength(1);
  });

  it('the counter sees the queries of a run that has work', async () => {
    await pendingStore().delete('publishing');
    expect(await queriesOf(runPublish)).toBeGreaterThan(0);
  });
});
