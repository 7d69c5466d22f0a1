// The option editor's view-model, pure (docs/product.md#option-editor): ids for new options and controls made from
// their English names, the merge actions its forms send, and the server's field errors as one list of messages.
import { RESERVED_PARAMS } from '../../../lib/link-params.ts';
import { slugWords } from '../../../lib/slug.ts';
import { type MergeAction, NewControlId } from '../merge-actions.ts';
import { nameClash } from '../options.ts';
import type { OptionSchema } from '../schema.ts';

export type Names = { en: string; uk: string };

/**
 * An id from a name, as links carry it: lower-case Latin letters, digits and hyphens ("Soft close" → "soft-close");
 * `fallback` when nothing Latin is left (a Ukrainian name), and a number after it when `taken` has it already.
 */
export function idFrom(name: string, taken: Iterable<string>, fallback: string): string {
  const base = slugWords(name).slice(0, 48).replace(/-+$/, '') || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Every id a new control cannot take: the schema's controls' and the door links' own parameters (`slug`, …). */
export const controlIds = (schema: OptionSchema) => [
  ...schema.groups.flatMap((g) => g.controls.map((c) => c.id)),
  ...RESERVED_PARAMS,
];

/** Why a typed control id would be refused (English, as the server says it), or null: shown at the id field. */
export const controlIdProblem = (id: string): string | null =>
  NewControlId.safeParse(id.trim()).error?.issues[0]?.message ?? null;

/** A number as typed; NaN when blank or not a number (the server then names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export interface NewOptionForm {
  names: Names;
  id: string;
  cost: string;
}

export const addOption = (groupId: string, controlId: string, form: NewOptionForm): MergeAction => ({
  type: 'upsertOption',
  groupId,
  controlId,
  optionId: form.id.trim(),
  costUSD: numberOf(form.cost),
  label: { en: form.names.en, uk: form.names.uk },
});

export type ControlKind = 'choice' | 'switch' | 'size';

export interface NewControlForm {
  kind: ControlKind;
  names: Names;
  id: string;
  /** A choice's options, each with its name and cost; its first one is the default. */
  options: { names: Names; cost: string }[];
  /** A switch's cost when on. */
  cost: string;
  /** A size's limits and price. */
  size: { min: string; max: string; step: string; defaultValue: string };
  sizePrice: { kind: 'THRESHOLD_FIXED' | 'RATE_PER_10'; threshold: string; amount: string };
}

export const blankControl = (): NewControlForm => ({
  kind: 'choice',
  names: { en: '', uk: '' },
  id: '',
  options: [
    { names: { en: '', uk: '' }, cost: '0' },
    { names: { en: '', uk: '' }, cost: '' },
  ],
  cost: '',
  size: { min: '', max: '', step: '10', defaultValue: '' },
  sizePrice: { kind: 'THRESHOLD_FIXED', threshold: '', amount: '' },
});

/** The addControl action of the form: option ids from their English names, unique within the control. */
export function addControl(groupId: string, form: NewControlForm): MergeAction {
  const base = { type: 'addControl', groupId, controlId: form.id.trim(), label: form.names } as const;
  if (form.kind === 'switch') {
    return { ...base, control: { kind: 'switch', costUSD: numberOf(form.cost), defaultValue: false } };
  }
  if (form.kind === 'size') {
    const { kind, threshold, amount } = form.sizePrice;
    return {
      ...base,
      control: {
        kind: 'size',
        min: numberOf(form.size.min),
        max: numberOf(form.size.max),
        step: numberOf(form.size.step),
        defaultValue: numberOf(form.size.defaultValue),
        price:
          kind === 'THRESHOLD_FIXED'
            ? { strategyType: kind, threshold: numberOf(threshold), costUSD: numberOf(amount) }
            : { strategyType: kind, threshold: numberOf(threshold), rateUSDPer10: numberOf(amount) },
      },
    };
  }
  const ids: string[] = [];
  const options = form.options.map((option, i) => {
    const optionId = idFrom(option.names.en, ids, `option-${i + 1}`);
    ids.push(optionId);
    return { optionId, label: option.names, costUSD: numberOf(option.cost) };
  });
  return { ...base, control: { kind: 'choice', options } };
}

/** For each option of a new choice, the language in which its name repeats an earlier one's (`nameClash`), or null. */
export const optionNameClashes = (options: NewControlForm['options']) =>
  options.map((option, i) =>
    nameClash(
      options.slice(0, i).map((before, j) => ({ id: `${j}`, label: before.names })),
      option.names,
    ),
  );

/** The server's field errors as the messages a dialog lists, each once. */
export const messagesOf = (errors: Record<string, string[]>): string[] => [...new Set(Object.values(errors).flat())];
