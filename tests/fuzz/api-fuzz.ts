// Every API route, found from the functions' own config.path, gets FUZZ_RUNS generated bad inputs (1,000 by default;
// CI runs fewer) through the local router exactly as a request arrives: mutated versions of a valid body (wrong types,
// huge strings, deep nesting, odd unicode, NaN / Infinity / negatives, unknown enum values, SQL and HTML payloads),
// broken JSON, wrong content types, oversize bodies, odd path parameters, and missing, forged or cross-site sessions.
// Each answer must be < 500 and, when 4xx, in the one error shape; a refused write must leave the data unchanged.
// The routes are shared between the api-N.fuzz.test.ts files (every other one each), which vitest runs side by side:
// as one file this was the longest single job of CI's first checks, on one core while the other idled.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopDayOf, shopIso, shopMoment } from '../../src/features/bookings/shop-time.ts';
import { DEFAULT_GUIDE } from '../../src/features/guide/defaults.ts';
import { demoOfferSettings } from '../../src/features/seed/offer-settings.ts';
import { demoSettings } from '../../src/features/seed/settings.ts';
import { RESERVED_PARAMS } from '../../src/lib/link-params.ts';
import { type FunctionModule, listFunctionFiles, routeToFunction } from '../../src/local/functions-router.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { humanGuard, nextIp, signIn } from '../helpers.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ORIGIN = 'http://localhost:4321';

interface Route {
  method: string;
  path: string;
  admin: boolean;
}

let modules: FunctionModule[] = [];
let routes: Route[] = [];
let cookie = '';
const ids: Record<string, string[]> = {
  products: [],
  collections: [],
  portfolio: [],
  quotes: [],
  inquiries: [],
  admins: [],
  offers: [],
};

// Routes are listed when the file loads (it.each needs them), from the same files the local servers route to.
const files = await listFunctionFiles();
modules = (await Promise.all(files.map((file) => import(file)))) as FunctionModule[];
routes = modules.flatMap((mod) => {
  const paths = [mod.config?.path ?? []].flat();
  const methods = [mod.config?.method ?? ['GET']].flat().map((m) => m.toUpperCase());
  return paths.flatMap((path) =>
    methods.map((method) => ({
      method,
      path,
      // Everything that changes the catalogue or lives under /api/admin is behind the session.
      admin:
        path.startsWith('/api/admin') ||
        path === '/api/upload' ||
        (method !== 'GET' && /^\/api\/(products|furniture\/portfolio)/.test(path)),
    })),
  );
});

async function prepare() {
  // The deploy webhook answers 404 unless configured: configured, its signature check is what gets fuzzed.
  process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789';
  resetEnv();
  ({ cookie } = await signIn());
  // Another admin, so PATCH /api/admin/admins/:id meets a real one to disable (it never may: no password is right).
  ids.admins = [(await signIn()).userId];
  const db = getDb();
  ids.products = (await db.selectFrom('products').select('id').execute()).map((r) => r.id);
  ids.collections = (await db.selectFrom('collections').select('id').execute()).map((r) => r.id);
  ids.portfolio = (await db.selectFrom('portfolio_items').select('id').execute()).map((r) => r.id);
  // One quote and one enquiry, so the inbox routes meet real ids and reach their body checks.
  const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  const submit = (path: string, body: unknown) =>
    routeToFunction(
      new Request(new URL(path, ORIGIN), { method: 'POST', headers, body: JSON.stringify(body) }),
      modules,
      nextIp(),
    );
  const person = humanGuard();
  const quote = await submit('/api/quotes', {
    productSlug: 'classic-oak',
    customer: { name: 'Fuzz', phone: '+380671234567' },
    ...person,
  });
  headers['idempotency-key'] = randomUUID();
  const enquiry = await submit('/api/contact/general', { name: 'Fuzz', email: 'fuzz@example.com', ...person });
  if (quote?.status !== 201 || enquiry?.status !== 201) throw new Error('could not submit the fuzz quote and enquiry');
  ids.quotes = [((await quote.json()) as { id: string }).id];
  ids.inquiries = [((await enquiry.json()) as { id: string }).id];
  // An offer on the quote, so the offer routes meet a real one.
  const prepared = await routeToFunction(
    new Request(new URL('/api/admin/offers', ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-requested-with': 'fetch' },
      body: JSON.stringify({ requestId: ids.quotes[0] }),
    }),
    modules,
    nextIp(),
  );
  if (prepared?.status !== 201) throw new Error('could not prepare the fuzz offer');
  ids.offers = [((await prepared.json()) as { id: string }).id];
}

