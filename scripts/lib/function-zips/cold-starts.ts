// Part 3 of `npm run check:functions`: the form-token, price, quotes, auth-login, offers-pdf and offers-invoice-pdf
// zips answer through
// Netlify's bootstrap against a fresh PostgreSQL database (migrated, seeded) through the Neon driver; cold and warm
// figures are printed beside the floor of a function that imports nothing. Timings are printed, never failed on.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { tenLines } from '../../../src/features/offers/testing.ts';
import { sampleInvoice } from '../../../src/features/orders/testing.ts';
import { startBridge } from '../../../tests/setup/neon-bridge.ts';
import { fail, mb, median, ms, type Zip } from './common.ts';
import { type Call, checkCall, floorZip, invoke, type Request, type Run, runNode, unzip } from './lambda.ts';

const COLD_RUNS = 5;
const WARM_CALLS = 60;
const PDF_COLD_RUNS = 3;
const PDF_WARM_CALLS = 20;

/**
 * A sent ten-line offer (the PDF tests' document) on request `quoteId`, behind a token of its own, accepted, with its
 * prepayment invoice (the invoice PDF tests' document): the token.
 */
async function sentOffer(databaseUrl: string, quoteId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const document = tenLines('uk');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into offers (request_kind, request_id, draft, version, sent_number, token_salt, token_hash, created_by)
       values ('QUOTE', $1, '{}', 2, 1, 'check-functions', $2, 'check-functions') returning id`,
      [quoteId, createHash('sha256').update(token).digest('hex')],
    );
    await client.query(
      `insert into offer_versions (offer_id, number, document, draft, content_sha256, total_cents, valid_until, sent_by)
       values ($1, 1, $2, '{}', $3, $4, $5, 'check-functions')`,
      [
        rows[0]?.id,
        JSON.stringify(document),
        createHash('sha256').update(JSON.stringify(document)).digest('hex'),
        document.totals.totalCents,
        document.validUntil,
      ],
    );
    const order = await client.query<{ id: string }>(
      `insert into orders (offer_id, offer_number, accepted_name, content_sha256, address_key)
       values ($1, 1, 'Олена Коваль', $2, 'check-functions') returning id`,
      [rows[0]?.id, createHash('sha256').update(JSON.stringify(document)).digest('hex')],
    );
    const invoice = sampleInvoice('uk');
    await client.query(
      `insert into order_invoices (order_id, number, amount_cents, due_on, document) values ($1, 1, $2, $3, $4)`,
      [order.rows[0]?.id, invoice.amountCents, invoice.dueOn, JSON.stringify(invoice)],
    );
    return token;
  } finally {
    await client.end();
  }
}

const isPdf = (name: string, call: Call) => {
  const type = String(call.headers['content-type'] ?? '');
  if (call.status !== 200 || type !== 'application/pdf' || !call.body.startsWith('%PDF-')) {
    fail(`${name}: answered ${call.status} ${type}, not a PDF: ${call.body.slice(0, 120)}`);
  }
};

/** Runs the zips through the bootstrap and prints what it measured. */
export async function runThroughBootstrap(zips: Zip[], out: string) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `function_zips_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.href;
  const bridge = await startBridge();
  try {
    const adminEmail = 'owner@doors.example';
    const adminPassword = randomBytes(18).toString('base64url');
    // The database a first deploy meets: migrated, the catalogue seeded, one admin (through the project's own scripts).
    const tools = { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: adminPassword };
    await runNode('scripts/migrate.ts', tools);
    await runNode('scripts/seed.ts', tools);
    await runNode('scripts/admin-create.ts', tools, ['--email', adminEmail]);

    const site = {
      DATABASE_URL: databaseUrl,
      // Production's driver, reaching the local server through the tests' WebSocket bridge (a Neon proxy stand-in).
      DB_DRIVER: 'neon',
      NEON_WS_PROXY: bridge.proxy,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
    };
    const folder = join(out, 'unzipped');
    const byName = (name: string) => {
      const zip = zips.find((z) => z.name === name);
      if (!zip) throw new Error(`no ${name} zip`);
      return unzip(zip, folder);
    };
    const [formToken, price, quotes, login, offerPdf, invoicePdf] = await Promise.all(
      ['form-token', 'price', 'quotes', 'auth-login', 'offers-pdf', 'offers-invoice-pdf'].map(byName),
    );
    if (!formToken || !price || !quotes || !login || !offerPdf || !invoicePdf) throw new Error('unzipping failed');
    const floor = await unzip(await floorZip(out), folder);

    // A visitor's form gets its token first; the quote goes once it is past the minimum fill time (2 s).
    const tokenRun = await invoke(formToken, site, [{ method: 'GET', path: '/api/form-token' }]);
    const tokenAt = performance.now();
    const tokenCall = tokenRun.calls[0];
    let token = '';
    if (tokenCall) {
      checkCall('form-token', tokenCall, 200, (b) => {
        token = (b as { token?: string }).token ?? '';
        return token ? undefined : 'no token in the answer';
      });
    }

    const priceRequest: Request = {
      method: 'POST',
      path: '/api/price',
      body: { productSlug: 'classic-oak', selections: { doorBlock: 'inside', heightMm: 2200 } },
    };
    const hasTotal = (b: unknown) =>
      Number.isInteger((b as { totalPriceCents?: unknown }).totalPriceCents) &&
      ((b as { totalPriceCents: number }).totalPriceCents ?? 0) > 0
        ? undefined
        : `no total in ${JSON.stringify(b).slice(0, 200)}`;
    const cold: Run[] = [];
    const floors: Run[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const run = await invoke(price, site, [priceRequest], true);
      cold.push(run);
      if (run.calls[0]) checkCall('price (cold)', run.calls[0], 200, hasTotal);
      floors.push(await invoke(floor, site, [{ method: 'GET', path: '/api/floor' }]));
    }
    const warmRun = await invoke(
      price,
      site,
      Array.from({ length: WARM_CALLS + 1 }, () => priceRequest),
    );
    for (const call of warmRun.calls) checkCall('price (warm)', call, 200, hasTotal);
    const warm = warmRun.calls.slice(1);

    const wait = 2_500 - (performance.now() - tokenAt);
    if (wait > 0) await sleep(wait);
    const quoteRun = await invoke(quotes, site, [
      {
        method: 'POST',
        path: '/api/quotes',
        headers: { 'idempotency-key': randomUUID() },
        body: {
          productSlug: 'concealed-basic',
          selections: { heightMm: 2200, magneticLock: true },
          customer: { name: 'Function Zips', email: 'zips@example.com', phone: '+380 67 000 00 00' },
          website: '',
          formToken: token,
        },
      },
    ]);
    let quoteId = '';
    if (quoteRun.calls[0]) {
      checkCall('quotes', quoteRun.calls[0], 201, (b) => {
        quoteId = String((b as { id?: unknown }).id ?? '');
        return quoteId ? undefined : 'no quote id in the answer';
      });
    }

    // The customer's PDF of a ten-line offer: cold (a fresh process each), then warm in one process.
    const offerToken = await sentOffer(databaseUrl, quoteId);
    const pdfRequest: Request = {
      method: 'GET',
      path: `/api/offers/${offerToken}/pdf`,
      route: '/api/offers/:token/pdf',
    };
    const pdfCold: Run[] = [];
    for (let i = 0; i < PDF_COLD_RUNS; i++) {
      const run = await invoke(offerPdf, site, [pdfRequest]);
      pdfCold.push(run);
      if (run.calls[0]) isPdf('offers-pdf (cold)', run.calls[0]);
    }
    const pdfWarmRun = await invoke(
      offerPdf,
      site,
      Array.from({ length: PDF_WARM_CALLS + 1 }, () => pdfRequest),
    );
    for (const call of pdfWarmRun.calls) isPdf('offers-pdf (warm)', call);
    // The invoice's PDF (one page, the payment code drawn) of the same offer's order, alike.
    const invoiceRequest: Request = {
      method: 'GET',
      path: `/api/offers/${offerToken}/invoices/1/pdf`,
      route: '/api/offers/:token/invoices/:number/pdf',
    };
    const invoiceCold: Run[] = [];
    for (let i = 0; i < PDF_COLD_RUNS; i++) {
      const run = await invoke(invoicePdf, site, [invoiceRequest]);
      invoiceCold.push(run);
      if (run.calls[0]) isPdf('offers-invoice-pdf (cold)', run.calls[0]);
    }
    const invoiceWarmRun = await invoke(
      invoicePdf,
      site,
      Array.from({ length: PDF_WARM_CALLS + 1 }, () => invoiceRequest),
    );
    for (const call of invoiceWarmRun.calls) isPdf('offers-invoice-pdf (warm)', call);

    const loginRun = await invoke(login, site, [
      { method: 'POST', path: '/api/auth/login', body: { email: adminEmail, password: adminPassword } },
    ]);
    const loginCall = loginRun.calls[0];
    if (loginCall) {
      checkCall('auth-login', loginCall, 200, () => {
        const cookies = [loginCall.headers['set-cookie'] ?? []].flat();
        return cookies.some((c) => /^__Host-session=[\w-]+\.[\w-]+\.[\w-]+;/.test(c))
          ? undefined
          : `no session cookie: ${JSON.stringify(cookies)}`;
      });
    }

    const firstOf = (run: Run) => run.calls[0] as Call;
    console.log("\nThrough Netlify's bootstrap (fresh Node process per cold start; Neon driver → PostgreSQL):\n");
    console.log(
      '| invocation | status | process start → answer ms | bootstrap load ms | function import ms | answer ms | after answer ms |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const row = (name: string, run: Run) => {
      const c = firstOf(run);
      console.log(
        `| ${name} | ${c.status} | ${ms(c.sinceStartMs)} | ${ms(run.bootMs)} | ${ms(run.importMs)} | ${ms(c.answerMs)} | ${ms(c.tailMs)} |`,
      );
    };
    row('form-token, cold', tokenRun);
    for (const [i, run] of cold.entries()) row(`price, cold ${i + 1}`, run);
    for (const [i, run] of floors.entries()) row(`floor (answers "ok"), cold ${i + 1}`, run);
    row('quotes, cold', quoteRun);
    row('auth-login, cold', loginRun);
    for (const [i, run] of pdfCold.entries()) row(`offers-pdf (ten lines), cold ${i + 1}`, run);
    for (const [i, run] of invoiceCold.entries()) row(`offers-invoice-pdf, cold ${i + 1}`, run);
    const coldStart = median(cold.map((r) => firstOf(r).sinceStartMs));
    const coldImport = median(cold.map((r) => r.importMs ?? Number.NaN));
    const floorStart = median(floors.map((r) => firstOf(r).sinceStartMs));
    const warmMedian = median(warm.map((c) => c.answerMs));
    const warmTail = Math.max(...warm.map((c) => c.tailMs));
    console.log(
      `\nprice: cold ${ms(coldStart)} ms from process start to answer (median of ${COLD_RUNS}; goal ≤ 200), of which ` +
        `import ${ms(coldImport)} ms; the floor (Node, the bootstrap, a function that imports nothing) ` +
        `${ms(floorStart)} ms, so ${ms(coldStart - floorStart)} ms are the price function's; warm ${ms(warmMedian)} ms (median of ${WARM_CALLS}; goal ≤ 10), p95 ` +
        `${ms(warm.map((c) => c.answerMs).sort((a, b) => a - b)[Math.floor(warm.length * 0.95)])} ms; ` +
        `longest tail after an answer ${ms(warmTail)} ms`,
    );
    const pdfZip = zips.find((z) => z.name === 'offers-pdf');
    console.log(
      `offer PDF (ten lines, 2 pages): cold ${ms(median(pdfCold.map((r) => firstOf(r).sinceStartMs)))} ms from ` +
        `process start to answer (median of ${PDF_COLD_RUNS}; goal ≤ 1500), warm ` +
        `${ms(median(pdfWarmRun.calls.slice(1).map((c) => c.answerMs)))} ms (median of ${PDF_WARM_CALLS}; goal ≤ 300); ` +
        `its zip ${mb(pdfZip?.size ?? 0)} MB`,
    );
    const invoiceZip = zips.find((z) => z.name === 'offers-invoice-pdf');
    console.log(
      `invoice PDF (1 page, the payment code drawn): cold ${ms(median(invoiceCold.map((r) => firstOf(r).sinceStartMs)))} ` +
        `ms from process start to answer (median of ${PDF_COLD_RUNS}; the offer PDF's goal ≤ 1500), warm ` +
        `${ms(median(invoiceWarmRun.calls.slice(1).map((c) => c.answerMs)))} ms (median of ${PDF_WARM_CALLS}; goal ≤ 300); ` +
        `its zip ${mb(invoiceZip?.size ?? 0)} MB`,
    );
  } finally {
    await bridge.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
