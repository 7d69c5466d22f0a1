// The option cards: a group of controls, each a choice (radio cards), a size (snapped and clamped on commit) or a
// switch. Disabled options say why; every seeded option carries a one-line explanation
// (docs/product.md#configurators), shown under the option and read as its description; openings have a small plan.
// Everything is native form controls, so keyboard use comes for free. A choice is ChoiceField.tsx.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Control, OptionGroup, OptionSchema } from '../pricing/schema.ts';
import { ChoiceField } from './ChoiceField.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { $normalised, setSelection } from './store.ts';
import { termOf } from './terms.ts';

interface Props {
  group: OptionGroup;
  lang: Lang;
  labels: ConfiguratorLabels;
}

export function OptionGroupCard({ group, lang, labels }: Props) {
  return (
    <section className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 md:p-7" aria-labelledby={`group-${group.id}`}>
      <h2 id={`group-${group.id}`} className="font-serif text-2xl">
        {group.label[lang]}
      </h2>
      <div className="mt-5 space-y-6">
        {group.controls.map((control) => (
          <ControlField
            key={control.id}
            control={control}
            lang={lang}
            labels={labels}
            single={group.controls.length === 1}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * What the rules switched and why (a timber frame above 2300 mm, too few hinges for the height): shown above the
 * options while it holds, and announced (docs/product.md#resolution). The live region is always there, so a screen
 * reader hears each change.
 */
export function RulesNotice({
  schema,
  lang,
  labels,
}: {
  schema: OptionSchema;
  lang: Lang;
  labels: ConfiguratorLabels;
}) {
  const normalised = useStore($normalised);
  const controls = schema.groups.flatMap((g) => g.controls);
  const lines = Object.entries(normalised?.adjusted ?? {}).map(([id, adjustment]) => {
    const control = controls.find((c) => c.id === id);
    const name = (value: unknown) =>
      (control?.type === 'choice' && control.options.find((o) => o.id === value)?.label[lang]) || String(value);
    const to = name(adjustment.to);
    const text = fill(labels.rules.adjusted, { control: control?.label[lang] ?? id, to, from: name(adjustment.from) });
    return { id, text: `${text} ${fill(labels.rules.reasons[adjustment.reason], { to })}` };
  });
  return (
    <div
      role="status"
      data-testid="rules-notice"
      className={lines.length ? 'rounded-3xl bg-oak/10 p-5 text-sm text-ink ring-1 ring-oak-dark/30 md:p-6' : 'sr-only'}
    >
      {lines.length > 0 && (
        <>
          <p className="font-medium text-oak-dark">{labels.rules.title}</p>
          <ul className="mt-2 space-y-1.5">
            {lines.map((line) => (
              <li key={line.id}>{line.text}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ControlField({
  control,
  lang,
  labels,
  single,
}: {
  control: Control;
  lang: Lang;
  labels: ConfiguratorLabels;
  single: boolean;
}) {
  if (control.type === 'choice')
    return <ChoiceField control={control} lang={lang} labels={labels} hideLegend={single} />;
  if (control.type === 'number') return <SizeField control={control} lang={lang} labels={labels} />;
  return <SwitchField control={control} lang={lang} labels={labels} />;
}

function SizeField({
  control,
  lang,
  labels,
}: {
  control: Extract<Control, { type: 'number' }>;
  lang: Lang;
  labels: ConfiguratorLabels;
}) {
  const id = useId();
  const normalised = useStore($normalised);
  const value = normalised?.selections[control.id];
  const limits = normalised?.limits[control.id] ?? { min: control.min, max: control.max, step: control.step };
  const [draft, setDraft] = useState(String(value ?? ''));
  useEffect(() => setDraft(String(value ?? '')), [value]);
  // A typed value snaps and clamps when committed (focus leaves, or Enter); empty falls back to the default.
  const commit = () => {
    const trimmed = draft.trim();
    setSelection(control.id, trimmed === '' ? '' : Number(trimmed.replace(',', '.')));
    setDraft(String($normalised.get()?.selections[control.id] ?? ''));
  };
  const hint = fill(labels.sizeHint, limits);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {control.label[lang]}
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          id={id}
          name={control.id}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={draft}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          className="w-36 rounded-xl border border-ink/20 bg-white px-4 py-3 text-base tabular-nums outline-none focus:border-oak focus:ring-2 focus:ring-oak/30"
        />
        <span className="text-stone">{labels.mm}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone">
        {hint}
        {termOf(labels, control.id) && <span className="block">{termOf(labels, control.id)}</span>}
      </p>
    </div>
  );
}

function SwitchField({
  control,
  lang,
  labels,
}: {
  control: Extract<Control, { type: 'boolean' }>;
  lang: Lang;
  labels: ConfiguratorLabels;
}) {
  const id = useId();
  const normalised = useStore($normalised);
  const checked = normalised?.selections[control.id] === true;
  const term = termOf(labels, control.id);
  return (
    <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-2xl border border-ink/15 bg-white px-4 py-3 has-focus-visible:ring-2 has-focus-visible:ring-oak">
      <span>
        {control.label[lang]}
        {term && (
          <span id={`${id}-about`} aria-hidden="true" className="mt-0.5 block text-xs leading-snug text-stone">
            {term}
          </span>
        )}
      </span>
      <input
        type="checkbox"
        role="switch"
        name={control.id}
        checked={checked}
        aria-checked={checked}
        aria-describedby={term ? `${id}-about` : undefined}
        onChange={(e) => setSelection(control.id, e.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-7 w-12 shrink-0 rounded-full bg-ink/20 transition peer-checked:bg-oak-dark after:absolute after:top-1 after:left-1 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
      />
    </label>
  );
}
