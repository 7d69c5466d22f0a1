// The price history's view-model, pure: each change between two versions in the manager's words (what it is about,
// and what happened to it), named as it was named then (the names the change carries), else from the current option
// schema (an id neither names is shown as the id).
import { formatUsd } from '../../../lib/amounts.ts';
import { $adminLang, adminT as w } from '../../admin/i18n.ts';
import type { VersionChange } from '../history.ts';
import type { Control, OptionSchema, Strategy } from '../schema.ts';
import { valueWords } from '../words.ts';

export interface ChangeLine {
  /** What changed: "Door block: Inside opening", "Markup for Budget (Universal) doors", "Sizes". */
  subject: string;
  /** What happened to it: "$65.00 → $77.00", "new option", "no longer offered". */
  text: string;
}

type Label = { en: string; uk: string };
const named = (label: Label | null | undefined, id: string) => (label ? label[$adminLang.get()] : id);

const controls = (schema: OptionSchema) => schema.groups.flatMap((g) => g.controls);
const controlOf = (schema: OptionSchema, controlId: string) => controls(schema).find((c) => c.id === controlId);
const optionLabel = (control: Control | undefined, optionId: string) =>
  control?.type === 'choice' ? control.options.find((o) => o.id === optionId)?.label : undefined;

/** A price rule in words: "$45.00", "$45.00 above 2080 mm", "$2.25 per 10 mm above 110 mm", a tier's two amounts. */
export function ruleText(price: Strategy, schema: OptionSchema): string {
  switch (price.type) {
    case 'FIXED':
      return formatUsd(price.amountCents);
    case 'THRESHOLD_FIXED':
      return w('admin.history.rule.above', { amount: formatUsd(price.amountCents), size: price.threshold });
    case 'RATE_PER_10':
      return w('admin.history.rule.per10', { amount: formatUsd(price.rateCents), size: price.from });
    case 'TIERED':
      return w('admin.history.rule.tiered', {
        below: formatUsd(price.belowAmountCents),
        above: formatUsd(price.aboveAmountCents),
        size: price.threshold,
        control: named(controlOf(schema, price.controlRefId)?.label, price.controlRefId),
      });
  }
}

/** A control's starting value in words: an option's name, on or off, a size. */
function valueText(control: Control | undefined, value: string | number | boolean | null, then?: Label): string {
  if (value === null) return w('admin.history.firstOption');
  if (typeof value === 'boolean') return w(value ? 'admin.history.on' : 'admin.history.off');
  if (typeof value === 'number') return `${value} ${valueWords($adminLang.get()).mm}`;
  return named(then ?? optionLabel(control, value), value);
}

export function changeLine(change: VersionChange, schema: OptionSchema): ChangeLine {
  if (change.kind === 'markup') {
    const subject = change.doorType
      ? w('admin.pricing.markup.doorType', { type: w(`admin.pricing.doorType.${change.doorType}`) })
      : w('admin.pricing.markup.all');
    const percent = (value: number | null) => (value === null ? '—' : `${value} %`);
    return {
      subject,
      text: w('admin.history.changed', { before: percent(change.before), after: percent(change.after) }),
    };
  }
  // The names this change's ids had when it was made.
  const then = change.names ?? {};
  if (change.kind === 'group') {
    return {
      subject: named(change.after, change.groupId),
      text: w('admin.history.renamed', { before: named(change.before, change.groupId) }),
    };
  }
  if (change.kind === 'order') {
    const group = schema.groups.find((g) => g.id === change.groupId);
    const subject =
      change.controlId === null
        ? named(then.group ?? group?.label, change.groupId)
        : named(then.control ?? controlOf(schema, change.controlId)?.label, change.controlId);
    return { subject, text: w('admin.history.order') };
  }
  const control = controlOf(schema, change.controlId);
  if (change.kind === 'control') {
    const subject = named(change.after ?? control?.label ?? change.before, change.controlId);
    if (change.change === 'added') {
      const group = schema.groups.find((g) => g.id === change.groupId);
      return {
        subject,
        text: w('admin.history.controlAdded', { group: named(then.group ?? group?.label, change.groupId) }),
      };
    }
    if (change.change === 'removed') return { subject, text: w('admin.history.gone') };
    return { subject, text: w('admin.history.renamed', { before: named(change.before, change.controlId) }) };
  }
  if (change.kind === 'default') {
    return {
      subject: named(then.control ?? control?.label, change.controlId),
      text: w('admin.history.default', {
        before: valueText(control, change.before, then.before),
        after: valueText(control, change.after, then.after),
      }),
    };
  }
  const controlName = named(then.control ?? control?.label, change.controlId);
  if (change.kind === 'option') {
    const option = named(change.after ?? optionLabel(control, change.optionId) ?? change.before, change.optionId);
    const subject = `${controlName}: ${option}`;
    switch (change.change) {
      case 'added':
        return { subject, text: w('admin.history.optionAdded') };
      case 'removed':
        return { subject, text: w('admin.history.gone') };
      case 'retired':
        return { subject, text: w('admin.history.retired') };
      case 'offered':
        return { subject, text: w('admin.history.offered') };
      case 'look':
        return { subject, text: w('admin.history.look') };
      case 'renamed':
        return { subject, text: w('admin.history.renamed', { before: named(change.before, change.optionId) }) };
    }
  }
  const subject =
    change.optionId === null
      ? controlName
      : `${controlName}: ${named(then.option ?? optionLabel(control, change.optionId), change.optionId)}`;
  const before = change.before && ruleText(change.before, schema);
  const after = change.after && ruleText(change.after, schema);
  if (before === null) return { subject, text: w('admin.history.added', { after: after ?? '' }) };
  if (after === null) return { subject, text: w('admin.history.removed', { before }) };
  return { subject, text: w('admin.history.changed', { before, after }) };
}
