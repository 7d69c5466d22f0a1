// Every request has a reference the customer can quote on the phone: D- for door quotes and projects
// (migration 0008), F- for a furniture request, G- for a general enquiry, from sequences (never two alike however
// many arrive at once); the public answer carries it, the shop's notice names it, the inbox shows it and its search
// finds it, and enquiries stored before migration 0027 get theirs in the order they came.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiries from '../../netlify/functions/admin-inquiries.ts';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import contact from '../../netlify/functions/contact.ts';
import type { EnquiryCreated } from '../../src/features/enquiries/schema.ts';
import type { InquiryDetails, InquirySummary, Page } from '../../src/features/inbox/schema.ts';
import { messageFor } from '../../src/features/notifications/messages.server.ts';
import { getDb } from '../../src/server/db.ts';
import { migrate, migrationsDir } from '../../src/server/migrate.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';
import { createEmptyDatabase } from '../setup/database.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const tag = randomUUID().slice(0, 6);

async function enquire(type: 'general' | 'furniture', name: string) {
  const response = await call(contact, 'POST', `/api/contact/${type}`, {
    params: { type },
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { name, email: 'ref@example.com', phone: '+380501112233', message: `from ${name}`, ...humanGuard() },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as EnquiryCreated;
}

const number = (reference: string) => Number(reference.slice(2));

describe('an enquiry’s reference', () => {
  it('answers F-… for a furniture request and G-… for a general enquiry, stored with the row', async () => {
    const furniture = await enquire('furniture', `Fedir ${tag}`);
    const general = await enquire('general', `Galyna ${tag}`);
    expect(furniture.reference).toMatch(/^F-\d{5,}$/);
    expect(general.reference).toMatch(/^G-\d{5,}$/);
    const rows = await getDb()
      .selectFrom('inquiries')
      .select(['id', 'reference'])
      .where('id', 'in', [furniture.id, general.id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.reference]))).toEqual({
      [furniture.id]: furniture.reference,
      [general.id]: general.reference,
    });
  });

  it('is never the same twice, however many arrive at once, and counts up', async () => {
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => enquire('furniture', `Many ${i} ${tag}`)));
    const references = sent.map((s) => s.reference);
    expect(new Set(references).size).toBe(8);
    const later = await enquire('furniture', `Later ${tag}`);
    expect(number(later.reference)).toBeGreaterThan(Math.max(...references.map(number)));
  });

  it('is named in the shop’s notice', async () => {
    const { id, reference } = await enquire('general', `Notice ${tag}`);
    const message = await messageFor(getDb(), 'INQUIRY', id, 'https://doors.example');
    expect(message?.subject).toContain(reference);
    expect(message?.text).toContain(`Reference: ${reference}`);
  });
});

describe('the inbox', () => {
  const list = async (type: string, q: string) => {
    const response = await call(adminInquiries, 'GET', `/api/admin/inquiries?type=${type}&q=${encodeURIComponent(q)}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Page<InquirySummary>;
  };

  it.each([
    ['FURNITURE', 'furniture'],
    ['GENERAL', 'general'],
  ] as const)('shows a %s request’s reference and finds the request by it', async (type, form) => {
    const { id, reference } = await enquire(form, `Search ${type} ${tag}`);
    const byName = await list(type, `Search ${type} ${tag}`);
    expect(byName.items.map((i) => [i.id, i.reference])).toEqual([[id, reference]]);
    const byReference = await list(type, reference.toLowerCase());
    expect(byReference.items.map((i) => i.id)).toEqual([id]);
    const response = await call(adminInquiriesItem, 'GET', `/api/admin/inquiries/${id}`, {
      headers: { cookie },
      params: { id },
    });
    expect(((await response.json()) as InquiryDetails).reference).toBe(reference);
  });

  it('keeps an enquiry’s reference in the record of its deletion', async () => {
    const { id, reference } = await enquire('furniture', `Deleted ${tag}`);
    const response = await call(adminInquiriesItem, 'DELETE', `/api/admin/inquiries/${id}`, {
      headers: { cookie, 'x-requested-with': 'fetch' },
      params: { id },
    });
    expect(response.status).toBe(200);
    const record = await getDb()
      .selectFrom('request_deletions')
      .select('reference')
      .where('reference', '=', reference)
      .executeTakeFirst();
    expect(record?.reference).toBe(reference);
  });
});

describe('migration 0027 on enquiries stored before it', () => {
  // Two databases migrated from nothing: slow on a busy machine.
  it('numbers them in the order they came, each kind on its own, and new ones go on from there', {
    timeout: 120_000,
  }, async () => {
    const before = await mkdtemp(join(tmpdir(), 'migrations-0026-'));
    for (const name of await readdir(migrationsDir)) {
      if (name.endsWith('.sql') && name < '0027')
        await writeFile(join(before, name), await readFile(join(migrationsDir, name)));
    }
    const { dbs, drop } = await createEmptyDatabase(1);
    const [db] = dbs;
    if (!db) throw new Error('no database');
    try {
      await migrate(db, { dir: before });
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
      // Inserted out of order: the numbers follow created_at, not the insertion.
      const rows = [
        { name: 'G2', type: 'GENERAL', email: 'g2@example.com', created_at: at(5) },
        { name: 'F1', type: 'FURNITURE', phone: '+380501112233', message: 'm', created_at: at(1) },
        { name: 'G1', type: 'GENERAL', email: 'g1@example.com', created_at: at(2) },
        { name: 'F2', type: 'FURNITURE', phone: '+380501112233', message: 'm', created_at: at(3) },
      ] as const;
      for (const row of rows) await db.insertInto('inquiries').values(row).execute();
      await migrate(db);
      const references = await db.selectFrom('inquiries').select(['name', 'reference']).orderBy('name').execute();
      expect(references).toEqual([
        { name: 'F1', reference: 'F-10001' },
        { name: 'F2', reference: 'F-10002' },
        { name: 'G1', reference: 'G-10001' },
        { name: 'G2', reference: 'G-10002' },
      ]);
      // Code from before the column (it never names it) still stores a referenced row.
      const next = await db
        .insertInto('inquiries')
        .values({ name: 'F3', type: 'FURNITURE', phone: '+380501112233', message: 'm' })
        .returning('reference')
        .executeTakeFirstOrThrow();
      expect(next.reference).toBe('F-10003');
    } finally {
      await drop();
    }
  });
});