/** A start a visitor may book: three days ahead at 10:00 in Kyiv (`days` ahead when given). */
const bookingStart = (days = 3) => shopIso(shopMoment(addDays(shopDayOf(Date.now()), days), '10:00'));

/** A valid review (the admin's POST and PUT of /api/admin/reviews). */
const aReview = () => ({
  author: 'Олена',
  city: 'Київ',
  body: 'Чудові двері',
  lang: 'uk',
  rating: 5,
  reviewedOn: '2026-05-01',
  productId: ids.products?.[0] ?? null,
  photoUrls: [],
});

/** Valid bodies to mutate, per route: the fuzzer starts near what the endpoint accepts, so it reaches deep checks. */
const examples: Record<string, () => Record<string, unknown>> = {
  'POST /api/price': () => ({ productSlug: 'classic-oak', selections: { heightMm: 2100, doorBlock: 'inside' } }),
  'POST /api/quotes': () => ({
    productSlug: 'concealed-basic',
    selections: { heightMm: 2200, magneticLock: true },
    customer: { name: 'Fuzz', email: 'fuzz@example.com', phone: '+380671234567' },
    notes: 'fuzz',
    ...humanGuard(),
  }),
  'POST /api/contact/:type': () => ({
    name: 'Fuzz',
    email: 'fuzz@example.com',
    phone: '+380501112233',
    message: 'A wardrobe',
    ...humanGuard(),
  }),
  'POST /api/auth/login': () => ({ email: 'fuzz@example.com', password: 'not the password' }),
  // A first password the policy accepts, confirmed with a wrong password of the fuzzer's own: each body reaches the
  // policy and the lockout's count, and none may add, disable or change anything (decision 018).
  'POST /api/auth/password': () => ({ currentPassword: 'not the password', newPassword: 'walnut hinge lintel 42' }),
  'POST /api/admin/admins': () => ({
    email: 'fuzz-admin@example.com',
    password: 'walnut hinge lintel 42',
    currentPassword: 'not the password',
  }),
  'PATCH /api/admin/admins/:id': () => ({ disabled: true, currentPassword: 'not the password' }),
  'POST /api/products': () => ({
    categorySlug: 'concealed',
    name: 'Fuzz door',
    basePriceCents: 10_000,
    doorType: 'STANDARD',
    isActive: false,
  }),
  // Doors stay active: later routes (price, quotes) need the seeded doors to reach their own checks.
  'PUT /api/products/:id': () => ({ basePriceCents: 10_000, isActive: true }),
  'POST /api/admin/collections': () => ({ categorySlug: 'interior', name: 'Fuzz', slug: 'fuzz', imageUrl: '' }),
  'PUT /api/admin/collections/:id': () => ({ name: 'Fuzz' }),
  'POST /api/furniture/portfolio': () => ({ name: 'Fuzz', coverUrl: '/placeholder.svg', albumUrls: [] }),
  'PUT /api/furniture/portfolio/:id': () => ({ name: 'Fuzz', coverUrl: '/placeholder.svg', albumUrls: [] }),
  'POST /api/admin/fx': () => ({ rate: 41.5, asOfDate: '2026-11-20' }),
  'PATCH /api/admin/quotes/:id': () => ({ delivered: true, adminNotes: 'fuzz' }),
  'PATCH /api/admin/inquiries/:id': () => ({ delivered: true, adminNotes: 'fuzz' }),
  'POST /api/admin/quotes/:id/duplicate': () => ({ action: 'dismiss' }),
  'POST /api/admin/inquiries/:id/duplicate': () => ({ action: 'dismiss' }),
  'PUT /api/admin/order': () => ({ kind: 'collections', ids: [randomUUID(), randomUUID()] }),
  'PUT /api/admin/settings': () => ({ version: 0, settings: structuredClone(demoSettings) }),
  'PUT /api/admin/offer-settings': () => ({ version: 0, settings: structuredClone(demoOfferSettings) }),
  'PUT /api/admin/guide': () => ({ version: 0, settings: structuredClone(DEFAULT_GUIDE) }),
  'POST /api/admin/reviews': () => aReview(),
  'PUT /api/admin/reviews/:id': () => aReview(),
  'POST /api/bookings': () => ({
    kind: 'measurement',
    start: bookingStart(),
    name: 'Fuzz',
    phone: '+380671234567',
    email: 'fuzz@example.com',
    area: 'Kyiv',
    address: '1 Fuzz St',
    note: 'fuzz',
    requestRef: 'D-10001',
    lang: 'uk',
    ...humanGuard(),
  }),
  'POST /api/bookings/:token/:action': () => ({ start: bookingStart() }),
  'POST /api/admin/bookings': () => ({
    kind: 'showroom',
    start: bookingStart(),
    name: 'Fuzz',
    phone: '+380671234567',
    lang: 'en',
    override: true,
    tellCustomer: false,
  }),
  'PATCH /api/admin/bookings/:id': () => ({ version: 1, start: bookingStart(), override: false }),
  'POST /api/admin/bookings/:id': () => ({ kind: null, start: bookingStart(), end: bookingStart(4), note: 'fuzz' }),
  'POST /api/admin/offers': () => ({ requestId: ids.quotes?.[0] ?? randomUUID() }),
  'PUT /api/admin/offers/:id': () => ({
    version: 1,
    draft: {
      lang: 'uk',
      lines: [
        {
          type: 'door',
          productSlug: 'classic-oak',
          selections: { widthMm: 810 },
          room: 'Хол',
          quantity: 1,
          discount: null,
        },
        {
          type: 'service',
          name: { en: 'Installation', uk: 'Монтаж' },
          unit: { en: 'door', uk: 'двері' },
          unitPriceCents: 150_000,
          quantity: 1,
          discount: { percent: 5, reason: 'fuzz' },
        },
        { type: 'free', text: 'Шафа', unitPriceCents: 100_000, quantity: 1, discount: null },
      ],
      discount: { amountCents: 10_000, reason: '' },
      prepaymentPercent: 50,
      validUntil: '2026-12-31',
      leadTimeWeeks: 6,
      note: null,
    },
  }),
  'POST /api/admin/offers/:id/send': () => ({ version: 1 }),
  'POST /api/admin/schema/:slug/merge': () => ({
    version: 1,
    actions: [{ type: 'upsertOption', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside', costUSD: 1 }],
  }),
  'POST /api/admin/schema/:slug/history/restore': () => ({ version: 1, restore: 1 }),
};

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Names that live on Object.prototype: as a key of a body (a selection id) they must be refused, never reach it. */
const PROTOTYPE_KEYS = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__proto__',
  'prototype',
];
/** Texts a spreadsheet would run as a formula, as a cell or as one of its lines. */
const CSV_FORMULAS = [
  "Hello\n=cmd|' /C calc'!A0\n=1+1",
  '=HYPERLINK("https://evil.example/pay","Pay now")',
  '+1-1',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  'a\r\n@b',
];
/** Bidi overrides, embeddings, isolates and marks. */
const BIDI = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F'];

/** Values no field should accept as they are. */
const badValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.constantFrom(-1, 0, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 0.1 + 0.2),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    'Ж'.repeat(3000),
    'x'.repeat(100_000),
    "' OR 1=1; DROP TABLE quotes; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    'PLATINUM',
    'NaN',
    'Infinity',
    '2026-02-30',
    '__proto__',
    ...PROTOTYPE_KEYS,
    // Spreadsheet formulas, alone and on a later line of a message (the CSV export defuses every line).
    ...CSV_FORMULAS,
    // The names a door link reads beside its choices: as an id (a control, a selection's key) they must be refused.
    ...RESERVED_PARAMS,
    // Control characters and bidi controls: a single-line field must refuse them (fake lines, reversed text).
    'a\nb',
    'a\r\nSubject: forged',
    '\u0007\u001b[31mred',
    'a\u0085b',
    '\u0001'.repeat(255),
    'a\u2028b',
    ...BIDI.map((c) => `x${c}y`),
    // Forged form tokens: the right shape, a made-up signature; a year old; from the future.
    `${(Date.now() - 60_000).toString(36)}.${'A'.repeat(43)}`,
    '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    `${'z'.repeat(10)}.${'_'.repeat(43)}`,
  ),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constant(deep(2000)),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
);

