// One configurator's state, shared by its components: what was loaded, the visitor's selection, the price computed at
// once in the browser and the server's confirmation of it (debounced, the stale request aborted, the latest wins).
import { atom, computed } from 'nanostores';
import { ApiError, api } from '../../lib/api.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { CategorySlug, Product } from '../catalogue/schema.ts';
import { type PriceResult, priceSelection, sellFor, type ValueWords } from '../pricing/pricing.ts';
import { type NormalisedSelection, normaliseSelection, type Selections } from '../pricing/rules.ts';
import type { Configurator } from '../pricing/schema.ts';
import { fromQuery } from './share.ts';

/** A door the link names that the shop no longer offers: where to go instead (docs/product.md#configurators). */
export interface GoneDoor {
  /** The door's collection when the shop still knows it (the door is listed, in the other configurator). */
  collectionSlug: string | null;
  /** The configurator's default door, unless that is the one gone (the page names it from its built-in previews). */
  defaultSlug: string | null;
}

export type LoadState =
  /** `slug`: the door being loaded (none before the page has read its address). */
  | { status: 'loading'; slug?: string }
  | { status: 'error' }
  | ({ status: 'gone' } & GoneDoor)
  | { status: 'ready'; configurator: Configurator; product: Product };

export type Confirmation =
  | { status: 'idle' }
  | { status: 'updating' }
  | { status: 'confirmed'; key: string; result: PriceResult }
  | { status: 'error' };

export const $load = atom<LoadState>({ status: 'loading' });
export const $selection = atom<Selections>({});
export const $confirmation = atom<Confirmation>({ status: 'idle' });
/** A one-off message for the visitor (a link with invalid parts, options that changed). */
export const $notice = atom<'restored' | 'changed' | null>(null);
/** The reference of the quote sent from this page and the selections it was sent with (the printed sheet shows it). */
export const $sentQuote = atom<{ reference: string; selections: string } | null>(null);

let lang: Lang = 'en';
let words: ValueWords = { mm: 'mm', yes: 'Yes', no: 'No' };

export const $normalised = computed([$load, $selection], (load, selection): NormalisedSelection | null => {
  if (load.status !== 'ready') return null;
  return normaliseSelection(load.configurator.schema, selection, rulesOf(load.configurator, load.product));
});

/** The price the browser works out itself: shown at once, no spinner. */
export const $localPrice = computed([$load, $normalised], (load, normalised): PriceResult | null => {
  if (load.status !== 'ready' || !normalised) return null;
  return priceSelection({
    schema: load.configurator.schema,
    sell: sellFor(load.configurator.pricing, load.product.doorType),
    pricingVersion: load.configurator.pricing.version,
    rateX10000: load.configurator.rate.rateX10000,
    product: load.product,
    selections: normalised.selections,
    lang,
    words,
  });
});

const keyOf = (selections: Selections) => JSON.stringify(selections);

/** What the visitor sees: the server's figure once it has confirmed this very selection, else the browser's. */
export const $price = computed([$localPrice, $confirmation], (local, confirmation) => {
  if (local && confirmation.status === 'confirmed' && confirmation.key === keyOf(local.selections)) {
    return confirmation.result;
  }
  return local;
});

/**
 * Records the visitor's own choice. The rest stays as the visitor chose it, not as the rules resolved it: a rule's
 * switch (hinges raised by height, a timber frame replaced above 2300 mm) is undone by itself once the rule no longer
 * applies (docs/product.md#resolution).
 */
export function setSelection(controlId: string, value: string | number | boolean): void {
  $selection.set({ ...$selection.get(), [controlId]: value });
}

/** What the rules need of the door: its category, type and slug (the finishes it is made in). */
const rulesOf = (configurator: Configurator, product: Product) => ({
  category: configurator.category.slug,
  doorType: product.doorType,
  door: product.slug,
});

/**
 * Shows the loaded door with the choices of `selection` the options still accept (a link's, or the visitor's after
 * the options changed); true when one was dropped.
 */
function settle(configurator: Configurator, product: Product, selection: Selections): boolean {
  const { errors } = normaliseSelection(configurator.schema, selection, rulesOf(configurator, product));
  const valid = Object.fromEntries(Object.entries(selection).filter(([id]) => !errors[id]));
  $selection.set(valid);
  $load.set({ status: 'ready', configurator, product });
  return Object.keys(valid).length !== Object.keys(selection).length;
}

async function fetchConfigurator(category: string): Promise<Configurator> {
  return api<Configurator>(`/api/categories/${category}/schema?ts=${Date.now()}`);
}

/** Loads the schema and the door, then applies the link's selections (invalid parts fall back with a notice). */
export async function loadConfigurator(options: {
  category: CategorySlug;
  slug: string;
  search: string;
  lang: Lang;
  words: ValueWords;
  /** The configurator's default door, offered when the link's door is gone. */
  defaultSlug: string;
}): Promise<void> {
  lang = options.lang;
  words = options.words;
  $load.set({ status: 'loading', slug: options.slug });
  try {
    const [configurator, products] = await Promise.all([fetchConfigurator(options.category), findDoors(options.slug)]);
    const product = products.find((p) => p.categorySlug === options.category);
    if (!product) {
      $load.set({
        status: 'gone',
        collectionSlug: products.find((p) => p.collectionSlug)?.collectionSlug ?? null,
        defaultSlug: options.slug === options.defaultSlug ? null : options.defaultSlug,
      });
      return;
    }
    if (settle(configurator, product, fromQuery(options.search, configurator.schema))) $notice.set('restored');
  } catch {
    $load.set({ status: 'error' });
  }
}

/** The active doors with this slug; a slug the API refuses (422) or does not know (404) names no door. */
async function findDoors(slug: string): Promise<Product[]> {
  try {
    return await api<Product[]>(`/api/products?slug=${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return [];
    throw error;
  }
}

/** After a 409: the schema or prices changed. Reload them and keep every choice that is still valid. */
export async function reloadKeepingChoices(): Promise<void> {
  const load = $load.get();
  if (load.status !== 'ready') return;
  settle(await fetchConfigurator(load.configurator.category.slug), load.product, $selection.get());
  $notice.set('changed');
}

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;
const CONFIRM_DELAY_MS = 150;

/** Asks the server to confirm the current price, ~150 ms after the last change; an older request is aborted. */
function scheduleConfirmation(): void {
  clearTimeout(timer);
  const load = $load.get();
  const local = $localPrice.get();
  // docs/product.md#configurators: only once the schema (checksum) and, for interior doors, a door block exist.
  if (load.status !== 'ready' || !local) return;
  if (load.configurator.category.slug === 'interior' && !local.selections.doorBlock) return;
  $confirmation.set({ status: 'updating' });
  timer = setTimeout(async () => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const key = keyOf(local.selections);
    try {
      const result = await api<PriceResult>('/api/price', {
        body: {
          productSlug: load.product.slug,
          selections: local.selections,
          checksum: load.configurator.checksum,
          lang,
        },
        signal: controller.signal,
      });
      if (inFlight === controller) $confirmation.set({ status: 'confirmed', key, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 409) {
        await reloadKeepingChoices().catch(() => $confirmation.set({ status: 'error' }));
        return;
      }
      $confirmation.set({ status: 'error' });
    }
  }, CONFIRM_DELAY_MS);
}

let listening = false;
/** Starts confirming prices as the selection changes (once per page). */
export function startPriceConfirmation(): void {
  if (listening) return;
  listening = true;
  $localPrice.listen(scheduleConfirmation);
  scheduleConfirmation();
}
