// Visitors' pictures (docs/decisions/024) through the real functions, a local Netlify Blobs server and the
// database: an anonymous visitor's photo, checked by its bytes and encoded again (scaled to fit 2560 px, no EXIF),
// attached to a furniture enquiry, a door quote and a project request; readable by a signed-in admin only, never
// cached, never guessable; refused when it is not an image, without a form token, beyond six, twice, or once
// attached elsewhere; counted per address; named in the shop's notification; deleted with its request, and swept when
// never attached within a day.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import adminVisitorPictures from '../../netlify/functions/admin-visitor-pictures.ts';
import contact from '../../netlify/functions/contact.ts';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import quotes from '../../netlify/functions/quotes.ts';
import visitorPictures from '../../netlify/functions/upload.ts';
import type { InquiryDetails, QuoteDetails } from '../../src/features/inbox/schema.ts';
import { messageFor } from '../../src/features/notifications/messages.server.ts';
import { sweepPictures } from '../../src/features/uploads/pictures.server.ts';
import { picturesStore } from '../../src/server/blobs.ts';
import { getDb } from '../../src/server/db.ts';
import { limits } from '../../src/server/rate-limit.ts';
import { call, clearOfWindowEnd, formToken, humanGuard, nextIp, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

/** A phone-sized photo with an EXIF orientation and a camera name, as a phone would send it. */
const photo = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: '#b08a5a' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 1, exif: { IFD0: { Make: 'PhonyCam', Model: 'Secret 9' } } })
    .toBuffer();

const upload = (bytes: Buffer, ip = nextIp(), token = formToken()) =>
  call(visitorPictures, 'POST', '/api/visitor-pictures', {
    ip,
    body: bytes,
    headers: { 'x-requested-with': 'fetch', 'content-type': 'image/jpeg', 'x-form-token': token },
  });

async function uploaded(bytes?: Buffer): Promise<string> {
  const response = await upload(bytes ?? (await photo(400, 300)));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const read = (id: string, headers: Record<string, string> = { cookie }) =>
  call(adminVisitorPictures, 'GET', `/api/admin/visitor-pictures/${id}`, { headers, params: { id } });

const furniture = (pictures: unknown, ip = nextIp(), lang = 'en') =>
  call(contact, 'POST', '/api/contact/furniture', {
    params: { type: 'furniture' },
    ip,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      name: `Pictures ${randomUUID().slice(0, 6)}`,
      phone: '+380501112233',
      message: 'A wardrobe for this alcove',
      pictures,
      lang,
      ...humanGuard(),
    },
  });

const inquiry = async (id: string) =>
  (await (
    await call(adminInquiriesItem, 'GET', `/api/admin/inquiries/${id}`, { headers: { cookie }, params: { id } })
  ).json()) as InquiryDetails;

