// The manager's offer on the real database (docs/product.md#offers): prepared from a project request with its doors as
// the customer chose them, edited with the configurator's rules and priced by the engine (never a typed door price),
// saved with optimistic concurrency, and sent as frozen, numbered versions behind one private link.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOfferSettings from '../../netlify/functions/admin-offer-settings.ts';
import adminOffers from '../../netlify/functions/admin-offers.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import offers from '../../netlify/functions/offers.ts';
import offersPdf from '../../netlify/functions/offers-pdf.ts';
import type { QuoteDetails } from '../../src/features/inbox/schema.ts';
import { tokenHash } from '../../src/features/offers/data.server.ts';
import type { OfferDraft } from '../../src/features/offers/schema.ts';
import type { CustomerOffer, OfferSettingsView, OfferView } from '../../src/features/offers/views.ts';
import { demoOfferSettings } from '../../src/features/seed/offer-settings.ts';
import { interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { shopToday } from '../../src/lib/shop-day.ts';
import { getDb } from '../../src/server/db.ts';
import { call, nextIp, signIn } from '../helpers.ts';
import { type OfferApi, offerApi, THREE_DOORS } from './offer-requests.ts';
import { submitEnquiry } from './pipeline-requests.ts';
import { projectTotal, type RequestDoor, unitPrice } from './project-requests.ts';

let cookie: string;
let email: string;
let api: OfferApi;
beforeAll(async () => {
  ({ cookie, email } = await signIn());
  api = offerApi(cookie);
});

describe('preparing an offer', () => {
  it('starts from the request: each door as the customer chose it, in their language, with the shop’s defaults', async () => {
    const requestId = await api.sendProject();
    const response = await api.prepare(requestId);
    expect(response.status, await response.clone().text()).toBe(201);
    const offer = (await response.json()) as OfferView;
    expect(offer.version).toBe(1);
    expect(offer.request).toMatchObject({ kind: 'QUOTE', id: requestId, lang: 'uk' });
    expect(offer.request.reference).toMatch(/^D-\d{5}$/);
    expect(offer.draft.lang).toBe('uk');
    expect(offer.draft.lines.map((l) => l.type === 'door' && [l.productSlug, l.room, l.quantity])).toEqual([
      ['classic-oak', 'Спальня', 1],
      ['concealed-basic', 'Коридор', 1],
      ['classic-oak', 'Дитяча', 1],
    ]);
    expect(offer.draft.prepaymentPercent).toBe(demoOfferSettings.prepaymentPercent);
    expect(offer.draft.leadTimeWeeks).toBe(demoOfferSettings.leadTimeWeeks);
    const today = new Date(`${shopToday()}T00:00:00Z`);
    today.setUTCDate(today.getUTCDate() + demoOfferSettings.validDays);
    expect(offer.draft.validUntil).toBe(today.toISOString().slice(0, 10));
    expect(offer.versions).toEqual([]);
    expect(offer.link).toBeNull();
    // Priced by the engine: each door's unit price is what its configurator shows.
    const document = offer.preview.document;
    expect(document).not.toBeNull();
    for (const [i, door] of THREE_DOORS.entries()) {
      expect(document?.lines[i]?.unitPriceCents).toBe(await unitPrice(door));
    }
    expect(document?.totals.totalCents).toBe(await projectTotal(THREE_DOORS));
    expect(document?.lines[0]).toMatchObject({ type: 'door', productName: '«Класика» дуб' });
    // Each door is drawn in its finish, as the engine resolved it: Classic Oak in its own oak veneer.
    const finishOf = (line: (typeof document & {})['lines'][number] | undefined) =>
      line?.type === 'door' && [line.selections.finish, line.look.finish];
    const oak = interiorSchema.groups
      .flatMap((g) => g.controls)
      .flatMap((c) => (c.type === 'choice' && c.id === 'finish' ? c.options : []))
      .find((o) => o.id === 'oak')?.swatch;
    expect(oak).toBeDefined();
    expect(finishOf(document?.lines[0])).toEqual(['oak', oak]);
    expect(finishOf(document?.lines[2])).toEqual(['oak', oak]);

    // Pressed again (or by a colleague at once): the same offer.
    const again = await Promise.all([api.prepare(requestId), api.prepare(requestId)]);
    for (const r of again) expect(r.status).toBe(200);
    const ids = await Promise.all(again.map(async (r) => ((await r.json()) as OfferView).id));
    expect(ids).toEqual([offer.id, offer.id]);
    const activity = await getDb()
      .selectFrom('request_activity')
      .select(['kind', 'admin_email'])
      .where('request_id', '=', requestId)
      .execute();
    expect(activity).toEqual([{ kind: 'OFFER_PREPARED', admin_email: email }]);
  });

  it('an enquiry’s offer starts with one free line, which must be described before it is sent', async () => {
    const requestId = await submitEnquiry(`Wardrobe ${randomUUID().slice(0, 8)}`);
    const offer = (await (await api.prepare(requestId)).json()) as OfferView;
    expect(offer.request.kind).toBe('INQUIRY');
    expect(offer.draft.lines).toEqual([{ type: 'free', text: '', unitPriceCents: 0, quantity: 1, discount: null }]);
    expect(offer.preview.errors).toEqual({ 'lines.0.text': ['Describe what is offered'] });
    const refused = await api.send(offer.id, offer.version);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors['lines.0.text']).toBeDefined();
  });

  it('refuses an unknown request (404) and a malformed id (422)', async () => {
    expect((await api.prepare(randomUUID())).status).toBe(404);
    expect((await api.prepare('not-an-id')).status).toBe(422);
  });
});

