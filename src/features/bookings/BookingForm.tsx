// Booking a visit (docs/product.md#bookings): the kind, a free day and time, then the visitor's details — name and
// phone, an e-mail for the confirmation and invite, and for a measurement the area, address and a note. Sent through
// the public-form path (honeypot, form token, one Idempotency-Key per filling). A time taken meanwhile reloads the
// times and keeps everything typed; success gives way to the confirmation with the link to move or cancel.
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorProps, FieldError } from '../../components/ui/FieldError.tsx';
import { inputClass } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot, usePublicForm } from '../../lib/use-public-form.tsx';
import { visitText } from './format.ts';
import type { BookingPageLabels } from './page-labels.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { BookingDetails, type KindParam } from './schema.ts';
import type { AvailabilityView, BookedView, Slot } from './views.ts';

type Field = 'name' | 'phone' | 'email' | 'area' | 'address' | 'note';
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', phone: '', email: '', area: '', address: '', note: '' };

interface Props {
  lang: Lang;
  labels: BookingPageLabels;
  initialKind: KindParam;
  requestRef: string | null;
}

export function BookingForm({ lang, labels, initialKind, requestRef }: Props) {
  const id = useId();
  const [kind, setKind] = useState<KindParam>(initialKind);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [view, setView] = useState<AvailabilityView | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'start', string>>>({});
  const [saving, setSaving] = useState(false);
  const [reload, setReload] = useState(0);
  const [booked, setBooked] = useState<BookedView | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const form = usePublicForm();
  const measurement = kind === 'measurement';

  useEffect(() => {
    if (booked) doneHeading.current?.focus();
  }, [booked]);
  const onLoad = useCallback((answer: AvailabilityView) => setView(answer), []);

  const areas = view?.kind === 'measurement' ? view.areas : [];
  useEffect(() => {
    // One area: chosen already.
    const [only] = areas;
    if (areas.length === 1 && only) setValues((v) => (v.area ? v : { ...v, area: only[lang] }));
  }, [areas, lang]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = {
      kind,
      start: slot?.start ?? '',
      ...values,
      ...(measurement ? {} : { area: '', address: '', note: values.note }),
      ...(requestRef ? { requestRef } : {}),
      lang,
    };
    const parsed = BookingDetails.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field | 'start', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field | 'start';
        if (found[field]) continue;
        found[field] =
          field === 'start' ? labels.pickFirst : values[field as Field]?.trim() ? issue.message : labels.required;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await form.send((guard) =>
        api<BookedView>('/api/bookings', { body: { ...body, ...guard }, idempotencyKey: form.key() }),
      );
      setBooked(answer);
      // The address becomes the visit's own page: kept, bookmarked or reloaded, it opens the visit.
      history.replaceState(null, '', answer.manageUrl);
      form.restart();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
        setSlot(null);
        setReload((n) => n + 1);
        setErrors({ start: labels.taken });
        document.getElementById(`${id}-start`)?.focus();
        return;
      }
      const fieldErrors: Partial<Record<Field | 'start', string>> = {};
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (Object.hasOwn(EMPTY, field)) fieldErrors[field as Field] = messages[0] ?? labels.required;
        }
      }
      setErrors(fieldErrors);
      const unavailable = error instanceof ApiError && (error.status === 503 || error.status === 0);
      const text = unavailable || !(error instanceof ApiError) ? labels.unavailable : error.message;
      void notify('error', labels.failureTitle, text);
    } finally {
      setSaving(false);
    }
  }

  if (booked) {
    return (
      <section className="rounded-3xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/10 md:p-10" data-booking="done">
        <h2 ref={doneHeading} tabIndex={-1} className="font-serif text-3xl outline-none md:text-4xl">
          {labels.doneTitle}
        </h2>
        <p className="mt-3 text-lg">{fill(labels.reference, { reference: booked.reference })}</p>
        <dl className="mt-6 grid gap-3">
          <div>
            <dt className="text-sm text-stone">{labels.when}</dt>
            <dd className="text-lg font-medium first-letter:uppercase">{visitText(booked.start, booked.end, lang)}</dd>
          </div>
          {!measurement && (
            <div>
              <dt className="text-sm text-stone">{labels.where}</dt>
              <dd>{labels.showroomPlace}</dd>
            </div>
          )}
        </dl>
        <p className="mt-6">{labels.prepare[kind]}</p>
        <p className="mt-3 text-stone">{booked.emailedTo ? labels.emailed : labels.keepLink}</p>
        <a
          href={booked.manageUrl}
          // The address is the link already (replaceState above): the page shows the visit instead of the form.
          onClick={(event) => {
            event.preventDefault();
            window.dispatchEvent(new HashChangeEvent('hashchange'));
          }}
          className="mt-6 inline-flex min-h-12 items-center rounded-full px-6 font-medium ring-1 ring-ink/20 hover:bg-white"
        >
          {labels.manageLink}
        </a>
      </section>
    );
  }

  const field = (name: Field, label: string, type: string, autoComplete: string, optional = false) => {
    const inputId = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
          {optional && <span className="ml-1 font-normal text-stone">({labels.optional})</span>}
        </label>
        <input
          id={inputId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          required={!optional}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          className={inputClass}
          {...errorProps(inputId, errors[name])}
        />
        <FieldError fieldId={inputId} error={errors[name]} />
      </div>
    );
  };
  const minutes = view?.durationMinutes ?? (measurement ? 90 : 60);

  return (
    <form noValidate onSubmit={submit} aria-busy={saving} className="grid gap-8" data-booking-form={kind}>
      <fieldset className="min-w-0">
        <legend className="font-serif text-2xl">{labels.kindLegend}</legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {(['showroom', 'measurement'] as const).map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-2xl p-4 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-oak ${kind === option ? 'bg-white ring-2 ring-ink' : 'bg-white/60 ring-ink/15 hover:ring-oak'}`}
            >
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setSlot(null);
                  setView(null);
                }}
                className="sr-only"
              />
              <span className="block font-medium">{labels.kinds[option]}</span>
              <span className="mt-1 block text-sm text-stone">
                {fill(labels.kindText[option], {
                  minutes: kind === option ? minutes : option === 'measurement' ? 90 : 60,
                })}
              </span>
            </label>
          ))}
        </div>
        {measurement && view?.fee && (
          <p className="mt-3 text-sm">{fill(labels.fee, { price: formatMoney(view.fee.cents, lang) })}</p>
        )}
        {requestRef && <p className="mt-3 text-sm text-stone">{fill(labels.forRequest, { reference: requestRef })}</p>}
      </fieldset>

      <div id={`${id}-start`} tabIndex={-1} className="min-w-0 outline-none">
        <SlotPicker
          key={kind}
          kind={kind}
          lang={lang}
          labels={labels}
          value={slot}
          onChange={(chosen) => {
            setSlot(chosen);
            if (chosen) setErrors(({ start: _start, ...rest }) => rest);
          }}
          onLoad={onLoad}
          reload={reload}
        />
        <FieldError fieldId={`${id}-start`} error={errors.start} />
      </div>

      <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-serif text-2xl">{labels.details}</legend>
        {field('name', labels.name, 'text', 'name')}
        {field('phone', labels.phone, 'tel', 'tel')}
        <div className="sm:col-span-2">
          {field('email', labels.email, 'email', 'email', true)}
          <p className="mt-1 text-sm text-stone">{labels.emailHint}</p>
        </div>
        {measurement && (
          <>
            <div>
              <label htmlFor={`${id}-area`} className="text-sm font-medium">
                {labels.area}
              </label>
              <select
                id={`${id}-area`}
                name="area"
                value={values.area}
                onChange={(e) => setValues((v) => ({ ...v, area: e.target.value }))}
                className={inputClass}
                required
                {...errorProps(`${id}-area`, errors.area)}
              >
                <option value="" />
                {areas.map((area) => (
                  <option key={area.uk} value={area[lang]}>
                    {area[lang]}
                  </option>
                ))}
              </select>
              <FieldError fieldId={`${id}-area`} error={errors.area} />
            </div>
            {field('address', labels.address, 'text', 'street-address')}
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                {labels.note}
                <span className="ml-1 font-normal text-stone">({labels.optional})</span>
              </label>
              <textarea
                id={`${id}-note`}
                name="note"
                rows={3}
                value={values.note}
                onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
                className={inputClass}
                {...errorProps(`${id}-note`, errors.note)}
              />
              <FieldError fieldId={`${id}-note`} error={errors.note} />
            </div>
          </>
        )}
      </fieldset>
      <Honeypot form={form} id={`${id}-website`} label={labels.honeypot} />
      <div>
        <Button type="submit" variant="primary" size="lg-wide" disabled={saving} className="w-full sm:w-auto">
          {saving
            ? labels.sending
            : slot
              ? fill(labels.submit, { when: visitText(slot.start, slot.end, lang) })
              : labels.cta[kind]}
        </Button>
      </div>
    </form>
  );
}
