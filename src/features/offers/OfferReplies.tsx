// The customer's two answers to an open offer: Accept (their full name and "I agree with the terms", for the version
// on screen) and Ask for changes (a message; the offer stays open). Both are public forms (honeypot, form token, one
// Idempotency-Key per filling); what was typed is kept on any failure. A 409 (accepted meanwhile, a newer version,
// past its last day) shows the server's words, and the page reloads the offer as it now is.
import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorProps, FieldError, FormError } from '../../components/ui/FieldError.tsx';
import { inputClass } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import type { Lang } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot, type PublicForm, usePublicForm } from '../../lib/use-public-form.tsx';
import type { OfferPageLabels } from './page-labels.ts';

interface Props {
  token: string;
  /** The version on screen: the one an acceptance is for. */
  number: number;
  lang: Lang;
  labels: OfferPageLabels;
  /** Something changed on the server (accepted, or the offer moved on): show the offer as it is now. */
  onChanged: () => Promise<void>;
}

export function OfferReplies(props: Props) {
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      <AcceptForm {...props} />
      <ChangesForm {...props} />
    </div>
  );
}

/** What a failed reply says: a field's message at its field, anything else above the button. */
interface Failure {
  fields: Record<string, string>;
  form: string | null;
  /** The answer's code: OFFER_REPLACED (a newer version to read), OFFER_ACCEPTED, OFFER_EXPIRED (the page shows it). */
  code: string | undefined;
}

async function sendReply<T>(
  form: PublicForm,
  path: string,
  body: Record<string, unknown>,
  labels: OfferPageLabels,
): Promise<{ ok: T } | { failed: Failure }> {
  try {
    const ok = await form.send((guard) => api<T>(path, { body: { ...body, ...guard }, idempotencyKey: form.key() }));
    return { ok };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
      const text = error instanceof ApiError && error.status === 503 ? labels.unavailable : labels.error;
      void notify('error', labels.failed, `${text} ${labels.kept}`);
      return { failed: { fields: {}, form: null, code: undefined } };
    }
    const fields = Object.fromEntries(
      Object.entries(error.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
    );
    const fieldless = Object.keys(fields).length === 0;
    return { failed: { fields, form: fieldless ? error.message : null, code: error.code } };
  }
}

/** Accepted meanwhile (another tab, a double click) or past its last day: the page shows the offer as it now is. */
const settled = (code: string | undefined) => code === 'OFFER_ACCEPTED' || code === 'OFFER_EXPIRED';

/** A reply's card: its heading (which names the form), what it does, and its fields. */
function ReplyForm(props: {
  id: string;
  kind: 'accept' | 'changes';
  title: string;
  text: string;
  saving: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { id, kind, saving } = props;
  return (
    <form
      noValidate
      onSubmit={props.onSubmit}
      aria-busy={saving}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5 sm:p-8"
      {...{ [`data-offer-${kind}`]: true }}
    >
      <h3 id={`${id}-title`} className="font-serif text-2xl">
        {props.title}
      </h3>
      <p className="mt-2 text-sm text-stone">{props.text}</p>
      {props.children}
    </form>
  );
}

function AcceptForm({ token, number, lang, labels, onChanged }: Props) {
  const id = useId();
  const form = usePublicForm();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const [saving, setSaving] = useState(false);
  const words = labels.accept;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found: Record<string, string> = {};
    if (name.trim().length < 3) found.name = words.nameMissing;
    if (!agree) found.agree = words.agreeMissing;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    const result = await sendReply<{ orderNumber: string }>(
      form,
      `/api/offers/${token}/accept`,
      { number, name: name.trim(), agree, lang },
      labels,
    );
    setSaving(false);
    if ('ok' in result) {
      form.restart();
      await onChanged();
      return;
    }
    if (settled(result.failed.code)) return onChanged();
    setErrors(result.failed.fields);
    setFormError(result.failed.form);
    setReplaced(result.failed.code === 'OFFER_REPLACED');
  }

  return (
    <ReplyForm id={id} kind="accept" title={words.title} text={words.text} saving={saving} onSubmit={submit}>
      <div className="mt-5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {words.name}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          required
          className={inputClass}
          {...errorProps(`${id}-name`, errors.name)}
        />
        <FieldError fieldId={`${id}-name`} error={errors.name} />
      </div>
      <div className="mt-4">
        <label className="flex min-h-11 items-start gap-3">
          <input
            id={`${id}-agree`}
            type="checkbox"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-ink"
            {...errorProps(`${id}-agree`, errors.agree)}
          />
          <span>{words.agree}</span>
        </label>
        <FieldError fieldId={`${id}-agree`} error={errors.agree} />
      </div>
      <Honeypot form={form} id={`${id}-website`} label={labels.honeypot} />
      <FormError className="mt-4">{formError}</FormError>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          type="submit"
          variant="primary"
          size="lg-wide"
          disabled={saving}
          className="disabled:cursor-wait disabled:opacity-70"
        >
          {saving ? words.busy : words.submit}
        </Button>
        {replaced && (
          <Button variant="secondary" size="lg" onClick={() => void onChanged()}>
            {labels.newer}
          </Button>
        )}
      </div>
    </ReplyForm>
  );
}

function ChangesForm({ token, lang, labels, onChanged }: Props) {
  const id = useId();
  const form = usePublicForm();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [saving, setSaving] = useState(false);
  const words = labels.changes;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    if (!message.trim()) {
      setError(words.messageMissing);
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    const result = await sendReply(form, `/api/offers/${token}/changes`, { message, lang }, labels);
    setSaving(false);
    if ('ok' in result) {
      setSent(true);
      setMessage('');
      form.restart();
      return;
    }
    if (settled(result.failed.code)) return onChanged();
    setError(result.failed.fields.message ?? null);
    setFormError(result.failed.form);
  }

  return (
    <ReplyForm id={id} kind="changes" title={words.title} text={words.text} saving={saving} onSubmit={submit}>
      <div className="mt-5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          {words.message}
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setSent(false);
          }}
          required
          className={inputClass}
          {...errorProps(`${id}-message`, error)}
        />
        <FieldError fieldId={`${id}-message`} error={error} />
      </div>
      <Honeypot form={form} id={`${id}-website`} label={labels.honeypot} />
      <FormError className="mt-4">{formError}</FormError>
      <p role="status" className="mt-4 text-sm text-emerald-800 empty:hidden">
        {sent ? words.sent : ''}
      </p>
      <Button
        type="submit"
        variant="secondary"
        size="lg-wide"
        disabled={saving}
        className="mt-5 disabled:cursor-wait disabled:opacity-70"
      >
        {saving ? words.busy : words.submit}
      </Button>
    </ReplyForm>
  );
}