describe('editing and sending', () => {
  it('prices a width changed after measuring, services and discounts; a sent version never changes', async () => {
    const requestId = await api.sendProject();
    const offer = (await (await api.prepare(requestId)).json()) as OfferView;
    const [first, ...rest] = offer.draft.lines;
    if (first?.type !== 'door') throw new Error('the first line is a door');
    const measured = { ...first, selections: { ...first.selections, widthMm: 810 } };
    const installation = demoOfferSettings.services.find((s) => s.id === 'installation');
    const delivery = demoOfferSettings.services.find((s) => s.id === 'delivery');
    if (!installation || !delivery) throw new Error('the demo services');
    const service = (s: typeof installation, quantity: number) => ({
      type: 'service' as const,
      name: s.name,
      unit: s.unit,
      unitPriceCents: s.priceCents,
      quantity,
      discount: null,
    });
    const draft: OfferDraft = {
      ...offer.draft,
      lines: [measured, ...rest, service(installation, 3), service(delivery, 1)],
      discount: { percent: 5, reason: 'three doors at once' },
      prepaymentPercent: 50,
      note: 'Ціна з монтажем',
    };
    const saved = await api.save(offer.id, offer.version, draft);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const view = (await saved.json()) as OfferView;
    expect(view.version).toBe(2);
    const document = view.preview.document;
    if (!document) throw new Error(JSON.stringify(view.preview.errors));
    const doors = [{ ...THREE_DOORS[0], selections: { heightMm: 2100, widthMm: 810 } }, ...THREE_DOORS.slice(1)];
    const doorPrices = await Promise.all(doors.map((d) => unitPrice(d as RequestDoor)));
    expect(document.lines.slice(0, 3).map((l) => l.unitPriceCents)).toEqual(doorPrices);
    const subtotal = doorPrices.reduce((a, b) => a + b, 0) + 3 * installation.priceCents + delivery.priceCents;
    expect(document.totals.subtotalCents).toBe(subtotal);
    const discount = Math.round((subtotal / 100) * 0.05) * 100;
    expect(document.totals.discountCents).toBe(discount);
    expect(document.totals.totalCents).toBe(subtotal - discount);
    expect(document.totals.prepaymentCents + document.totals.balanceCents).toBe(subtotal - discount);
    expect(document.lines[3]).toMatchObject({ type: 'service', name: 'Монтаж', unit: 'двері', quantity: 3 });
    // The manager's reason is theirs: not in what the customer sees.
    expect(JSON.stringify(document)).not.toContain('three doors at once');

    // A stale save is refused and changes nothing.
    const stale = await api.save(offer.id, offer.version, { ...draft, note: 'lost update' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe('OFFER_CHANGED');
    expect((await api.read(offer.id)).draft.note).toBe('Ціна з монтажем');

    // Sending freezes version 1 and moves the request to Quoted.
    expect((await api.send(offer.id, 1)).status).toBe(409);
    const sent = await api.send(offer.id, 2);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const link = (await sent.json()) as { number: number; version: number; token: string; url: string };
    expect(link).toMatchObject({ number: 1, version: 3 });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`/uk/offer/#${link.token}`);
    const row = await getDb()
      .selectFrom('offers')
      .select(['token_hash'])
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    // The token itself is never stored: only its hash.
    expect(row.token_hash).toBe(tokenHash(link.token));
    const frozen = await getDb()
      .selectFrom('offer_versions')
      .select(['document', 'total_cents'])
      .where('offer_id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(Number(frozen.total_cents)).toBe(subtotal - discount);
    const details = await call(adminQuotesItem, 'GET', `/api/admin/quotes/${requestId}`, {
      headers: { cookie },
      params: { id: requestId },
    });
    expect(((await details.json()) as QuoteDetails).status).toBe('QUOTED');

    // Version 2: the rate moves, the draft changes; version 1 stays exactly as sent, the link stays the same.
    await getDb().insertInto('exchange_rates').values({ rate_x10000: 500_000, as_of: new Date() }).execute();
    try {
      const v2 = (await api.read(offer.id)).preview.document;
      expect(v2?.rateX10000).toBe(500_000);
      expect(v2?.totals.totalCents).not.toBe(subtotal - discount);
      // The draft's version moved with the send (a double click on Send is stale): 2 is no longer it.
      expect((await api.send(offer.id, 2)).status).toBe(409);
      const second = await api.send(offer.id, 3);
      expect(second.status).toBe(201);
      const link2 = (await second.json()) as { number: number; token: string };
      expect(link2).toMatchObject({ number: 2, token: link.token });
      const versions = await getDb()
        .selectFrom('offer_versions')
        .select(['number', 'document'])
        .where('offer_id', '=', offer.id)
        .orderBy('number')
        .execute();
      expect(versions.map((v) => v.number)).toEqual([1, 2]);
      expect(versions[0]?.document).toEqual(frozen.document);
      const view2 = await api.read(offer.id);
      expect(view2.versions.map((v) => v.number)).toEqual([1, 2]);
      // The history says what changed: at the new rate, every door's price and the total.
      expect(view2.versions[0]?.changes).toBeNull();
      expect(view2.versions[1]?.changes).toContainEqual(expect.objectContaining({ kind: 'total' }));
      expect(view2.versions[1]?.changes).toContainEqual(expect.objectContaining({ kind: 'price' }));
      expect(view2.link).toBe(link.url);
    } finally {
      await getDb().deleteFrom('exchange_rates').where('rate_x10000', '=', 500_000).execute();
    }
  });

  it('a door that cannot be priced is shown at its line, and the draft cannot be sent', async () => {
    const requestId = await api.sendProject();
    const offer = (await (await api.prepare(requestId)).json()) as OfferView;
    const draft: OfferDraft = {
      ...offer.draft,
      lines: [
        ...offer.draft.lines,
        { type: 'door', productSlug: 'no-such-door', selections: {}, room: null, quantity: 1, discount: null },
      ],
    };
    const saved = (await (await api.save(offer.id, offer.version, draft)).json()) as OfferView;
    expect(saved.preview.errors).toEqual({ 'lines.3.productSlug': ['No door with this slug'] });
    expect((await api.send(offer.id, saved.version)).status).toBe(422);
  });

  it('refuses bad drafts with field errors: a typed door price is not even a field', async () => {
    const requestId = await api.sendProject();
    const offer = (await (await api.prepare(requestId)).json()) as OfferView;
    const bad = await api.save(offer.id, offer.version, {
      ...offer.draft,
      prepaymentPercent: 150,
      lines: [
        { type: 'service', name: { en: '', uk: '' }, unit: { en: 'x', uk: 'x' }, unitPriceCents: 150, quantity: 0 },
      ],
    } as unknown as OfferDraft);
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(
      [
        'draft.lines.0.discount',
        'draft.lines.0.name.en',
        'draft.lines.0.name.uk',
        'draft.lines.0.quantity',
        'draft.lines.0.unitPriceCents',
        'draft.prepaymentPercent',
      ].sort(),
    );
  });
});

describe('the customer’s link', () => {
  it('opens the newest version, never cached or indexed; says which version it replaced', async () => {
    const { id, token } = await api.sentOffer();
    const first = await api.view(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const offer = (await first.json()) as CustomerOffer;
    expect(offer).toMatchObject({ number: 1, replaced: null, expired: false, order: null });
    expect(offer.document.lang).toBe('uk');
    expect(offer.document.lines).toHaveLength(3);

    const { version } = await api.read(id);
    expect((await api.send(id, version)).status).toBe(201);
    const second = (await (await api.view(token)).json()) as CustomerOffer;
    expect(second.number).toBe(2);
    expect(second.replaced?.number).toBe(1);
  });

  it('downloads the newest version as a PDF whose text holds every line and the total', async () => {
    const { token } = await api.sentOffer();
    const offer = (await (await api.view(token)).json()) as CustomerOffer;
    const response = await call(offersPdf, 'GET', `/api/offers/${token}/pdf`, { params: { token }, ip: nextIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="offer-${offer.document.reference}-v1.pdf"`,
    );
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    const money = (cents: number) => formatMoney(cents, 'uk').replace(/\s/g, ' ');
    for (const line of offer.document.lines) {
      if (line.type === 'door') expect(text).toContain(line.productName);
      expect(text).toContain(money(line.netCents));
    }
    expect(text).toContain(`До сплати ${money(offer.document.totals.totalCents)}`);
    const missing = await call(offersPdf, 'GET', `/api/offers/${'B'.repeat(43)}/pdf`, {
      params: { token: 'B'.repeat(43) },
      ip: nextIp(),
    });
    expect(missing.status).toBe(404);
  });

  it('answers 404 for a link that is not an offer’s', async () => {
    expect((await api.view('A'.repeat(43))).status).toBe(404);
    expect((await api.view('short')).status).toBe(404);
    expect((await api.accept('A'.repeat(43), 1)).status).toBe(404);
  });

  it('accepting makes the one order: Won, the version’s hash recorded; the offer can no longer change', async () => {
    const { requestId, id, token } = await api.sentOffer();
    const key = randomUUID();
    const accepted = await api.accept(token, 1, key);
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    const { orderNumber } = (await accepted.json()) as { orderNumber: string };
    expect(orderNumber).toMatch(/^O-\d{5,}$/);
    // A retry of the same click is answered alike; another acceptance is refused with the order's number.
    const replay = await api.accept(token, 1, key);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual({ orderNumber });
    const again = await api.accept(token, 1);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'OFFER_ACCEPTED', orderNumber });

    const order = await getDb().selectFrom('orders').selectAll().where('offer_id', '=', id).executeTakeFirstOrThrow();
    const version = await getDb()
      .selectFrom('offer_versions')
      .select('content_sha256')
      .where('offer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      number: orderNumber,
      offer_number: 1,
      accepted_name: 'Олена Коваль',
      content_sha256: version.content_sha256,
      user_agent: 'Vitest Browser/1.0',
    });
    expect(order.address_key).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const details = await call(adminQuotesItem, 'GET', `/api/admin/quotes/${requestId}`, {
      headers: { cookie },
      params: { id: requestId },
    });
    const quote = (await details.json()) as QuoteDetails;
    expect(quote.status).toBe('WON');
    expect(quote.activity.map((a) => a.kind)).toEqual([
      'OFFER_PREPARED',
      'STATUS',
      'OFFER_SENT',
      'STATUS',
      'OFFER_ACCEPTED',
    ]);
    expect(quote.activity.at(-1)?.reference).toBe(orderNumber);

    // The manager can neither send version 2 nor save the draft now.
    const { version: draftVersion, draft } = await api.read(id);
    const refused = await api.send(id, draftVersion);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'OFFER_ACCEPTED',
      error: 'The customer accepted version 1: the offer can no longer change.',
    });
    expect((await api.save(id, draftVersion, draft)).status).toBe(409);
    expect(((await (await api.view(token)).json()) as CustomerOffer).order?.number).toBe(orderNumber);
  });

  it('a replaced version cannot be accepted, nor an offer past its last day', async () => {
    const { id, token } = await api.sentOffer();
    expect((await api.send(id, (await api.read(id)).version)).status).toBe(201);
    const replaced = await api.accept(token, 1);
    expect(replaced.status).toBe(409);
    expect(await replaced.json()).toMatchObject({ code: 'OFFER_REPLACED', number: 2 });

    await getDb().updateTable('offer_versions').set({ valid_until: '2020-01-31' }).where('offer_id', '=', id).execute();
    expect(((await (await api.view(token)).json()) as CustomerOffer).expired).toBe(true);
    const expired = await api.accept(token, 2);
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as { code: string }).code).toBe('OFFER_EXPIRED');
    expect(await getDb().selectFrom('orders').select('id').where('offer_id', '=', id).execute()).toEqual([]);
  });

  it('asks for changes: the message lands in the request’s activity and the offer stays open', async () => {
    const { requestId, token } = await api.sentOffer();
    const asked = await api.reply(token, 'changes', { message: 'Чи можна дверi у спальню шириною 850?' });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const entry = await getDb()
      .selectFrom('request_activity')
      .select(['kind', 'note'])
      .where('request_id', '=', requestId)
      .where('kind', '=', 'OFFER_CHANGES')
      .executeTakeFirstOrThrow();
    expect(entry.note).toBe('Чи можна дверi у спальню шириною 850?');
    expect((await api.accept(token, 1)).status).toBe(201);
  });

  it('refuses a reply without a name, without agreeing, or without the form guard', async () => {
    const { token } = await api.sentOffer();
    const noAgree = await api.reply(token, 'accept', { number: 1, name: 'Олена Коваль', agree: false });
    expect(noAgree.status).toBe(422);
    expect(Object.keys(((await noAgree.json()) as { errors: object }).errors)).toEqual(['agree']);
    const noName = await api.reply(token, 'accept', { number: 1, name: ' ', agree: true });
    expect(Object.keys(((await noName.json()) as { errors: object }).errors)).toEqual(['name']);
    const bot = await call(offers, 'POST', `/api/offers/${token}/accept`, {
      params: { token },
      ip: nextIp(),
      body: { lang: 'uk', number: 1, name: 'Bot', agree: true, website: 'spam', formToken: 'x' },
    });
    expect(bot.status).toBe(422);
  });
});

describe('deleting a request on the customer’s demand', () => {
  it('takes its offer and every sent version with it', async () => {
    const requestId = await api.sendProject();
    const offer = (await (await api.prepare(requestId)).json()) as OfferView;
    expect((await api.send(offer.id, offer.version)).status).toBe(201);
    const deleted = await call(adminQuotesItem, 'DELETE', `/api/admin/quotes/${requestId}`, {
      headers: { cookie, 'x-requested-with': 'fetch' },
      params: { id: requestId },
    });
    expect(deleted.status).toBe(200);
    const db = getDb();
    expect(await db.selectFrom('offers').select('id').where('id', '=', offer.id).execute()).toEqual([]);
    expect(await db.selectFrom('offer_versions').select('number').where('offer_id', '=', offer.id).execute()).toEqual(
      [],
    );
    expect(
      (
        await call(adminOffers, 'GET', `/api/admin/offers/${offer.id}`, {
          headers: { cookie },
          params: { id: offer.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the offers’ defaults', () => {
  it('reads the demo services, saves with a version, refuses a stale save', async () => {
    const get = async () =>
      (await (
        await call(adminOfferSettings, 'GET', '/api/admin/offer-settings', { headers: { cookie } })
      ).json()) as OfferSettingsView;
    const before = await get();
    expect(before.settings.services.map((s) => s.id)).toEqual([
      'measurement',
      'delivery',
      'installation',
      'old-door-removal',
      'packaging-removal',
    ]);
    const settings = { ...before.settings, prepaymentPercent: 30 };
    const put = (version: number) =>
      call(adminOfferSettings, 'PUT', '/api/admin/offer-settings', {
        headers: { cookie },
        body: { version, settings },
      });
    const saved = await put(before.version);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await get()).settings.prepaymentPercent).toBe(30);
    expect((await put(before.version)).status).toBe(409);
    // Put back for the other tests of this file's database.
    const now = await get();
    await call(adminOfferSettings, 'PUT', '/api/admin/offer-settings', {
      headers: { cookie },
      body: { version: now.version, settings: before.settings },
    });
  });

  it('is behind the session', async () => {
    expect((await call(adminOfferSettings, 'GET', '/api/admin/offer-settings')).status).toBe(401);
    expect((await call(adminOffers, 'POST', '/api/admin/offers', { body: { requestId: randomUUID() } })).status).toBe(
      401,
    );
  });
});
