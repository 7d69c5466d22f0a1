// The built-in explanations of the configurator's controls and options (the dictionaries' `terms.`, passed in the
// labels), shared by the option cards (Controls.tsx, ChoiceField.tsx).
import type { ConfiguratorLabels } from './labels.ts';

/** The explanation of a control (`controlId`) or of one of its options (`controlId.optionId`), if it has one. */
export function termOf(labels: ConfiguratorLabels, controlId: string, optionId?: string): string | undefined {
  const key = optionId === undefined ? controlId : `${controlId}.${optionId}`;
  return Object.hasOwn(labels.terms, key) ? labels.terms[key] : undefined;
}
