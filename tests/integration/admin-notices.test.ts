// Every admin hears of a change to the admins (decision 018; docs/product.md#admins): adding, disabling or
// enabling an admin queues one e-mail per admin address (every admin enabled before or after the change, so the one
// disabled learns it too) in the change's own transaction, sent through the notifications outbox to that address
// only, by e-mail only, in English and Ukrainian, naming who did what to whom and when. Against a real SMTP sink.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import adminAdmins from '../../netlify/functions/admin-admins.ts';
import adminAdminsItem from '../../netlify/functions/admin-admins-item.ts';
import type { AdminAccount } from '../../src/features/auth/schema.ts';
import type { AdminChangePayload } from '../../src/features/notifications/admin-change.server.ts';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, nextIp, signIn } from '../helpers.ts';
import {
  channelEnv,
  readMail,
  type SmtpSink,
  startSmtpSink,
  startTelegramStandIn,
  type TelegramStandIn,
} from './notifications-standins.ts';

let smtp: SmtpSink;
let telegram: TelegramStandIn;
let owner: Awaited<ReturnType<typeof signIn>>;
let colleague: Awaited<ReturnType<typeof signIn>>;
const NEW = 'newcomer@example.com';

beforeAll(async () => {
  [smtp, telegram] = await Promise.all([startSmtpSink(), startTelegramStandIn()]);
  for (const [key, value] of Object.entries(channelEnv(smtp, telegram))) vi.stubEnv(key, value);
  resetEnv();
  owner = await signIn('owner@example.com');
  colleague = await signIn('colleague@example.com');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnv();
  await Promise.all([smtp.close(), telegram.close()]);
});

beforeEach(async () => {
  await getDb().deleteFrom('notification_outbox').execute();
  smtp.mails.length = 0;
  telegram.received.length = 0;
});

const queued = () =>
  getDb()
    .selectFrom('notification_outbox')
    .select(['kind', 'payload'])
    .orderBy('created_at')
    .execute()
    .then((rows) => rows.map((row) => ({ kind: row.kind, ...(row.payload as unknown as AdminChangePayload) })));

const patch = (id: string, disabled: boolean, currentPassword = owner.password) =>
  call(adminAdminsItem, 'PATCH', `/api/admin/admins/${id}`, {
    headers: { cookie: owner.cookie },
    params: { id },
    body: { disabled, currentPassword },
    ip: nextIp(),
  });

/** The mails delivered, by recipient: subject and text. */
async function delivered() {
  const report = await deliverDue(getDb());
  expect(report.failed + report.retrying).toBe(0);
  return new Map(smtp.mails.map((mail) => [mail.to.join(','), readMail(mail.raw)]));
}

describe('an e-mail to every admin when the admins change', () => {
  let newcomerId = '';

  it('adding an admin: one to each admin (the newcomer too), naming who added whom and when', async () => {
    const before = Date.now();
    const added = await call(adminAdmins, 'POST', '/api/admin/admins', {
      headers: { cookie: owner.cookie },
      body: { email: NEW, password: 'first password for you', currentPassword: owner.password },
      ip: nextIp(),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    newcomerId = ((await added.json()) as AdminAccount).id;
    const rows = await queued();
    expect(rows.map((row) => row.to).sort()).toEqual([colleague.email, NEW, owner.email].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'ADMIN_CHANGE', action: 'ADDED', actor: owner.email, target: NEW });
      expect(Date.parse(String(row.at))).toBeGreaterThanOrEqual(before - 1000);
    }

    const mails = await delivered();
    expect([...mails.keys()].sort()).toEqual([colleague.email, NEW, owner.email].sort());
    const mail = mails.get(colleague.email);
    expect(mail?.subject).toBe(`Admin added: ${NEW} / Додано адміністратора: ${NEW}`);
    expect(mail?.text).toContain(`The admin ${NEW} was added by ${owner.email}.`);
    expect(mail?.text).toContain(`Адміністратора ${NEW} додано з облікового запису ${owner.email}.`);
    expect(mail?.text).toMatch(/When: .+ \(Kyiv time\)/);
    expect(mail?.text).toMatch(/Коли: .+ \(за київським часом\)/);
    expect(mail?.text).toContain('https://doors.example/admin/admins');
    // E-mail only: the shop's Telegram chat is not an admin's address.
    expect(telegram.received).toEqual([]);
  });

  it('disabling an admin: the one disabled is told too', async () => {
    expect((await patch(colleague.userId, true)).status).toBe(200);
    const rows = await queued();
    expect(rows.map((row) => row.to).sort()).toEqual([colleague.email, NEW, owner.email].sort());
    const mail = (await delivered()).get(colleague.email);
    expect(mail?.subject).toBe(`Admin disabled: ${colleague.email} / Адміністратора вимкнено: ${colleague.email}`);
    expect(mail?.text).toContain(`The admin ${colleague.email} was disabled by ${owner.email}`);
  });

  it('enabling an admin again: every admin, the one enabled included', async () => {
    expect((await patch(colleague.userId, false)).status).toBe(200);
    const rows = await queued();
    expect(rows.map((row) => row.to).sort()).toEqual([colleague.email, NEW, owner.email].sort());
    expect(rows.every((row) => row.action === 'ENABLED')).toBe(true);
    const mail = (await delivered()).get(NEW);
    expect(mail?.subject).toBe(
      `Admin enabled again: ${colleague.email} / Адміністратора знову ввімкнено: ${colleague.email}`,
    );
  });

  it('an admin disabled earlier is not told of later changes; a refused change queues nothing', async () => {
    expect((await patch(newcomerId, true)).status).toBe(200);
    await getDb().deleteFrom('notification_outbox').execute();
    expect((await patch(colleague.userId, true, 'not my password')).status).toBe(422);
    expect(await queued()).toEqual([]);
    expect((await patch(colleague.userId, true)).status).toBe(200);
    expect((await queued()).map((row) => row.to).sort()).toEqual([colleague.email, owner.email].sort());
  });
});
