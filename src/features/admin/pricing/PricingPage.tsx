// /admin/pricing and /admin/pricing-concealed: every price of a category's pricing document as USD fields (option
// amounts, tiered below/above amounts and their threshold, size thresholds and per-10 mm rates, switches, markups).
// Edited fields are marked; before saving, a preview shows how the edits move three reference configurations in USD
// and UAH, computed with the same pricing and merge modules the server uses. Save sends only what changed as merge
// actions on the version it was made on; a newer version (someone else saved) asks to reload.
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { ApiError, api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.tsx';
import type { CategorySlug as Category, Product } from '../../catalogue/schema.ts';
import { applyMergeActions, MergeAction } from '../../pricing/merge.ts';
import { priceSelection, usdTotalCents } from '../../pricing/pricing.ts';
import { normaliseSelection, type Selections } from '../../pricing/rules.ts';
import {
  type Configurator,
  type Control,
  DoorType,
  type OptionSchema,
  type PricingDocument,
} from '../../pricing/schema.ts';
import { valueWords } from '../../pricing/words.ts';
import { LoadError, Loaded, useLoaded } from '../Loaded.tsx';

type Versioned = PricingDocument & { version: number; category: string };

interface Data {
  document: Versioned;
  schema: OptionSchema;
  rateX10000: number;
  door: Product;
}

/** One editable price: its fields as typed text (named as the merge action's own fields), and the action they make. */
interface Item {
  key: string;
  label: string;
  fields: { name: string; label: string; unit: 'USD' | 'mm' | '%'; value: string }[];
  toAction: (numbers: Record<string, number>) => MergeAction;
}
/** A field's number: empty or not a number becomes NaN, which the merge schema refuses with its own message. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const TITLES: Record<Category, string> = { interior: 'Pricing (Interior)', concealed: 'Pricing (Concealed)' };
const usd = (cents: number) => (cents / 100).toFixed(2);
/** An element id from a field key (ids of options may hold characters an id should not). */
const idOf = (key: string) => `price-${key.replace(/[^\w-]/g, '_')}`;

function itemsOf(document: PricingDocument, schema: OptionSchema): { group: string; items: Item[] }[] {
  const priced = new Map(document.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  const markups: Item[] = [
    {
      key: 'markup',
      label: 'Markup on every adjustment',
      fields: [{ name: 'percent', label: 'Markup', unit: '%', value: String(document.markupPercent.default) }],
      toAction: (n) => ({ type: 'setMarkup', percent: n.percent ?? Number.NaN }),
    },
    ...DoorType.options
      .filter((doorType) => document.markupPercent.byDoorType?.[doorType] !== undefined)
      .map<Item>((doorType) => ({
        key: `markup.${doorType}`,
        label: `Markup for ${doorType === 'STANDARD' ? 'Standard' : 'Budget (Universal)'} doors`,
        fields: [
          {
            name: 'percent',
            label: 'Markup',
            unit: '%',
            value: String(document.markupPercent.byDoorType?.[doorType] ?? ''),
          },
        ],
        toAction: (n) => ({ type: 'setMarkup', doorType, percent: n.percent ?? Number.NaN }),
      })),
  ];
  const groups = schema.groups.map((group) => ({
    group: group.label.en,
    items: group.controls.flatMap((control) => controlItems(group.id, control, priced.get(control.id))),
  }));
  return [{ group: 'Markups', items: markups }, ...groups.filter((g) => g.items.length > 0)];
}

function controlItems(
  groupId: string,
  control: Control,
  priced: PricingDocument['groups'][number]['controls'][number] | undefined,
): Item[] {
  const target = { groupId, controlId: control.id };
  if (control.type === 'choice') {
    return control.options.map((option) => {
      const price = priced?.options?.find((o) => o.id === option.id)?.price;
      const label = `${control.label.en}: ${option.label.en}`;
      const key = `${control.id}.${option.id}`;
      if (price?.type === 'TIERED') {
        return {
          key,
          label,
          fields: [
            { name: 'threshold', label: 'Up to', unit: 'mm', value: String(price.threshold) },
            { name: 'belowUSD', label: 'Up to that', unit: 'USD', value: usd(price.belowAmountCents) },
            { name: 'aboveUSD', label: 'Above it', unit: 'USD', value: usd(price.aboveAmountCents) },
          ],
          toAction: (n) => ({
            type: 'upsertOptionTiered',
            ...target,
            optionId: option.id,
            controlRefId: price.controlRefId,
            threshold: n.threshold ?? Number.NaN,
            belowUSD: n.belowUSD ?? Number.NaN,
            aboveUSD: n.aboveUSD ?? Number.NaN,
          }),
        };
      }
      return {
        key,
        label,
        fields: [{ name: 'costUSD', label: 'Cost', unit: 'USD', value: usd(price?.amountCents ?? 0) }],
        toAction: (n) => ({ type: 'upsertOption', ...target, optionId: option.id, costUSD: n.costUSD ?? Number.NaN }),
      };
    });
  }
  const price = priced?.price;
  if (control.type === 'number') {
    if (price?.type === 'THRESHOLD_FIXED') {
      return [
        {
          key: control.id,
          label: `${control.label.en} above a size`,
          fields: [
            { name: 'threshold', label: 'Above', unit: 'mm', value: String(price.threshold) },
            { name: 'costUSD', label: 'Cost', unit: 'USD', value: usd(price.amountCents) },
          ],
          toAction: (n) => ({
            type: 'updateRange',
            ...target,
            strategyType: 'THRESHOLD_FIXED',
            threshold: n.threshold ?? Number.NaN,
            costUSD: n.costUSD ?? Number.NaN,
          }),
        },
      ];
    }
    if (price?.type === 'RATE_PER_10') {
      return [
        {
          key: control.id,
          label: `${control.label.en} per started 10 mm`,
          fields: [
            { name: 'threshold', label: 'Above', unit: 'mm', value: String(price.from) },
            { name: 'rateUSDPer10', label: 'Per 10 mm', unit: 'USD', value: usd(price.rateCents) },
          ],
          toAction: (n) => ({
            type: 'updateRange',
            ...target,
            strategyType: 'RATE_PER_10',
            threshold: n.threshold ?? Number.NaN,
            rateUSDPer10: n.rateUSDPer10 ?? Number.NaN,
          }),
        },
      ];
    }
    return [];
  }
  return [
    {
      key: control.id,
      label: `${control.label.en} (when on)`,
      fields: [
        {
          name: 'costUSD',
          label: 'Cost',
          unit: 'USD',
          value: usd(price?.type === 'FIXED' ? price.amountCents : 0),
        },
      ],
      toAction: (n) => ({ type: 'setControlPrice', ...target, costUSD: n.costUSD ?? Number.NaN }),
    },
  ];
}

/** Three configurations of the category's first door that the preview prices before and after the edits. */
function references(data: Data): { name: string; selections: Selections }[] {
  const rules = { category: data.document.category as Category, doorType: data.door.doorType as DoorType | null };
  const controls = data.schema.groups.flatMap((g) => g.controls);
  const fix = (raw: Record<string, unknown>) => normaliseSelection(data.schema, raw, rules).selections;
  const largest = Object.fromEntries(controls.filter((c) => c.type === 'number').map((c) => [c.id, c.max]));
  const priciest = (control: Control) => {
    if (control.type !== 'choice') return control.type === 'boolean' ? true : undefined;
    const priced = data.document.groups.flatMap((g) => g.controls).find((c) => c.id === control.id);
    const cost = (id: string) => {
      const price = priced?.options?.find((o) => o.id === id)?.price;
      return price?.type === 'TIERED' ? price.aboveAmountCents : (price?.amountCents ?? 0);
    };
    return [...control.options].sort((a, b) => cost(b.id) - cost(a.id))[0]?.id;
  };
  return [
    { name: 'As it opens (defaults)', selections: fix({}) },
    { name: 'Largest sizes', selections: fix(largest) },
    {
      name: 'Largest, every extra on',
      selections: fix({ ...largest, ...Object.fromEntries(controls.map((c) => [c.id, priciest(c)])) }),
    },
  ];
}

export default function PricingPage({ category }: { category: Category }) {
  const { state, reload } = useLoaded(
    useCallback(async (): Promise<Data> => {
      const [document, configurator, doors] = await Promise.all([
        api<Versioned>(`/api/admin/schema/${category}`),
        api<Configurator>(`/api/categories/${category}/schema`),
        api<Product[]>(`/api/products?categorySlug=${category}`),
      ]);
      const door = doors[0];
      if (!door) throw new LoadError('Add a door to this category first: the preview prices one.');
      return { document, schema: configurator.schema, rateX10000: configurator.rate.rateX10000, door };
    }, [category]),
  );
  return (
    <>
      <h1 className="font-serif text-4xl">{TITLES[category]}</h1>
      <p className="mt-2 max-w-3xl text-stone">
        Changes apply immediately: the configurators price with them as soon as they are saved. Amounts are costs in
        USD; every adjustment is marked up before a visitor sees it in UAH.
      </p>
      <Loaded state={state}>{(data) => <Editor key={data.document.version} data={data} onSaved={reload} />}</Loaded>
    </>
  );
}

function Editor({ data, onSaved }: { data: Data; onSaved: () => Promise<void> }) {
  const sections = useMemo(() => itemsOf(data.document, data.schema), [data]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const fieldKey = (item: Item, field: string) => `${item.key}.${field}`;
  const items = sections.flatMap((s) => s.items);
  const edited = items.filter((item) =>
    item.fields.some((f) => (values[fieldKey(item, f.name)] ?? f.value).trim() !== f.value),
  );
  // Each edit becomes its merge action and is checked by the same schema the server uses; a refused field shows its
  // message next to it. Errors the server sends back (`actions.N.field`) land next to the field they name.
  const checked = edited.map((item) => {
    const numbers = Object.fromEntries(
      item.fields.map((f) => [f.name, toNumber(values[fieldKey(item, f.name)] ?? f.value)]),
    );
    return { item, result: MergeAction.safeParse(item.toAction(numbers)) };
  });
  const fieldErrors: Record<string, string> = {};
  for (const { item, result } of checked) {
    for (const issue of result.error?.issues ?? []) {
      const key = fieldKey(item, String(issue.path[0]));
      fieldErrors[key] ??= issue.message;
    }
  }
  for (const [key, message] of Object.entries(serverErrors)) fieldErrors[key] ??= message;
  const actions: MergeAction[] = checked.every(({ result }) => result.success)
    ? checked.flatMap(({ result }) => (result.data ? [result.data] : []))
    : [];

  let preview: PricingDocument | null = null;
  let previewError: string | null = null;
  if (actions.length) {
    try {
      preview = applyMergeActions(data.document, data.schema, actions);
    } catch (error) {
      previewError = (error as Error).message;
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!actions.length || saving) return;
    setSaving(true);
    setProblem(null);
    setServerErrors({});
    const sent = edited;
    try {
      await api(`/api/admin/schema/${data.document.category}/merge`, {
        body: { version: data.document.version, actions },
      });
      void notify('success', 'Prices saved', 'The configurators use them from now on.');
      await onSaved();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      if (error instanceof ApiError && error.status === 422) {
        // `actions.2.costUSD` → the third edited item's cost field.
        const byField: Record<string, string> = {};
        for (const [path, messages] of Object.entries(error.errors)) {
          const [, index, field] = path.split('.');
          const item = sent[Number(index)];
          if (item && field && messages[0]) byField[fieldKey(item, field)] = messages[0];
        }
        setServerErrors(byField);
      }
      setProblem({ message: error instanceof ApiError ? error.message : 'Merge failed', stale });
      void notify('error', 'Merge failed', error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="mt-8 grid gap-8 xl:grid-cols-[1fr_24rem] xl:items-start" noValidate>
      <div className="space-y-6">
        <p className="text-sm text-stone">
          Version {data.document.version} · {edited.length === 0 ? 'no edits yet' : `${edited.length} edited`}
        </p>
        {sections.map((section) => (
          <fieldset key={section.group} className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
            <legend className="px-1 font-serif text-2xl">{section.group}</legend>
            <ul className="mt-2 divide-y divide-ink/5">
              {section.items.map((item) => {
                const changed = edited.includes(item);
                return (
                  <li
                    key={item.key}
                    className="flex flex-wrap items-end justify-between gap-3 py-3"
                    data-edited={changed || undefined}
                  >
                    <span className="min-w-48 flex-1 text-sm">
                      {item.label}
                      {changed && <span className="ml-2 text-xs font-medium text-oak-dark">edited</span>}
                    </span>
                    <span className="flex flex-wrap gap-3">
                      {item.fields.map((field) => {
                        const key = fieldKey(item, field.name);
                        const value = values[key] ?? field.value;
                        const error = fieldErrors[key];
                        return (
                          <label key={field.name} className="text-xs text-stone">
                            {field.label} ({field.unit})
                            <input
                              type="number"
                              inputMode="decimal"
                              min="0"
                              step={field.unit === 'USD' ? '0.01' : field.unit === 'mm' ? '10' : '0.5'}
                              value={value}
                              onChange={(e) => {
                                setValues((v) => ({ ...v, [key]: e.target.value }));
                                setServerErrors(({ [key]: _, ...rest }) => rest);
                              }}
                              aria-label={`${item.label}, ${field.label.toLowerCase()} in ${field.unit}`}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${idOf(key)}-error` : undefined}
                              className={`mt-1 block w-28 rounded-xl border bg-white px-3 py-2 text-right text-sm text-ink tabular-nums outline-none focus:ring-2 focus:ring-oak/30 ${
                                error
                                  ? 'border-red-700'
                                  : value.trim() !== field.value
                                    ? 'border-oak ring-1 ring-oak'
                                    : 'border-ink/20'
                              }`}
                            />
                            {error && (
                              <span id={`${idOf(key)}-error`} className="mt-1 block max-w-28 text-red-800">
                                {error}
                              </span>
                            )}
                          </label>
                        );
                      })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <aside className="space-y-4 xl:sticky xl:top-6" aria-labelledby="preview-heading">
        <section className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
          <h2 id="preview-heading" className="font-serif text-2xl">
            Preview
          </h2>
          <p className="mt-1 text-sm text-stone">
            {data.door.name} as it opens, at its largest sizes, and at its largest with the dearest choice of every
            option and every switch on: before → after your edits, at {(data.rateX10000 / 10_000).toFixed(4)} UAH/USD.
          </p>
          <Preview data={data} next={preview} />
          {previewError && (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {previewError}
            </p>
          )}
        </section>
        {problem && (
          <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
            <p>{problem.message}</p>
            {problem.stale && (
              <button
                type="button"
                onClick={() => void onSaved()}
                className="mt-3 rounded-full bg-ink px-4 py-2 text-sand hover:bg-oak-dark"
              >
                Reload
              </button>
            )}
          </div>
        )}
        <div className="flex gap-3">
          <button
            type="submit"
            disabled={!actions.length || saving}
            className="min-h-11 flex-1 rounded-full bg-ink px-6 text-sm font-medium text-sand hover:bg-oak-dark disabled:opacity-50"
          >
            {saving ? 'Saving...' : `Save ${actions.length || ''} change${actions.length === 1 ? '' : 's'}`.trim()}
          </button>
          <button
            type="button"
            onClick={() => {
              setValues({});
              setProblem(null);
              setServerErrors({});
            }}
            disabled={edited.length === 0 || saving}
            className="min-h-11 rounded-full px-5 text-sm ring-1 ring-ink/20 hover:bg-white disabled:opacity-50"
          >
            Undo edits
          </button>
        </div>
      </aside>
    </form>
  );
}

function Preview({ data, next }: { data: Data; next: PricingDocument | null }) {
  const product = { basePriceCents: data.door.basePriceCents, doorType: data.door.doorType as DoorType | null };
  const rows = references(data).map(({ name, selections }) => {
    const price = (document: PricingDocument) => ({
      usd: usdTotalCents({ schema: data.schema, document, product, selections }),
      uah: priceSelection({
        schema: data.schema,
        document,
        pricingVersion: data.document.version,
        rateX10000: data.rateX10000,
        product,
        selections,
        lang: 'en',
        words: valueWords('en'),
      }).totalPriceCents,
    });
    return { name, before: price(data.document), after: next ? price(next) : null };
  });
  const usdText = (cents: number) => `$${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  return (
    <table className="mt-4 w-full text-left text-sm" data-testid="pricing-preview">
      <thead className="text-stone">
        <tr>
          <th scope="col" className="py-1.5 pr-2 font-medium">
            Configuration
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-medium">
            USD
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            UAH
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-t border-ink/5 align-top">
            <th scope="row" className="py-2 pr-2 font-normal">
              {row.name}
            </th>
            {(['usd', 'uah'] as const).map((currency) => {
              const text = currency === 'usd' ? usdText : (c: number) => formatMoney(c, 'en');
              const moved = row.after && row.after[currency] !== row.before[currency];
              return (
                <td key={currency} className="py-2 pr-2 text-right tabular-nums last:pr-0">
                  <span className={`whitespace-nowrap ${moved ? 'text-stone line-through' : ''}`}>
                    {text(row.before[currency])}
                  </span>
                  {moved && row.after && (
                    <span className="block font-medium whitespace-nowrap text-oak-dark">
                      → {text(row.after[currency])}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
