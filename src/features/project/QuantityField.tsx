// A door's quantity: − and + around a field that takes typing too (cleared and typed again without a fight: the
// quantity follows each whole number typed, the field shows the kept quantity again when left), kept to 1–50.
import { useEffect, useState } from 'react';
import { clampQuantity } from './project.ts';

interface Props {
  id: string;
  labels: { quantity: string; less: string; more: string };
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Names the field on a page of several doors ("Quantity, Door 2"); the visible label stays short. */
  context?: string;
}

const step =
  'inline-flex h-12 w-12 shrink-0 items-center justify-center text-xl hover:bg-ink/5 aria-disabled:opacity-40';

export function QuantityField({ id, labels, value, max, onChange, context }: Props) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {labels.quantity}
        {context && <span className="sr-only">, {context}</span>}
      </label>
      <div className="mt-1.5 flex w-max items-center overflow-hidden rounded-xl border border-ink/20 bg-white">
        <button
          type="button"
          className={step}
          aria-label={context ? `${labels.less}, ${context}` : labels.less}
          // aria-disabled, not disabled: a keyboard user's focus stays on the button at 1.
          aria-disabled={value <= 1}
          onClick={() => value > 1 && onChange(clampQuantity(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (/^\s*\d+\s*$/.test(e.target.value)) onChange(Math.min(max, clampQuantity(Number(e.target.value))));
          }}
          onBlur={() => setDraft(String(value))}
          className="h-12 w-14 border-x border-ink/10 text-center tabular-nums outline-none focus:ring-2 focus:ring-oak/30 focus:ring-inset"
        />
        <button
          type="button"
          className={step}
          aria-label={context ? `${labels.more}, ${context}` : labels.more}
          aria-disabled={value >= max}
          onClick={() => value < max && onChange(clampQuantity(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
