// Several delivery runs at once (the post-submission runs of a burst of quotes and the scheduled run) never send a
// notification twice. Real concurrency needs the PostgreSQL server (PGlite serves one connection at a time, so its
// runs never overlap): *.pg.test.ts run in the postgres project only. Each run here has its own pool, so the claims
// really race on separate connections; the Telegram stand-in answers slowly, so the runs overlap in time. Without
// `FOR UPDATE SKIP LOCKED` in the claim the same row is taken by several runs and this test fails.
import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import quotes from '../../netlify/functions/quotes.ts';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import { type Db, getDb } from '../../src/server/db.ts';
import type { DB } from '../../src/server/db-types.ts';
import { env, resetEnv } from '../../src/server/env.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';
import {
  channelEnv,
  type SmtpSink,
  startSmtpSink,
  startTelegramStandIn,
  type TelegramStandIn,
} from './notifications-standins.ts';

let smtp: SmtpSink;
let telegram: TelegramStandIn;
/** The environment as the setup files left it (the test database, the local Blobs context), restored after each test. */
let saved: NodeJS.ProcessEnv;
const pools: Db[] = [];

beforeAll(async () => {
  saved = { ...process.env };
  [smtp, telegram] = await Promise.all([startSmtpSink(), startTelegramStandIn()]);
});

afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

afterAll(async () => {
  await Promise.all([smtp.close(), telegram.close(), ...pools.map((db) => db.destroy())]);
});

function ownPool(): Db {
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env().DATABASE_URL, max: 1 }) }),
  });
  pools.push(db);
  return db;
}

describe('notification delivery under concurrency (PostgreSQL server)', () => {
  it('8 runs at once over 40 due notifications: each goes out exactly once per channel', async () => {
    const names = Array.from({ length: 40 }, (_, n) => `Concurrent ${String(n).padStart(2, '0')}`);
    // Stored with no channel configured: the post-submission runs do nothing, all 40 wait in the outbox.
    for (const name of names) {
      const response = await call(quotes, 'POST', '/api/quotes', {
        ip: nextIp(),
        headers: { 'idempotency-key': randomUUID() },
        body: {
          productSlug: 'classic-oak',
          selections: { doorBlock: 'inside' },
          customer: { name, phone: '+380671234567' },
          ...humanGuard(),
        },
      });
      expect(response.status, await response.text()).toBe(201);
    }
    Object.assign(process.env, channelEnv(smtp, telegram));
    resetEnv();
    telegram.delayMs = 15;

    const runs = Array.from({ length: 8 }, () => ownPool());
    const reports = await Promise.all(runs.map((db) => deliverDue(db, { limit: 40 })));

    expect(reports.reduce((sum, r) => sum + r.claimed, 0)).toBe(40);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    // The runs really overlapped: the work was shared out, not done by whichever started first.
    expect(reports.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    const texts = telegram.messages.map((m) => m.body.text);
    const subjects = smtp.mails.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
    for (const name of names) {
      const subject = new RegExp(`^New door quote D-\\d+: Classic Oak for ${name}$`);
      expect(texts.filter((text) => subject.test(text?.split('\n')[0] ?? ''))).toHaveLength(1);
      expect(subjects.filter((line) => subject.test(line ?? ''))).toHaveLength(1);
    }
    const rows = await getDb()
      .selectFrom('notification_outbox')
      .select(['status', 'attempts'])
      .where('kind', '=', 'QUOTE')
      .execute();
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
  });
});
