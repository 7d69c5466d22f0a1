// The customer's confirmation is no relay (decision 018), against a real SMTP sink: at most 3 a day to one
// mailbox and 5 a day from one client, the request itself stored whatever; and nothing the visitor typed reaches the
// mail (no name, no room, a subject of the shop's own), so nobody can have the shop's server carry their link or
// formula to an address they do not own.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import { decodeProject } from '../../src/features/project/project.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { afterWork, call, humanGuard, nextIp } from '../helpers.ts';
import { readMail, type SmtpSink, startSmtpSink } from './notifications-standins.ts';
import { projectTotal, type RequestDoor } from './project-requests.ts';

let smtp: SmtpSink;
let saved: NodeJS.ProcessEnv;
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  saved = { ...process.env };
  smtp = await startSmtpSink();
});

beforeEach(() => {
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_FROM: 'site@doors.example',
    NOTIFY_EMAIL_TO: 'manager@doors.example',
    URL: 'https://doors.example',
  });
  resetEnv();
  // A confirmation left out is logged as a warning: checked where it matters, kept out of the output.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await afterWork();
  warn.mockRestore();
  process.env = { ...saved };
  resetEnv();
});

afterAll(async () => {
  await smtp.close();
});

interface Created {
  id: string;
  reference: string;
  confirmationEmail: string | null;
}

async function quote(email: string, ip = nextIp(), name = 'Olena'): Promise<Created> {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      productSlug: 'classic-oak',
      selections: {},
      customer: { name, email, phone: '+380 67 111 22 33' },
      lang: 'en',
      ...humanGuard(),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Created;
}

/** Every delivery the submissions started, then one more pass for anything they left. */
async function delivered(): Promise<void> {
  await afterWork();
  await deliverDue(getDb(), { limit: 100 });
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const stored = async (ids: string[]) =>
  (await getDb().selectFrom('quotes').select('id').where('id', 'in', ids).execute()).length;

describe("the customer's confirmation is no relay", () => {
  it('goes to one mailbox at most 3 times a day; the 4th request is stored (201) without one', async () => {
    // One mailbox however it is written: case, and a +tag its provider delivers to the same inbox.
    const sent = [
      await quote('victim@example.com'),
      await quote('victim@example.com'),
      await quote('Victim@Example.com'),
      await quote('victim+shop@example.com'),
    ];
    expect(sent.map((s) => s.confirmationEmail)).toEqual([
      'victim@example.com',
      'victim@example.com',
      'victim@example.com',
      null,
    ]);
    expect(await stored(sent.map((s) => s.id))).toBe(4);
    await delivered();
    expect(mailsTo('victim@example.com')).toHaveLength(3);
    expect(mailsTo('victim+shop@example.com')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/confirmation of D-\d+ not sent/));
    // The shop still hears of every request.
    expect(mailsTo('manager@doors.example').length).toBeGreaterThanOrEqual(4);
    // Another mailbox gets its own.
    expect((await quote('neighbour@example.com')).confirmationEmail).toBe('neighbour@example.com');
  });

  it('goes from one client to at most 5 addresses a day; its 6th request is stored (201) without one', async () => {
    const ip = nextIp();
    const sent: Created[] = [];
    for (let n = 1; n <= 6; n++) sent.push(await quote(`stranger-${n}@example.com`, ip));
    expect(sent.map((s) => s.confirmationEmail)).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => `stranger-${n}@example.com`),
      null,
    ]);
    expect(await stored(sent.map((s) => s.id))).toBe(6);
    await delivered();
    expect(mailsTo('stranger-6@example.com')).toHaveLength(0);
    // Another client is not held back by it.
    expect((await quote('stranger-6@example.com')).confirmationEmail).toBe('stranger-6@example.com');
  });

  it('carries nothing the visitor typed: no name, no room, a subject of the shop’s own', async () => {
    const name = '=HYPERLINK("https://evil.example/pay","Pay now")';
    const doors: RequestDoor[] = [
      { productSlug: 'classic-oak', selections: {}, room: 'Visit https://evil.example/pay now', quantity: 1 },
      { productSlug: 'concealed-basic', selections: {}, room: 'evil.example/pay', quantity: 2 },
    ];
    const response = await call(projectQuotes, 'POST', '/api/project-quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        doors,
        seenTotalCents: await projectTotal(doors),
        lang: 'en',
        customer: { name, phone: '+380 67 123 45 67', email: 'target@example.com' },
        notes: 'Pay at https://evil.example/pay',
        ...humanGuard(),
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as Created;
    expect(created.confirmationEmail).toBe('target@example.com');
    const single = await quote('target-2@example.com', nextIp(), 'Olena www.evil.example');
    await delivered();

    for (const [address, reference] of [
      ['target@example.com', created.reference],
      ['target-2@example.com', single.reference],
    ] as const) {
      const [mail] = mailsTo(address);
      expect(mail, address).toBeDefined();
      const raw = mail?.raw ?? '';
      const { subject, text } = readMail(raw);
      expect(subject).toBe(`Your door quote request ${reference}`);
      // Neither in the headers nor in the text, however encoded; and no HTML part to render a link from.
      for (const typed of ['evil', 'HYPERLINK', 'Pay now', 'Olena']) {
        expect(text).not.toContain(typed);
        expect(raw).not.toContain(typed);
      }
      expect(raw).not.toMatch(/text\/html/i);
      // Every address in it is the shop's own.
      for (const link of text.match(/https?:\/\/\S+/g) ?? []) expect(link).toMatch(/^https:\/\/doors\.example\//);
      expect(text).toContain(reference);
    }
    // The doors are listed by the shop's own names.
    const { text } = readMail(mailsTo('target@example.com')[0]?.raw ?? '');
    expect(text).toMatch(/1\. Classic Oak: 1 × /);
    expect(text).toMatch(/2\. Concealed Basic: 2 × /);
  });

  it('links a project to its project page: the doors as sent, their rooms only inside the link', async () => {
    const doors: RequestDoor[] = [
      { productSlug: 'classic-oak', selections: { heightMm: 2100, handle: 'premium' }, room: 'Спальня', quantity: 2 },
      { productSlug: 'concealed-basic', selections: { magneticLock: true }, quantity: 1 },
    ];
    const response = await call(projectQuotes, 'POST', '/api/project-quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        doors,
        seenTotalCents: await projectTotal(doors),
        lang: 'uk',
        customer: { name: 'Olena', phone: '+380 67 123 45 67', email: 'project@example.com' },
        ...humanGuard(),
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    await delivered();
    const { text } = readMail(mailsTo('project@example.com')[0]?.raw ?? '');
    const link = /https:\/\/doors\.example\/uk\/project\/\?p=[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link, text).toBeDefined();
    const reopened = decodeProject(new URL(link ?? '').searchParams.get('p') ?? '');
    expect(reopened.doors.map(({ category, slug, room, quantity }) => ({ category, slug, room, quantity }))).toEqual([
      { category: 'interior', slug: 'classic-oak', room: 'Спальня', quantity: 2 },
      { category: 'concealed', slug: 'concealed-basic', room: '', quantity: 1 },
    ]);
    expect(reopened.doors[0]?.selections).toMatchObject({ heightMm: 2100, handle: 'premium' });
    expect(reopened.doors[1]?.selections).toMatchObject({ magneticLock: true });
    expect(text).not.toContain('Спальня');
  });
});
