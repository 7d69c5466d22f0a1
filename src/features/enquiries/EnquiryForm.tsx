// The general and furniture enquiry forms (docs/product.md#forms): checked with the server's own zod schema before
// sending, one Idempotency-Key per form instance, the visitor's input kept on failure; on success the form gives way
// to the panel every sent request shows (its reference, what happens next), as a door quote's dialog does.
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorProps, FieldError } from '../../components/ui/FieldError.tsx';
import { RequestSent, type RequestSentLabels } from '../../components/ui/RequestSent.tsx';
import { ApiError, api } from '../../lib/api.ts';
import type { Lang } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot, usePublicForm } from '../../lib/use-public-form.tsx';
import type { PictureLabels } from '../uploads/PicturesField.tsx';
import { type Picture, PicturesField, pictureIds, refusedPictures, uploading } from '../uploads/PicturesField.tsx';
import { type EnquiryCreated, FurnitureEnquiry, GeneralEnquiry } from './schema.ts';

export type EnquiryKind = 'general' | 'furniture';

export interface EnquiryFormLabels {
  name: string;
  email: string;
  phone: string;
  message: string;
  optional: string;
  send: string;
  sending: string;
  required: string;
  invalidEmail: string;
  honeypot: string;
  /** The panel that replaces the form once sent: its heading, the reference, what happens next, "send another". */
  sent: RequestSentLabels & { title: string; another: string };
  failureTitle: string;
  failureText: string;
  kept: string;
  /** The service could not reach its database (503): try again in a minute. */
  unavailable: string;
  /** The pictures field (both forms have one); without it the form sends no pictures. */
  pictures?: PictureLabels;
}

type Field = 'name' | 'email' | 'phone' | 'message';
type Values = Record<Field, string>;

const empty: Values = { name: '', email: '', phone: '', message: '' };
const required: Record<EnquiryKind, Field[]> = {
  general: ['name', 'email'],
  furniture: ['name', 'phone', 'message'],
};

export default function EnquiryForm({
  kind,
  labels,
  lang,
}: {
  kind: EnquiryKind;
  labels: EnquiryFormLabels;
  /** The page's language: the server answers its messages in it. */
  lang: Lang;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [sent, setSent] = useState<EnquiryCreated | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const form = usePublicForm();

  // The form gives way to the panel: the focus goes to its heading, so a screen reader reads what happened.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const messageFor = (field: Field, value: string, serverMessage?: string) => {
    if (!value.trim()) return labels.required;
    if (field === 'email') return labels.invalidEmail;
    return serverMessage ?? labels.required;
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (uploading(pictures)) {
      void notify('message', labels.pictures?.wait ?? '');
      return;
    }
    // The fields are checked here; the guard fields are added as the form is sent.
    const parsed = (
      kind === 'general' ? GeneralEnquiry.omit({ formToken: true }) : FurnitureEnquiry.omit({ formToken: true })
    ).safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (Object.hasOwn(empty, field) && !found[field]) found[field] = messageFor(field, values[field]);
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const created = await form.send((guard) =>
        api<EnquiryCreated>(`/api/contact/${kind}`, {
          body: { ...values, ...(labels.pictures ? { pictures: pictureIds(pictures) } : {}), ...guard, lang },
          idempotencyKey: form.key(),
        }),
      );
      setSent(created);
      setValues(empty);
      setPictures([]);
      form.restart();
    } catch (error) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (error instanceof ApiError) {
        const { errors } = error;
        setPictures((all) => refusedPictures(all, errors));
        for (const [field, messages] of Object.entries(error.errors)) {
          if (Object.hasOwn(empty, field))
            fieldErrors[field as Field] = messageFor(field as Field, values[field as Field], messages[0]);
        }
      }
      setErrors(fieldErrors);
      const unavailable = error instanceof ApiError && error.status === 503;
      const serverText = kind === 'furniture' && error instanceof ApiError && error.status > 0 ? error.message : null;
      const text = unavailable ? labels.unavailable : (serverText ?? labels.failureText);
      void notify('error', labels.failureTitle, `${text} ${labels.kept}`);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Field, type: string, autoComplete: string, multiline = false) => {
    const isRequired = required[kind].includes(name);
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: inputId,
      name,
      value: values[name],
      autoComplete,
      ...errorProps(inputId, error),
      required: isRequired,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
      className:
        'mt-1.5 block w-full rounded-xl border border-ink/20 bg-white/80 px-4 py-3 text-base text-ink shadow-sm outline-none transition focus:border-oak focus:ring-2 focus:ring-oak/30 aria-[invalid]:border-red-700',
    };
    return (
      <div className={multiline ? 'sm:col-span-2' : undefined}>
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {labels[name]}
          {!isRequired && <span className="ml-1 font-normal text-stone">({labels.optional})</span>}
        </label>
        {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
        <FieldError fieldId={inputId} error={error} />
      </div>
    );
  };

  if (sent) {
    return (
      <RequestSent
        title={
          <h3 ref={sentHeading} tabIndex={-1} className="font-serif text-3xl outline-none">
            {labels.sent.title}
          </h3>
        }
        labels={labels.sent}
        reference={sent.reference}
        confirmationEmail={null}
        actions={
          <Button type="button" variant="secondary" size="lg" onClick={() => setSent(null)}>
            {labels.sent.another}
          </Button>
        }
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-busy={saving} data-form={kind}>
      {field('name', 'text', 'name')}
      {field('phone', 'tel', 'tel')}
      <div className="sm:col-span-2">{field('email', 'email', 'email')}</div>
      {field('message', 'text', 'off', true)}
      {labels.pictures && (
        <PicturesField labels={labels.pictures} pictures={pictures} onChange={setPictures} token={form.token} />
      )}
      <Honeypot form={form} id={`${id}-website`} label={labels.honeypot} />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          variant="primary"
          size="lg-wide"
          disabled={saving}
          className="inline-flex items-center justify-center text-base transition disabled:cursor-wait disabled:opacity-70"
        >
          {saving ? labels.sending : labels.send}
        </Button>
      </div>
    </form>
  );
}
