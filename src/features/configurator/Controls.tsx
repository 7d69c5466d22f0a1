// The option cards: a group of controls, each a choice (radio cards), a size (snapped and clamped on commit) or a
// switch. Disabled options say why; every seeded option carries a one-line explanation
// (docs/product.md#configurators), shown under the option and read as its description; openings have a small plan.
// Everything is native form controls, so keyboard use comes for free.

import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { responsiveImage } from '../../lib/images.ts';
import { formatMoney } from '../../lib/money.ts';
import { controlAmount, sellFor, usdToUahCents } from '../pricing/pricing.ts';
import type { Control, OptionChoice, OptionGroup, OptionSchema } from '../pricing/schema.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $normalised, setSelection } from './store.ts';

// The opening plans are drawn for the opening control only: fetched when it is shown, each in a 36 px box that is
// there before it.
const OpeningPictogram = lazy(() => import('./OpeningPictogram.tsx').then((m) => ({ default: m.OpeningPictogram })));

/** The explanation of a control (`controlId`) or of one of its options (`controlId.optionId`), if it has one. */
function termOf(labels: ConfiguratorLabels, controlId: string, optionId?: string): string | undefined {
  const key = optionId === undefined ? controlId : `${controlId}.${optionId}`;
  return Object.hasOwn(labels.terms, key) ? labels.terms[key] : undefined;
}

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

/**
 * A choice: option cards, or for a finish (`display: 'swatches'`) round swatches by family, each family with what it
 * adds to the price ("included", "+ ₴2,340") and the chosen one's explanation below. The
 * options this door is not made in are left out.
 */
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
  const id = useId();
  const normalised = useStore($normalised);
  const load = useStore($load);
  const value = normalised?.selections[control.id];
  const disabled = normalised?.disabled[control.id] ?? {};
  const shown = control.options.filter((o) => disabled[o.id] !== 'notMade');
  const swatches = control.display === 'swatches';
  /** An option's line: the manager's description, else the built-in explanation. */
  const lineOf = (option?: OptionChoice) => option?.description?.[lang] ?? termOf(labels, control.id, option?.id);
  // A finish's explanation is the chosen one's; a choice's, its own.
  const about = swatches ? lineOf(shown.find((o) => o.id === value)) : termOf(labels, control.id);
  const pictograms = control.id === 'opening';
  // What an option adds to the price now, in UAH cents.
  const cents = (optionId: string) => {
    if (load.status !== 'ready' || !normalised) return 0;
    const rule = sellFor(load.configurator.pricing, load.product.doorType)
      .groups.flatMap((g) => g.controls)
      .find((c) => c.id === control.id);
    return rule
      ? usdToUahCents(controlAmount(rule, optionId, normalised.selections), load.configurator.rate.rateX10000)
      : 0;
  };
  return (
    <fieldset aria-describedby={about ? `${id}-about` : undefined}>
      <legend className={hideLegend ? 'sr-only' : 'mb-3 text-sm font-medium text-ink'}>{control.label[lang]}</legend>
      {!swatches && about && (
        <p id={`${id}-about`} className="-mt-1 mb-3 text-sm text-stone">
          {about}
        </p>
      )}
      {(swatches && control.families ? control.families : [{ id: undefined, label: undefined }]).map((family) => {
        const options = shown.filter((o) => !family.label || o.family === family.id);
        // A family's finishes cost the same (options.ts): its first one's price is the family's.
        const price = family.label && options[0] ? cents(options[0].id) : 0;
        return (
          options.length > 0 && (
            <div key={family.id ?? ''} className={swatches ? 'mb-4' : ''}>
              {family.label && (
                <p className="mb-2 flex justify-between text-sm">
                  <span className="font-medium">{family.label[lang]}</span>
                  <span className="text-stone">{price ? `+ ${formatMoney(price, lang)}` : labels.finish.free}</span>
                </p>
              )}
              <div
                className={
                  swatches ? 'grid grid-cols-3 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-2' : 'grid gap-2 sm:grid-cols-2'
                }
              >
                {options.map((option) => {
                  const reason = disabled[option.id];
                  const term = !swatches && lineOf(option);
                  // Its picture (an uploaded photo), small through the Image CDN.
                  const picture = option.picture && responsiveImage(option.picture, '40px', [96]).src;
                  const termId = `${id}-${option.id}`;
                  return (
                    <label
                      key={option.id}
                      className={
                        swatches
                          ? 'cursor-pointer break-words text-center text-xs text-stone sm:w-24'
                          : 'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-ink/15 bg-white px-4 py-3 text-[0.95rem] transition has-checked:border-oak-dark has-checked:bg-oak/10 has-checked:ring-1 has-checked:ring-oak-dark has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-oak'
                      }
                    >
                      <input
                        type="radio"
                        name={control.id}
                        value={option.id}
                        checked={value === option.id}
                        disabled={Boolean(reason)}
                        onChange={() => setSelection(control.id, option.id)}
                        aria-describedby={term ? termId : undefined}
                        className={swatches ? 'sr-only' : 'h-4 w-4 shrink-0 accent-oak-dark'}
                      />
                      {pictograms && (
                        <Suspense fallback={<span className="size-9 shrink-0" aria-hidden="true" />}>
                          <OpeningPictogram optionId={option.id} />
                        </Suspense>
                      )}
                      {swatches && (
                        <span
                          className="swatch"
                          data-texture={option.swatch?.texture}
                          style={{
                            backgroundColor: option.swatch?.colour,
                            backgroundImage: picture ? `url(${picture})` : undefined,
                          }}
                        />
                      )}
                      {!swatches && picture && (
                        <img
                          src={picture}
                          alt=""
                          width="40"
                          height="40"
                          loading="lazy"
                          className="size-10 shrink-0 rounded-lg object-cover"
                        />
                      )}
                      <span>
                        {option.label[lang]}
                        {/* Read as the radio's description, not its name: the name stays the short label. */}
                        {term && (
                          <span id={termId} aria-hidden="true" className="mt-0.5 block text-xs leading-snug text-stone">
                            {term}
                          </span>
                        )}
                        {reason && <span className="block text-xs text-stone">{labels.disabled[reason]}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </div>
          )
        );
      })}
      {swatches && about && (
        <p id={`${id}-about`} className="text-sm text-stone">
          {about}
        </p>
      )}
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
