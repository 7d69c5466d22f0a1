// The quote dialog (docs/product.md#configurators): name and phone required, email and notes optional; submit does
// nothing while either is empty or while saving. One Idempotency-Key per opening, so a double click or a retry makes
// one quote.
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { errorProps, FieldError } from '../../components/ui/FieldError.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { dict } from '../../lib/dict.ts';
import type { Lang } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot, usePublicForm } from '../../lib/use-public-form.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $localPrice } from './store.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  labels: ConfiguratorLabels['quote'];
  lang: Lang;
}

const empty = { name: '', phone: '', email: '', notes: '' };

export default function QuoteDialog({ open, onClose, labels, lang }: Props) {
  const id = useId();
  const form = usePublicForm();
  const [values, setValues] = useState(empty);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Every opening is a new filling: its own key and fill clock.
  useEffect(() => {
    if (open) form.restart();
  }, [open, form]);

  const canSubmit = values.name.trim() !== '' && values.phone.trim() !== '' && !saving;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const load = $load.get();
    const price = $localPrice.get();
    if (load.status !== 'ready' || !price) return;
    setSaving(true);
    setErrors({});
    try {
      await form.send((guard) =>
        api('/api/quotes', {
          idempotencyKey: form.key(),
          body: {
            productSlug: load.product.slug,
            selections: price.selections,
            checksum: load.configurator.checksum,
            lang,
            // docs/product.md#validation: the customer block goes when a name or an email is present (the name always
            // is here).
            customer: { name: values.name, phone: values.phone, email: values.email },
            notes: values.notes,
            ...guard,
          },
        }),
      );
      void notify('success', labels.successTitle, labels.successText);
      setValues(empty);
      onClose();
    } catch (error) {
      const fieldErrors = dict<string>(); // keyed by the server's field paths, which can echo a selection's key
      let description = labels.failureText;
      if (error instanceof ApiError && error.status === 503) {
        // The database is out of reach: nothing was stored, and what the visitor typed stays in the dialog.
        description = `${labels.unavailable} ${labels.kept}`;
      } else if (error instanceof ApiError && error.status > 0) {
        for (const [field, messages] of Object.entries(error.errors)) {
          fieldErrors[field.replace(/^customer\./, '')] = messages[0] ?? '';
        }
        description = Object.values(error.errors).flat().join(' ') || error.message || labels.failureText;
      }
      setErrors(fieldErrors);
      void notify('error', labels.failureTitle, description);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof empty, type: string, autoComplete: string, required: boolean) => (
    <div className={name === 'notes' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {labels[name]}
        {!required && <span className="ml-1 font-normal text-stone">({labels.optional})</span>}
      </label>
      {name === 'notes' ? (
        <textarea
          id={`${id}-${name}`}
          rows={3}
          value={values.notes}
          onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
          className="mt-1.5 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30"
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={values[name]}
          {...errorProps(`${id}-${name}`, errors[name])}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          className="mt-1.5 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30"
        />
      )}
      <FieldError fieldId={`${id}-${name}`} error={errors[name]} />
    </div>
  );

  return (
    <Dialog open={open} onClose={onClose} width="w-[min(36rem,calc(100vw-2rem))]">
      <form onSubmit={submit} className="p-6 md:p-8" aria-busy={saving}>
        <DialogTitle>{labels.title}</DialogTitle>
        <p className="mt-2 text-stone">{labels.lead}</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {field('name', 'text', 'name', true)}
          {field('phone', 'tel', 'tel', true)}
          <div className="sm:col-span-2">{field('email', 'email', 'email', false)}</div>
          {field('notes', 'text', 'off', false)}
        </div>
        <Honeypot form={form} />
        <div className="mt-8 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 rounded-full px-6 ring-1 ring-ink/20 hover:bg-white"
          >
            {labels.cancel}
          </button>
          <button
            type="submit"
            aria-disabled={!canSubmit}
            className="min-h-12 rounded-full bg-ink px-8 font-medium text-sand hover:bg-oak-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {saving ? labels.saving : labels.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