/** A valid example with one field (nested ones included) replaced, removed or added. */
function mutate(example: Record<string, unknown>) {
  const paths: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (path.length) paths.push(path);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(example, []);
  return fc
    .tuple(
      fc.nat(),
      badValue,
      fc.constantFrom('replace', 'replace', 'delete', 'add'),
      fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...PROTOTYPE_KEYS, ...RESERVED_PARAMS)),
    )
    .map(([index, value, how, extraKey]) => {
      const body = structuredClone(example);
      const path = paths[index % Math.max(1, paths.length)] ?? ['x'];
      let target = body as Record<string, unknown>;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      const last = path.at(-1) as string;
      if (how === 'delete') delete target[last];
      // defineProperty, so `__proto__` becomes an own key of the JSON as a client would send it.
      else if (how === 'add')
        Object.defineProperty(target, extraKey || 'extra', {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else target[last] = value;
      return JSON.stringify(body);
    });
}

/** A query-string value made of anything (String() fails on objects without a prototype). */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

type Body = { text: string | Uint8Array<ArrayBuffer> | null; contentType: string | null };

/** The upload takes a file's bytes: a PNG's signature and random bytes, under any label, and over the limit. */
function fileBodies(): fc.Arbitrary<Body> {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 2048 }),
    fc.uint8Array({ maxLength: 2048 }).map((tail) => Uint8Array.from([...signature, ...tail])),
    fc.constant(new Uint8Array(4_000_001)),
  );
  return fc.record({
    text: bytes.map((b) => new Uint8Array(b)),
    contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'application/json', null),
  });
}

