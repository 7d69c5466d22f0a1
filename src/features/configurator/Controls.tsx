// The option cards: a group of controls, each a choice (radio cards), a size (snapped and clamped on commit) or a
// switch. Disabled options say why. Everything is native form controls, so keyboard use comes for free.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import type { Control, OptionGroup } from '../pricing/schema.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $normalised, setSelection } from './store.ts';

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
  return <SwitchField control={control} lang={lang} />;
}

function ChoiceField({
  control,
  lang,
  labels,
  hideLegend,
}: {
  control: Extract<Control, { type: 'choice' }>;
  lang: Lang;
  labels: ConfiguratorLabels;
  hideLegend: boolean;
}) {
  const normalised = useStore($normalised);
  const value = normalised?.selections[control.id];
  const disabled = normalised?.disabled[control.id] ?? {};
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-3 text-sm font-medium text-ink'}>{control.label[lang]}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {control.options.map((option) => {
          const reason = disabled[option.id];
          return (
            <label
              key={option.id}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-ink/15 bg-white px-4 py-3 text-[0.95rem] transition has-checked:border-oak-dark has-checked:bg-oak/10 has-checked:ring-1 has-checked:ring-oak-dark has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-oak"
            >
              <input
                type="radio"
                name={control.id}
                value={option.id}
                checked={value === option.id}
                disabled={Boolean(reason)}
                onChange={() => setSelection(control.id, option.id)}
                className="h-4 w-4 accent-oak-dark"
              />
              <span>
                {option.label[lang]}
                {reason && <span className="block text-xs text-stone">{labels.disabled[reason]}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
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
  const hint = labels.sizeHint
    .replace('{min}', String(limits.min))
    .replace('{max}', String(limits.max))
    .replace('{step}', String(limits.step));
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
      </p>
    </div>
  );
}

function SwitchField({ control, lang }: { control: Extract<Control, { type: 'boolean' }>; lang: Lang }) {
  const normalised = useStore($normalised);
  const checked = normalised?.selections[control.id] === true;
  return (
    <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4 rounded-2xl border border-ink/15 bg-white px-4 py-3 has-focus-visible:ring-2 has-focus-visible:ring-oak">
      <span>{control.label[lang]}</span>
      <input
        type="checkbox"
        role="switch"
        name={control.id}
        checked={checked}
        aria-checked={checked}
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
