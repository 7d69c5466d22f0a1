// The offer's e-mails through the real outbox and a real SMTP server (the sink): the customer gets the sent version
// in their language with its PDF attached and the link to their page; a customer without an address gets none (the
// manager shares the link); the manager is told when the customer accepts or asks for changes.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import type { CustomerOffer, OfferView } from '../../src/features/offers/views.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { afterWork, call, humanGuard, nextIp, signIn } from '../helpers.ts';
import { mailAttachments, readMail, type SmtpSink, startSmtpSink } from './notifications-standins.ts';
import { type OfferApi, offerApi } from './offer-requests.ts';

let api: OfferApi;
let smtp: SmtpSink;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  saved = { ...process.env };
  smtp = await startSmtpSink();
  api = offerApi((await signIn()).cookie);
});
beforeEach(async () => {
  await getDb().deleteFrom('notification_outbox').execute();
  smtp.mails.length = 0;
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_FROM: 'site@doors.example',
    NOTIFY_EMAIL_TO: 'manager@doors.example',
    URL: 'https://doors.example',
  });
  resetEnv();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});
afterAll(async () => {
  await afterWork();
  await smtp.close();
});

/** What the calls left to send after their answers, sent; then anything still due. */
async function delivered() {
  await afterWork();
  return deliverDue(getDb());
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('the offer by e-mail', () => {
  it('sends the customer the version in their language, with the link to it and its PDF attached', async () => {
    const { id, token } = await api.sentOffer();
    const offer = (await (await api.view(token)).json()) as CustomerOffer;
    expect(await delivered()).toMatchObject({ failed: 0, retrying: 0 });

    const mail = smtp.mails.find((m) => readMail(m.raw).subject.startsWith('Ваша пропозиція'));
    expect(mail?.to).toEqual(['family@example.com']);
    const { subject, text } = readMail(mail?.raw ?? '');
    expect(subject).toContain(offer.document.reference);
    const money = formatMoney(offer.document.totals.totalCents, 'uk');
    expect(spaced(text)).toContain(spaced(money));
    expect(text).toContain(`https://doors.example/uk/offer/#${token}`);
    const [pdf, ...more] = mailAttachments(mail?.raw ?? '');
    expect(more).toEqual([]);
    expect(pdf).toMatchObject({ filename: `offer-${offer.document.reference}-v1.pdf`, type: 'application/pdf' });
    const pdfText = spaced((await extractText(await getDocumentProxy(pdf?.bytes ?? new Uint8Array()))).text.join(' '));
    expect(pdfText).toContain(`До сплати ${spaced(money)}`);

    // Version 2 says it replaces the first.
    const { version } = await api.read(id);
    expect((await api.send(id, version)).status).toBe(201);
    await delivered();
    const second = smtp.mails.map((m) => readMail(m.raw)).filter((m) => m.subject.startsWith('Ваша пропозиція'));
    expect(second).toHaveLength(2);
    expect(second[1]?.text).toContain('Це версія 2');
  });

  it('queues nothing for a customer who gave no e-mail address: the answer says so', async () => {
    const response = await call(contact, 'POST', '/api/contact/furniture', {
      params: { type: 'furniture' },
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: { name: 'Без пошти', phone: '+380501112233', message: 'Шафа-купе в коридор', ...humanGuard() },
    });
    expect(response.status).toBe(201);
    const requestId = ((await response.json()) as { id: string }).id;
    await getDb().deleteFrom('notification_outbox').execute();
    const offer = (await (await api.prepare(requestId)).json()) as OfferView;
    const draft = {
      ...offer.draft,
      lines: [{ ...offer.draft.lines[0], text: 'Шафа-купе', unitPriceCents: 4_200_000 }],
    };
    const saved = (await (await api.save(offer.id, offer.version, draft as OfferView['draft'])).json()) as OfferView;
    const sent = await api.send(offer.id, saved.version);
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(((await sent.json()) as { emailedTo: string | null }).emailedTo).toBeNull();
    expect(await getDb().selectFrom('notification_outbox').select('kind').execute()).toEqual([]);
  });

  it('tells the manager when the customer asks for changes and when they accept', async () => {
    const { token } = await api.sentOffer();
    const offer = (await (await api.view(token)).json()) as CustomerOffer;
    const reference = offer.document.reference;
    expect((await api.reply(token, 'changes', { message: 'Ширину 812,\nне 800' })).status).toBe(201);
    const accepted = await api.accept(token, 1);
    const { orderNumber } = (await accepted.json()) as { orderNumber: string };
    await delivered();
    const notices = smtp.mails
      .filter((m) => m.to.includes('manager@doors.example'))
      .map((m) => readMail(m.raw))
      .filter((m) => m.subject.includes(`offer ${reference}`) || m.subject.includes(`Offer ${reference}`));
    expect(notices.map((m) => m.subject).sort()).toEqual(
      [
        `Changes asked to offer ${reference} (${offer.document.customerName})`,
        `Offer ${reference} accepted: order ${orderNumber} (${offer.document.customerName})`,
      ].sort(),
    );
    const changes = notices.find((m) => m.subject.startsWith('Changes'))?.text ?? '';
    // The customer's second line is indented under the label: it cannot pass for a line of ours.
    expect(changes).toContain('Asks for: Ширину 812,\n    не 800');
    expect(changes).toContain(`https://doors.example/admin/quotes?q=${reference}`);
    const acceptance = notices.find((m) => m.subject.startsWith('Offer'))?.text ?? '';
    expect(acceptance).toContain('Accepted as: Олена Коваль');
  });
});