function bodies(route: Route): fc.Arbitrary<Body> {
  if (route.path === '/api/upload') return fileBodies();
  const example = examples[`${route.method} ${route.path}`]?.() ?? { name: 'x' };
  const asJson = (text: fc.Arbitrary<string>) => text.map((t) => ({ text: t, contentType: 'application/json' }));
  return fc.oneof(
    { weight: 12, arbitrary: asJson(mutate(example)) },
    { weight: 2, arbitrary: asJson(fc.jsonValue().map((v) => JSON.stringify(v))) },
    {
      weight: 2,
      arbitrary: asJson(
        fc.constantFrom(
          '{',
          '{"a":',
          'NaN',
          'Infinity',
          '-Infinity',
          '[]',
          '"x"',
          'null',
          '{"a":1}garbage',
          '\u0000',
          '',
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        text: fc.constant(JSON.stringify(example)),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          null,
        ),
      }),
    },
    { weight: 1, arbitrary: asJson(fc.constantFrom(800_000, 9_000_000).map((n) => `{"a":"${'x'.repeat(n)}"}`)) },
  );
}

/** A value for a path parameter: ids that exist (to reach the body's checks), random ones, and junk. */
/** The values of a path parameter that reach the handler's own checks: real ids of the route's rows, known slugs. */
function usualParams(name: string, route: Route): string[] {
  const pick = (list: string[] | undefined) => (route.method === 'DELETE' ? [] : (list ?? []));
  const real = route.path.includes('/products/')
    ? pick(ids.products)
    : route.path.includes('/collections/')
      ? pick(ids.collections)
      : route.path.includes('/portfolio/')
        ? pick(ids.portfolio)
        : route.path.includes('/admin/quotes/')
          ? pick(ids.quotes)
          : route.path.includes('/admin/inquiries/')
            ? pick(ids.inquiries)
            : route.path.includes('/admin/admins/')
              ? pick(ids.admins)
              : route.path.includes('/admin/offers/')
                ? pick(ids.offers)
                : [];
  const known: Record<string, string[]> = {
    slug: ['interior', 'concealed', 'classic-oak'],
    type: ['general', 'furniture'],
    key: ['seed/classic-oak.png', 'x.png'],
  };
  return [...real, ...(known[name] ?? [])];
}

function param(name: string, route: Route): fc.Arbitrary<string> {
  const usual = usualParams(name, route);
  return (
    fc
      .oneof(
        // Mostly values that reach the handler's own checks; the rest probe the routing and parameter parsing.
        { weight: usual.length ? 6 : 0, arbitrary: fc.constantFrom(...(usual.length ? usual : ['x'])) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "1' OR '1'='1",
            '%00',
            '..%2F..%2F',
            'Ж',
            '-1',
            '0',
            '9'.repeat(40),
            '<b>',
            'GENERAL',
          ),
        },
      )
      // '.' and '..' are resolved away by the URL itself: the request would not reach this route at all.
      .map((value) => (value === '.' || value === '..' ? `x${value}` : value))
  );
}

type Auth = 'session' | 'none' | 'forged' | 'bearer' | 'cross-site';

