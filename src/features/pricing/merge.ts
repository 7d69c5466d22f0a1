// Edits to a category's prices and options as the back office sends them (docs/product.md#merge-actions), applied the
// same way by the editor's preview and by the server: amounts in USD (two decimals) become cents; an edit of a price
// names what the option schema offers, and an edit of the options (a new option or control, a name, an order, an
// option retired) changes the schema with its price rule. The result must still be a valid schema and document that
// agree (`optionProblems`, options.ts).
import { type MergeAction, NewId, type SizePrice } from './merge-actions.ts';
import { NAME_TAKEN, nameClash, optionProblems } from './options.ts';
import { type Control, OptionSchema, type OptionStrategy, PricingDocument, type Strategy } from './schema.ts';

const cents = (usd: number) => Math.round(usd * 100);

export class MergeError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(message);
    this.path = path;
  }
}

function findGroup(schema: OptionSchema, groupId: string, at: string) {
  const group = schema.groups.find((g) => g.id === groupId);
  if (!group) throw new MergeError(`${at}.groupId`, `No group ${groupId}`);
  return group;
}

function findControl(schema: OptionSchema, groupId: string, controlId: string, at: string): Control {
  const control = findGroup(schema, groupId, at).controls.find((c) => c.id === controlId);
  if (!control) throw new MergeError(`${at}.controlId`, `No control ${controlId} in ${groupId}`);
  return control;
}

function findOption(control: Control, optionId: string, at: string) {
  const option = control.type === 'choice' ? control.options.find((o) => o.id === optionId) : undefined;
  if (!option) throw new MergeError(`${at}.optionId`, `No option ${optionId} in ${control.id}`);
  return option;
}

/** Refuses, at the name's field, a name another option on offer in the control has already. */
function checkName(control: Control, label: { en: string; uk: string }, self: string | undefined, at: string) {
  const lang = control.type === 'choice' ? nameClash(control.options, label, self) : null;
  if (lang) throw new MergeError(`${at}.${lang}`, NAME_TAKEN);
}

/** A size's price rule from a new size's form. */
function sizeStrategy(price: SizePrice): Strategy {
  return price.strategyType === 'THRESHOLD_FIXED'
    ? { type: 'THRESHOLD_FIXED', threshold: price.threshold, amountCents: cents(price.costUSD) }
    : { type: 'RATE_PER_10', from: price.threshold, rateCents: cents(price.rateUSDPer10) };
}

export interface Merged {
  document: PricingDocument;
  schema: OptionSchema;
}

/**
 * Applies the actions in order to copies of the document and the schema; throws MergeError naming the action that
 * cannot apply, or the first thing wrong with the result (`optionProblems`).
 */
