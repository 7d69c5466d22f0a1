// The configurator's store against the real functions and database: the browser's fetch is routed in-process to
// netlify/functions (the same router the local servers use), so load, price confirmation and the 409 reload run for
// real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  $confirmation,
  $load,
  $localPrice,
  $notice,
  $price,
  $selection,
  loadConfigurator,
  setSelection,
  startPriceConfirmation,
} from '../../src/features/configurator/store.ts';
import { clearConfiguratorCache } from '../../src/features/pricing/data.server.ts';
import { valueWords } from '../../src/features/pricing/words.ts';
import { type FunctionModule, listFunctionFiles, routeToFunction } from '../../src/local/functions-router.ts';
import { getDb } from '../../src/server/db.ts';

const realFetch = globalThis.fetch;
let requests: string[] = [];

beforeAll(async () => {
  const modules = (await Promise.all((await listFunctionFiles()).map((file) => import(file)))) as FunctionModule[];
  globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost:4321'), init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return (await routeToFunction(request, modules)) ?? new Response('not found', { status: 404 });
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const settle = async (status: string) => {
  await expect.poll(() => $confirmation.get().status, { timeout: 5_000 }).toBe(status);
};

describe('configurator store', () => {
  it('loads the schema and door, applies a link, and confirms the local price with the server', async () => {
    await loadConfigurator({
      category: 'concealed',
      slug: 'concealed-basic',
      search: '?slug=concealed-basic&heightMm=2400&magneticLock=true&frame=gold',
      lang: 'en',
      words: valueWords('en'),
      defaultSlug: 'concealed-basic',
    });
    expect($load.get().status).toBe('ready');
    expect($notice.get()).toBe('restored'); // frame=gold was dropped
    expect($selection.get()).toEqual({ heightMm: 2400, magneticLock: true });
    startPriceConfirmation();
    await settle('confirmed');
    expect($price.get()?.totalPriceCents).toBe($localPrice.get()?.totalPriceCents);
    expect($price.get()?.selections.hinges).toBe('5');
  });

  it('prices a change at once and confirms only the latest selection', async () => {
    requests = [];
    setSelection('heightMm', 2000);
    setSelection('heightMm', 2050);
    setSelection('heightMm', 2100);
    const local = $localPrice.get();
    expect(local?.selections.heightMm).toBe(2100);
    expect($price.get()).toBe(local); // the browser's figure, shown without waiting
    await settle('confirmed');
    expect($price.get()?.totalPriceCents).toBe(local?.totalPriceCents);
    expect(requests.filter((r) => r === 'POST /api/price')).toHaveLength(1); // debounced
    // The hinges follow the height back down: the 5 were the rule's, not the visitor's.
    expect($price.get()?.selections.hinges).toBe('3');
  });

  it('reloads the options after a pricing change (409) and keeps the valid choices', async () => {
    const db = getDb();
    await db
      .updateTable('pricing_documents')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    clearConfiguratorCache();
    $notice.set(null);
    setSelection('magneticStopper', true);
    await expect.poll(() => $notice.get(), { timeout: 5_000 }).toBe('changed');
    await settle('confirmed');
    expect($selection.get()).toMatchObject({ magneticLock: true, magneticStopper: true });
    const load = $load.get();
    expect(load.status === 'ready' && load.configurator.pricing.version).toBe(2);
  });

  it('says a door is gone, with the default door to go to, when the link names no door', async () => {
    await loadConfigurator({
      category: 'interior',
      slug: 'no-such-door',
      search: '',
      lang: 'en',
      words: valueWords('en'),
      defaultSlug: 'classic-oak',
    });
    expect($load.get()).toEqual({
      status: 'gone',
      collectionSlug: null,
      defaultSlug: 'classic-oak',
    });
  });

  it('offers the collection of a door listed in the other configurator, and no default when that is gone', async () => {
    await loadConfigurator({
      category: 'concealed',
      slug: 'classic-oak',
      search: '',
      lang: 'en',
      words: valueWords('en'),
      defaultSlug: 'classic-oak',
    });
    expect($load.get()).toEqual({ status: 'gone', collectionSlug: 'classic', defaultSlug: null });
  });

  it('keeps "try again" for a failure that is not a missing door', async () => {
    const routed = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    try {
      await loadConfigurator({
        category: 'interior',
        slug: 'classic-oak',
        search: '',
        lang: 'en',
        words: valueWords('en'),
        defaultSlug: 'classic-oak',
      });
    } finally {
      globalThis.fetch = routed;
    }
    expect($load.get()).toEqual({ status: 'error' });
  });
});