const forgedTokens = [
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiJ9.',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl',
  'not-a-token',
  'x'.repeat(5000),
];

function headersFor(route: Route, auth: Auth, forged: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-requested-with': 'fetch' };
  // Logging out revokes the session every other run uses: the auth routes get no valid one.
  if (auth === 'session' && !route.path.startsWith('/api/auth')) headers.cookie = cookie;
  if (auth === 'cross-site') Object.assign(headers, { cookie, origin: 'https://evil.example' });
  if (auth === 'forged') headers.cookie = `session=${forged}`;
  if (auth === 'bearer') headers.authorization = `Bearer ${forged}`;
  return headers;
}

/** What a refused request must not have changed: the business data (bookkeeping such as rate limits may move). */
async function fingerprint(): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select count(*) from products) as products,
      (select max(updated_at) from products) as products_at,
      (select count(*) from collections) as collections,
      (select max(updated_at) from collections) as collections_at,
      (select count(*) from portfolio_items) as portfolio,
      (select max(updated_at) from portfolio_items) as portfolio_at,
      (select count(*) from quotes) as quotes,
      (select max(updated_at) from quotes) as quotes_at,
      (select count(*) from inquiries) as inquiries,
      (select max(updated_at) from inquiries) as inquiries_at,
      (select count(*) from exchange_rates) as rates,
      (select sum(version) from pricing_documents) as pricing,
      (select count(*) from admin_users) as admins,
      (select count(*) from admin_users where disabled_at is not null) as disabled_admins,
      (select count(*) from notification_outbox) as outbox,
      (select sum(version) from offers) as offers,
      (select count(*) from offer_versions) as offer_versions,
      (select count(*) from offer_settings) as offer_settings,
      (select count(*) from guide_settings) as guide_settings,
      (select count(*) from reviews) as reviews,
      (select max(updated_at) from reviews) as reviews_at
  `.execute(getDb());
  return JSON.stringify(rows[0]);
}

function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  if (typeof error === 'string') return error.length > 0;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return false;
  const entries = Object.entries(errors);
  return entries.length > 0 && entries.every(([, m]) => Array.isArray(m) && m.every((s) => typeof s === 'string'));
}

// Every key any route reads from its query string (parseQuery and the overview's period), each given a value no
// database takes (a NUL, alone or inside text), on every GET route as the signed-in manager — over a query the route
// accepts, so the key's own check is what answers: each is refused with a 4xx or ignored, never a 500. Generated
// inputs reach a given key only now and then; this sweep reaches every one every run.
const QUERY_KEYS = [
  'q',
  'page',
  'pageSize',
  'sort',
  'dir',
  'status',
  'delivered',
  'format',
  'lang',
  'type',
  'from',
  'to',
  'days',
  'kind',
  'stage',
  'due',
  'overdue',
  'slug',
  'categorySlug',
  'categoryId',
  'collection',
  'includeInactive',
  'filename',
];

/** A query each route answers 200 to (the swept key then replaces its own value): the keys it needs. */
const SWEEP_BASE: Record<string, Record<string, string>> = {
  '/api/admin/inquiries': { type: 'GENERAL' },
  '/api/admin/bookings': { from: addDays(shopDayOf(Date.now()), 1), to: addDays(shopDayOf(Date.now()), 7) },
  '/api/admin/schema/:slug/history': { from: '1', to: '1' },
};
const sweepTargets = [
  ...routes
    .filter((r) => r.method === 'GET')
    .map((route) => ({
      route,
      path: route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(usualParams(name, route)[0] ?? 'x')),
      base: SWEEP_BASE[route.path] ?? {},
    })),
  // The visitor's free times live under /api/bookings/:token.
  ...routes
    .filter((r) => r.method === 'GET' && r.path === '/api/bookings/:token')
    .map((route) => ({ route, path: '/api/bookings/availability', base: { kind: 'showroom' } })),
];

/**
 * Part `part` (0-based) of `parts`: every `parts`-th route gets the generated inputs; the last part also sweeps the
 * query keys. Call once at the top of a *.fuzz.test.ts file.
 */
export function fuzzPart(part: number, parts: number): void {
  const mine = routes.filter((_route, i) => i % parts === part);
  beforeAll(prepare);

  describe(`every API route survives ${RUNS} bad inputs (part ${part + 1} of ${parts})`, () => {
    it('found the routes', () => {
      expect(routes.length).toBeGreaterThan(20);
      expect(mine.length).toBeGreaterThan(0);
    });

    it.each(mine.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      const auths: Auth[] = route.admin
        ? ['session', 'session', 'session', 'none', 'forged', 'bearer', 'cross-site']
        : ['none', 'none', 'session', 'forged'];
      const writes = !['GET', 'HEAD'].includes(route.method);
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...names.map((n) => param(n, route))),
          writes ? bodies(route) : fc.constant<Body>({ text: null, contentType: null }),
          fc.constantFrom(...auths),
          fc.constantFrom(...forgedTokens),
          fc.dictionary(
            fc.constantFrom('q', 'page', 'slug', 'categorySlug', 'type', 'sort', 'filename', 'from', 'to'),
            badValue.map(asText),
            {
              maxKeys: 3,
            },
          ),
          async (values, body, auth, forged, query) => {
            let path = route.path;
            names.forEach((name, i) => {
              path = path.replace(`:${name}`, encodeURIComponent(values[i] ?? ''));
            });
            const url = new URL(path, ORIGIN);
            // Routes that need a query parameter get a valid one, which the generated ones may then override.
            if (route.path === '/api/admin/inquiries') url.searchParams.set('type', 'GENERAL');
            if (route.path === '/api/upload') url.searchParams.set('filename', 'fuzz.png');
            for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
            const headers = headersFor(route, auth, forged);
            if (body.contentType) headers['content-type'] = body.contentType;
            if (['/api/quotes', '/api/project-quotes'].includes(route.path) || route.path.startsWith('/api/contact')) {
              headers['idempotency-key'] = randomUUID();
            }
            const before = writes ? await fingerprint() : '';
            const response = await routeToFunction(
              new Request(url, { method: route.method, headers, body: body.text }),
              modules,
              nextIp(),
            );
            expect(response, 'a route that matches').toBeDefined();
            const status = response?.status ?? 0;
            seen.set(status, (seen.get(status) ?? 0) + 1);
            const text = (await response?.text()) ?? '';
            expect(status, `${route.method} ${url.pathname}: ${text.slice(0, 300)}`).toBeLessThan(500);
            if (status >= 400) {
              let parsed: unknown;
              try {
                parsed = JSON.parse(text);
              } catch {}
              expect(isErrorShape(parsed), `error shape of ${status}: ${text.slice(0, 300)}`).toBe(true);
              if (writes) expect(await fingerprint(), `a refused ${route.method} changed data`).toBe(before);
            }
            // GET only reads (and a browser never sends the SameSite=Strict cookie cross-site anyway).
            if (
              route.admin &&
              (auth === 'none' || auth === 'forged' || auth === 'bearer' || (auth === 'cross-site' && writes))
            ) {
              expect(status, 'without a valid same-site session').toBeGreaterThanOrEqual(400);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
      console.info(
        `[fuzz] ${route.method} ${route.path}: ${RUNS} inputs → ${[...seen]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      );
    });
  });

  if (part !== parts - 1) return;
  describe('every GET route refuses an unstorable character in any query parameter', () => {
    it.each(sweepTargets.map((target) => [target.path, target] as const))(
      '%s',
      async (_name, { route, path, base }) => {
        for (const key of QUERY_KEYS) {
          for (const value of ['a\u0000b', '\u0000']) {
            const url = new URL(path, ORIGIN);
            for (const [name, given] of Object.entries(base)) url.searchParams.set(name, given);
            url.searchParams.set(key, value);
            const response = await routeToFunction(
              new Request(url, { headers: headersFor(route, 'session', '') }),
              modules,
              nextIp(),
            );
            const text = (await response?.text()) ?? '';
            expect(
              response?.status,
              `${url.pathname}?${key}=${JSON.stringify(value)}: ${text.slice(0, 200)}`,
            ).toBeLessThan(500);
          }
        }
      },
    );

    it('sweeps each route over a query it answers', async () => {
      for (const { route, path, base } of sweepTargets.filter((t) => Object.keys(t.base).length)) {
        const url = new URL(path, ORIGIN);
        for (const [name, given] of Object.entries(base)) url.searchParams.set(name, given);
        const response = await routeToFunction(
          new Request(url, { headers: headersFor(route, 'session', '') }),
          modules,
          nextIp(),
        );
        expect(response?.status, `${url.pathname}${url.search}`).toBe(200);
      }
    });
  });
}