export function applyMergeActions(document: PricingDocument, schema: OptionSchema, actions: MergeAction[]): Merged {
  const next = structuredClone(document);
  const options = structuredClone(schema);

  const pricedControl = (groupId: string, controlId: string) => {
    let group = next.groups.find((g) => g.id === groupId);
    if (!group) {
      group = { id: groupId, controls: [] };
      next.groups.push(group);
    }
    let control = group.controls.find((c) => c.id === controlId);
    if (!control) {
      control = { id: controlId };
      group.controls.push(control);
    }
    return control;
  };
  const setOption = (groupId: string, controlId: string, optionId: string, price: OptionStrategy) => {
    const control = pricedControl(groupId, controlId);
    control.options ??= [];
    const existing = control.options.find((o) => o.id === optionId);
    if (existing) existing.price = price;
    else control.options.push({ id: optionId, price });
  };
  const everyControl = () => options.groups.flatMap((g) => g.controls);

  actions.forEach((action, index) => {
    const at = `actions.${index}`;
    switch (action.type) {
      case 'setMarkup': {
        if (action.doorType) {
          next.markupPercent.byDoorType = { ...next.markupPercent.byDoorType, [action.doorType]: action.percent };
        } else next.markupPercent.default = action.percent;
        return;
      }
      case 'upsertOption':
      case 'upsertOptionTiered': {
        const control = findControl(options, action.groupId, action.controlId, at);
        if (control.type !== 'choice') {
          throw new MergeError(`${at}.optionId`, `No option ${action.optionId} in ${action.controlId}`);
        }
        const option = control.options.find((o) => o.id === action.optionId);
        if (action.label && !option?.retired) checkName(control, action.label, option?.id, `${at}.label`);
        if (option && action.label) option.label = action.label;
        if (!option) {
          if (!action.label) throw new MergeError(`${at}.label`, 'Name the new option in both languages');
          const id = NewId.safeParse(action.optionId);
          if (!id.success) throw new MergeError(`${at}.optionId`, id.error.issues[0]?.message ?? 'Not a valid id');
          control.options.push({ id: action.optionId, label: action.label });
        }
        if (action.type === 'upsertOption') {
          setOption(action.groupId, action.controlId, action.optionId, {
            type: 'FIXED',
            amountCents: cents(action.costUSD),
          });
          return;
        }
        const ref = everyControl().find((c) => c.id === action.controlRefId);
        if (ref?.type !== 'number') {
          throw new MergeError(`${at}.controlRefId`, `${action.controlRefId} is not a size`);
        }
        setOption(action.groupId, action.controlId, action.optionId, {
          type: 'TIERED',
          controlRefId: action.controlRefId,
          threshold: action.threshold,
          belowAmountCents: cents(action.belowUSD),
          aboveAmountCents: cents(action.aboveUSD),
        });
        return;
      }
      case 'updateRange': {
        const control = findControl(options, action.groupId, action.controlId, at);
        if (control.type !== 'number') throw new MergeError(`${at}.controlId`, `${action.controlId} is not a size`);
        const priced = pricedControl(action.groupId, action.controlId);
        if (action.strategyType === 'THRESHOLD_FIXED') {
          priced.price = { type: 'THRESHOLD_FIXED', threshold: action.threshold, amountCents: cents(action.costUSD) };
          return;
        }
        const from = action.threshold ?? (priced.price?.type === 'RATE_PER_10' ? priced.price.from : undefined);
        if (from === undefined) throw new MergeError(`${at}.threshold`, 'Enter the size the rate starts from');
        priced.price = { type: 'RATE_PER_10', from, rateCents: cents(action.rateUSDPer10) };
        return;
      }
      case 'setControlPrice': {
        const control = findControl(options, action.groupId, action.controlId, at);
        if (control.type !== 'boolean') throw new MergeError(`${at}.controlId`, `${action.controlId} is not a switch`);
        pricedControl(action.groupId, action.controlId).price = { type: 'FIXED', amountCents: cents(action.costUSD) };
        return;
      }
      case 'addControl': {
        const group = findGroup(options, action.groupId, at);
        if (everyControl().some((c) => c.id === action.controlId)) {
          throw new MergeError(`${at}.controlId`, 'This id is already used');
        }
        const base = { id: action.controlId, label: action.label };
        const spec = action.control;
        if (spec.kind === 'choice') {
          const ids = spec.options.map((o) => o.optionId);
          if (new Set(ids).size !== ids.length) throw new MergeError(`${at}.control.options`, 'An item appears twice');
          spec.options.forEach((o, i) => {
            const before = spec.options.slice(0, i).map((b) => ({ id: b.optionId, label: b.label }));
            const lang = nameClash(before, o.label);
            if (lang) throw new MergeError(`${at}.control.options.${i}.label.${lang}`, NAME_TAKEN);
          });
          if (spec.defaultOptionId !== undefined && !ids.includes(spec.defaultOptionId)) {
            throw new MergeError(`${at}.control.defaultOptionId`, 'Choose one of its options');
          }
          group.controls.push({
            ...base,
            type: 'choice',
            options: spec.options.map((o) => ({ id: o.optionId, label: o.label })),
            // Always explicit: a reorder or a retired first option then never moves the default unseen.
            defaultValue: spec.defaultOptionId ?? (ids[0] as string),
          });
          for (const o of spec.options) {
            setOption(action.groupId, action.controlId, o.optionId, { type: 'FIXED', amountCents: cents(o.costUSD) });
          }
        } else if (spec.kind === 'switch') {
          group.controls.push({ ...base, type: 'boolean', defaultValue: spec.defaultValue });
          pricedControl(action.groupId, action.controlId).price = { type: 'FIXED', amountCents: cents(spec.costUSD) };
        } else {
          const { min, max, step, defaultValue } = spec;
          group.controls.push({ ...base, type: 'number', unit: 'mm', min, max, step, defaultValue });
          pricedControl(action.groupId, action.controlId).price = sizeStrategy(spec.price);
        }
        return;
      }
      case 'rename': {
        const group = findGroup(options, action.groupId, at);
        if (action.controlId === undefined) {
          if (action.optionId !== undefined) throw new MergeError(`${at}.controlId`, 'Name the control of the option');
          group.label = action.label;
          return;
        }
        const control = findControl(options, action.groupId, action.controlId, at);
        if (action.optionId === undefined) control.label = action.label;
        else {
          const option = findOption(control, action.optionId, at);
          if (!option.retired) checkName(control, action.label, option.id, `${at}.label`);
          option.label = action.label;
        }
        return;
      }
      case 'reorder': {
        const group = findGroup(options, action.groupId, at);
        const place = <T extends { id: string }>(items: T[]): T[] => {
          const byId = new Map(items.map((item) => [item.id, item]));
          if (action.ids.length !== items.length || new Set(action.ids).size !== items.length) {
            throw new MergeError(`${at}.ids`, 'Send every item once, in the new order');
          }
          return action.ids.map((id) => {
            const item = byId.get(id);
            if (!item) throw new MergeError(`${at}.ids`, 'Send every item once, in the new order');
            return item;
          });
        };
        if (action.controlId === undefined) {
          group.controls = place(group.controls);
          return;
        }
        const control = findControl(options, action.groupId, action.controlId, at);
        if (control.type !== 'choice') throw new MergeError(`${at}.controlId`, `${action.controlId} is not a choice`);
        control.options = place(control.options);
        return;
      }
      case 'retireOption': {
        const control = findControl(options, action.groupId, action.controlId, at);
        const option = findOption(control, action.optionId, at);
        if (action.retired) option.retired = true;
        else {
          checkName(control, option.label, option.id, `${at}.optionId`);
          delete option.retired;
        }
        return;
      }
      case 'deleteOption': {
        // Only an option already retired: no configurator offers it, so no open page or new link can still need it;
        // stored quotes keep their snapshot and the price history keeps the versions that had it.
        const control = findControl(options, action.groupId, action.controlId, at);
        const option = findOption(control, action.optionId, at);
        if (!option.retired) throw new MergeError(`${at}.optionId`, 'Stop offering the option before you delete it');
        if (control.type === 'choice') control.options = control.options.filter((o) => o !== option);
        const priced = next.groups.find((g) => g.id === action.groupId)?.controls.find((c) => c.id === control.id);
        if (priced?.options) priced.options = priced.options.filter((o) => o.id !== option.id);
        return;
      }
      case 'setOptionLook': {
        const control = findControl(options, action.groupId, action.controlId, at);
        const option = findOption(control, action.optionId, at);
        if (control.type !== 'choice') return;
        if (action.family !== null && !control.families?.some((f) => f.id === action.family)) {
          throw new MergeError(`${at}.family`, 'Choose one of the families of this choice');
        }
        const look = {
          swatch: action.swatch,
          family: action.family,
          doors: action.doors && [...new Set(action.doors)],
          picture: action.picture,
          description: action.description,
        };
        for (const [key, value] of Object.entries(look) as [keyof typeof look, never][]) {
          if (value === null) delete option[key];
          else if (value !== undefined) option[key] = value;
        }
        return;
      }
      case 'setDefault': {
        const control = findControl(options, action.groupId, action.controlId, at);
        const wrong = () => new MergeError(`${at}.value`, 'Not a value this control can take');
        if (control.type === 'choice') {
          if (!control.options.some((o) => o.id === action.value && !o.retired)) throw wrong();
          control.defaultValue = action.value as string;
        } else if (control.type === 'boolean') {
          if (typeof action.value !== 'boolean') throw wrong();
          control.defaultValue = action.value;
        } else {
          if (typeof action.value !== 'number') throw wrong();
          control.defaultValue = action.value;
        }
        return;
      }
    }
  });
  // Whatever the actions made must still be a schema and a document (a refusal names the first thing wrong).
  const priced = PricingDocument.safeParse(next);
  if (!priced.success) throw new MergeError('document', priced.error.issues[0]?.message ?? 'Not a valid document');
  const offered = OptionSchema.safeParse(options);
  if (!offered.success) throw new MergeError('schema', offered.error.issues[0]?.message ?? 'Not a valid schema');
  const merged = { document: priced.data, schema: offered.data };
  const [problem] = optionProblems(merged.schema, merged.document);
  if (problem) throw new MergeError(problem.path, problem.message);
  return merged;
}