describe('a visitor’s picture', () => {
  it('is checked, scaled to fit 2560 px and stripped, attached to an enquiry, and shown to an admin only', async () => {
    const sent = await upload(await photo());
    expect(sent.status, await sent.clone().text()).toBe(201);
    const picture = (await sent.json()) as { id: string; width: number; height: number };
    expect(picture).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), width: 2560, height: 1707 });

    const second = await uploaded();
    const response = await furniture([picture.id, second]);
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await inquiry(id)).pictures).toEqual([picture, expect.objectContaining({ id: second })]);

    // The admin sees it: private, never cached, its type as stored, nothing in it run; no camera, no orientation.
    const shown = await read(picture.id);
    expect(shown.status).toBe(200);
    expect(Object.fromEntries(shown.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    const meta = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 2560, height: 1707, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();

    // Everyone else: no session, a bad session, a guess.
    expect((await read(picture.id, {})).status).toBe(401);
    expect((await read(picture.id, { cookie: 'session=forged' })).status).toBe(401);
    expect((await read(randomUUID())).status).toBe(404);
    expect((await read('../uploads/x')).status).toBe(404);

    // The shop's message says there are pictures, and where: never the picture itself.
    const message = await messageFor(getDb(), 'INQUIRY', id, 'https://doors.example');
    expect(message?.text).toContain('Pictures: 2, in the back office');
    expect(message?.text).not.toContain(picture.id);
  });

  it('goes with a door quote and a project request too, in the order added', async () => {
    const [a, b, c] = [await uploaded(), await uploaded(), await uploaded()];
    const quote = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        productSlug: 'classic-oak',
        customer: { name: 'Quote with a plan', phone: '+380 67 765 43 21' },
        pictures: [b, a],
        ...humanGuard(),
      },
    });
    expect(quote.status, await quote.clone().text()).toBe(201);
    const quoteId = ((await quote.json()) as { id: string }).id;
    const details = (await (
      await call(adminQuotesItem, 'GET', `/api/admin/quotes/${quoteId}`, {
        headers: { cookie },
        params: { id: quoteId },
      })
    ).json()) as QuoteDetails;
    expect(details.pictures.map((p) => p.id)).toEqual([b, a]);

    const price = await call((await import('../../netlify/functions/price.ts')).default, 'POST', '/api/price', {
      body: { productSlug: 'concealed-basic', selections: {} },
    });
    const { totalPriceCents } = (await price.json()) as { totalPriceCents: number };
    const project = await call(projectQuotes, 'POST', '/api/project-quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        doors: [{ productSlug: 'concealed-basic', selections: {}, quantity: 2, room: 'Hall' }],
        seenTotalCents: totalPriceCents * 2,
        customer: { name: 'Project with a plan', phone: '+380 67 765 43 21' },
        pictures: [c],
        ...humanGuard(),
      },
    });
    expect(project.status, await project.clone().text()).toBe(201);
  });

  it('goes with a general enquiry as with a furniture one, and the manager sees it in its details', async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const response = await call(contact, 'POST', '/api/contact/general', {
      params: { type: 'general' },
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: { name: 'General with photos', email: 'olena@example.com', pictures: [b, a], lang: 'en', ...humanGuard() },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await inquiry(id)).pictures.map((p) => p.id)).toEqual([b, a]);
    const message = await messageFor(getDb(), 'INQUIRY', id, 'https://doors.example');
    expect(message?.text).toContain('Pictures: 2, in the back office');
  });

  it('is refused when it is not an image, without a form token, or too large — never a 5xx', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await upload(svg);
    expect(notImage.status).toBe(422);
    expect(await notImage.json()).toEqual({ errors: { file: ['Not an image we accept: PNG, JPEG, WebP or AVIF'] } });
    const noToken = await upload(await photo(10, 10), nextIp(), '');
    expect(noToken.status).toBe(422);
    expect(((await noToken.json()) as { errors: object }).errors).toHaveProperty('formToken');
    expect((await upload(Buffer.alloc(4_000_001, 1))).status).toBe(413);
    const crossSite = await call(visitorPictures, 'POST', '/api/visitor-pictures', {
      body: await photo(10, 10),
      headers: { 'content-type': 'image/jpeg', 'x-form-token': formToken() },
    });
    expect(crossSite.status).toBe(403);
  });

  it('is kept as JPEG whatever photo format it came in (quick to encode, shown everywhere), a PNG plan as PNG', async () => {
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#777' } })
      .avif()
      .toBuffer();
    const sent = await call(visitorPictures, 'POST', '/api/visitor-pictures', {
      ip: nextIp(),
      body: avif,
      headers: { 'x-requested-with': 'fetch', 'content-type': 'image/avif', 'x-form-token': formToken() },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const response = await furniture([id]);
    expect(response.status).toBe(201);
    expect((await read(id)).headers.get('content-type')).toBe('image/jpeg');
    const plan = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const planId = await uploaded(plan);
    await furniture([planId]);
    expect((await read(planId)).headers.get('content-type')).toBe('image/png');
  });

  it('counts an address by its limit key: an IPv4-mapped visitor as its IPv4, an IPv6 one by its /64', async () => {
    const bytes = await photo(20, 20);
    expect((await upload(bytes, '::ffff:203.0.113.77')).status).toBe(201);
    expect((await upload(bytes, '2001:db8:77:1:aaaa::1')).status).toBe(201);
    const subjects = await getDb()
      .selectFrom('rate_limits')
      .select('subject')
      .where('bucket', '=', limits.picture.bucket)
      .where('subject', 'in', ['203.0.113.77', '2001:db8:77:1::/64'])
      .execute();
    expect(subjects.map((row) => row.subject).sort()).toEqual(['2001:db8:77:1::/64', '203.0.113.77']);
  });

  it('is counted per address: the limit holds under parallel uploads', async () => {
    const ip = nextIp();
    const bytes = await photo(20, 20);
    await clearOfWindowEnd(limits.picture.windowSeconds);
    const answers = await Promise.all(
      Array.from({ length: limits.picture.max + 5 }, () => upload(bytes, ip).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(limits.picture.max);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
  });

  it('is refused beyond six, twice in one request, unknown, or already attached elsewhere', async () => {
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploaded()));
    expect((await furniture(seven)).status).toBe(422);
    const [one] = seven as [string];
    const twice = await furniture([one, one.toUpperCase()]);
    expect(twice.status).toBe(422);
    const unknown = await furniture([randomUUID()]);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ errors: { pictures: ['A picture is no longer here: add it again'] } });
    expect((await furniture([one])).status).toBe(201);
    expect((await furniture([one])).status).toBe(422);
    // In the visitor's language.
    const inUkrainian = await furniture([randomUUID()], nextIp(), 'uk');
    expect(await inUkrainian.json()).toEqual({ errors: { pictures: ['Зображення більше немає: додайте його знову'] } });
    const many = await furniture(
      Array.from({ length: 7 }, () => randomUUID()),
      nextIp(),
      'uk',
    );
    expect(await many.json()).toEqual({ errors: { pictures: ['Не більше 6 зображень'] } });
  });

  it('goes with its request, and is swept when never attached within a day', async () => {
    const kept = await uploaded();
    const loose = await uploaded();
    const response = await furniture([kept]);
    const { id } = (await response.json()) as { id: string };
    const removed = await call(adminInquiriesItem, 'DELETE', `/api/admin/inquiries/${id}`, {
      headers: { cookie, 'x-requested-with': 'fetch' },
      params: { id },
    });
    expect(removed.status).toBe(200);
    // Gone for the shop at once, blob and row.
    expect(await picturesStore().get(kept)).toBeNull();
    expect((await read(kept)).status).toBe(404);
    const rows = await getDb().selectFrom('visitor_pictures').select('id').where('id', 'in', [kept, loose]).execute();
    expect(rows.map((r) => r.id)).toEqual([loose]);

    // A day later the loose one goes too.
    await sql`update visitor_pictures set created_at = now() - interval '26 hours' where id = ${loose}`.execute(
      getDb(),
    );
    await sweepPictures(getDb());
    expect(await picturesStore().get(loose)).toBeNull();
    expect(
      await getDb().selectFrom('visitor_pictures').select('id').where('id', '=', loose).executeTakeFirst(),
    ).toBeUndefined();
    // And a day-old picture can no longer be attached.
    const old = await uploaded();
    await sql`update visitor_pictures set created_at = now() - interval '25 hours' where id = ${old}`.execute(getDb());
    expect((await furniture([old])).status).toBe(422);
  });
});
