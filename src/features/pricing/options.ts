// The option schema as the back office edits it and the public sees it (docs/product.md#option-editor): what must hold
// after every edit, and the schema without the options the shop no longer offers. Shared by the editor's preview and
// the functions; no server imports.
import { missingTargets } from './history.ts';
import type { OptionSchema, PricingDocument } from './schema.ts';

export interface OptionProblem {
  /** Where the editor shows it: `schema` for the whole, else the control (`controls.<id>`). */
  path: string;
  message: string;
}

/**
 * What is wrong with a schema and its pricing document together, first things first: a price rule naming what the
 * schema does not offer, a choice with no option on offer, a default the configurator could not start from.
 */
export function optionProblems(schema: OptionSchema, document: PricingDocument): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const missing = missingTargets(document, schema);
  if (missing.length) {
    problems.push({ path: 'schema', message: `A price names what the options do not offer: ${missing.join(', ')}` });
  }
  for (const control of schema.groups.flatMap((g) => g.controls)) {
    const path = `controls.${control.id}`;
    if (control.type === 'choice') {
      const offered = control.options.filter((o) => !o.retired);
      if (offered.length === 0) problems.push({ path, message: 'A choice needs at least one option on offer' });
      else if (control.defaultValue !== undefined && !offered.some((o) => o.id === control.defaultValue)) {
        problems.push({ path, message: 'The default option must be on offer: choose another default first' });
      }
    } else if (control.type === 'number') {
      const { min, max, step, defaultValue } = control;
      if (min > max) problems.push({ path, message: 'The smallest size is larger than the largest' });
      else if (defaultValue < min || defaultValue > max || (defaultValue - min) % step !== 0) {
        problems.push({ path, message: 'The default size must be between the smallest and the largest, on a step' });
      }
    }
  }
  return problems;
}

/** The schema the configurators get: every retired option left out (docs/product.md#option-editor). */
export function publicSchema(schema: OptionSchema): OptionSchema {
  return {
    groups: schema.groups.map((group) => ({
      ...group,
      controls: group.controls.map((control) =>
        control.type === 'choice' ? { ...control, options: control.options.filter((o) => !o.retired) } : control,
      ),
    })),
  };
}
