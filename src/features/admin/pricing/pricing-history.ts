// The price history's view-model, pure: each change between two versions in the manager's words (what it prices,
// before and after), named from the current option schema (an id it no longer offers is shown as the id).
import { formatUsd } from '../../../lib/money.ts';
import type { PriceChange } from '../../pricing/history.ts';
import type { OptionSchema, Strategy } from '../../pricing/schema.ts';
import { $adminLang, adminT as w } from '../i18n.ts';

export interface ChangeLine {
  /** What is priced: "Door block: Inside", "Markup for Budget (Universal) doors". */
  subject: string;
  /** The rule before and after, in words; null where there was none (added) or is none (removed). */
  before: string | null;
  after: string | null;
}

const named = (label: { en: string; uk: string } | undefined, id: string) => (label ? label[$adminLang.get()] : id);

function controlOf(schema: OptionSchema, controlId: string) {
  return schema.groups.flatMap((g) => g.controls).find((c) => c.id === controlId);
}

/** A price rule in words: "$45.00", "$45.00 above 2080 mm", "$2.25 per 10 mm above 110 mm", a tier's two amounts. */
export function ruleText(price: Strategy, schema: OptionSchema): string {
  switch (price.type) {
    case 'FIXED':
      return formatUsd(price.amountCents);
    case 'THRESHOLD_FIXED':
      return w('admin.history.rule.above', { amount: formatUsd(price.amountCents), size: price.threshold });
    case 'RATE_PER_10':
      return w('admin.history.rule.per10', { amount: formatUsd(price.rateCents), size: price.from });
    case 'TIERED': {
      const control = controlOf(schema, price.controlRefId);
      return w('admin.history.rule.tiered', {
        below: formatUsd(price.belowAmountCents),
        above: formatUsd(price.aboveAmountCents),
        size: price.threshold,
        control: named(control?.label, price.controlRefId),
      });
    }
  }
}

export function changeLine(change: PriceChange, schema: OptionSchema): ChangeLine {
  if (change.kind === 'markup') {
    const subject = change.doorType
      ? w('admin.pricing.markup.doorType', { type: w(`admin.pricing.doorType.${change.doorType}`) })
      : w('admin.pricing.markup.all');
    const percent = (value: number | null) => (value === null ? null : `${value} %`);
    return { subject, before: percent(change.before), after: percent(change.after) };
  }
  const control = controlOf(schema, change.controlId);
  const option =
    change.optionId === null || control?.type !== 'choice'
      ? undefined
      : control.options.find((o) => o.id === change.optionId);
  const controlName = named(control?.label, change.controlId);
  const subject = change.optionId === null ? controlName : `${controlName}: ${named(option?.label, change.optionId)}`;
  return {
    subject,
    before: change.before && ruleText(change.before, schema),
    after: change.after && ruleText(change.after, schema),
  };
}
