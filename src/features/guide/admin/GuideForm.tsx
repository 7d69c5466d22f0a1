// Settings → Answers (docs/product.md#answers): the texts of "How we work" — measuring, making, delivery and
// installation, payment, warranty — and the FAQ's questions, each in both languages, written in Markdown. Saved on
// their own with the version they were read at; the public pages show them after the next publish.
import { type SubmitEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { inputClass } from '../../../components/ui/TextField.tsx';
import { api } from '../../../lib/api.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { useVersionedSave } from '../../admin/use-versioned-save.ts';
import { type FaqEntry, type Guide, type GuideView, STEPS } from '../schema.ts';

export function GuideSettings() {
  const { t } = useAdminT();
  const { state } = useLoaded(useCallback(() => api<GuideView>('/api/admin/guide'), []));
  return (
    <section aria-labelledby="guide-settings" className="mt-12">
      <h2 id="guide-settings" className="font-serif text-3xl">
        {t('admin.guide.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.guide.lead')}</p>
      <Loaded state={state}>{(view) => <GuideForm initial={view} />}</Loaded>
    </section>
  );
}

/** Ukrainian first: the shop's main language. */
const LANGS = ['uk', 'en'] as const;

const blankEntry: FaqEntry = { question: { en: '', uk: '' }, answer: { en: '', uk: '' } };

function GuideForm({ initial }: { initial: GuideView }) {
  const { t } = useAdminT();
  const id = useId();
  const [guide, setGuide] = useState<Guide>(initial.settings);
  const { save, saving, errors, error, forget } = useVersionedSave<Guide>('/api/admin/guide', initial.version, {
    saved: 'admin.guide.saved',
    stale: 'admin.guide.stale',
    fix: 'admin.offerDefaults.fixErrors',
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await save(guide);
    if (saved) setGuide(saved);
  }

  const setFaq = (faq: FaqEntry[]) => setGuide((g) => ({ ...g, faq }));
  /** The entries moved or one removed: their messages were for the places they had (the next save checks again). */
  const reorder = (faq: FaqEntry[]) => {
    setFaq(faq);
    forget('faq.');
  };
  const text = (path: string, label: string, value: string, onChange: (value: string) => void, rows: number) => {
    const fieldId = `${id}-${path.replaceAll('.', '-')}`;
    return (
      <div key={path}>
        <label htmlFor={fieldId} className="text-sm font-medium">
          {label}
        </label>
        {rows > 1 ? (
          <textarea
            id={fieldId}
            rows={rows}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
            {...errorProps(fieldId, errors[path])}
          />
        ) : (
          <input
            id={fieldId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
            {...errorProps(fieldId, errors[path])}
          />
        )}
        <FieldError fieldId={fieldId} error={errors[path]} />
      </div>
    );
  };
  const inLang = (label: string, lang: Lang) => `${label} (${t(`admin.guide.lang.${lang}`)})`;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 grid gap-8">
      <p className="max-w-2xl text-sm text-stone">{t('admin.guide.markdown')}</p>
      {STEPS.map((step) => (
        <fieldset
          key={step}
          className="grid min-w-0 gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5 lg:grid-cols-2"
        >
          <legend className="float-left font-serif text-2xl lg:col-span-2">{t(`guide.step.${step}`)}</legend>
          {LANGS.map((lang) =>
            text(
              `steps.${step}.${lang}`,
              inLang(t('admin.guide.text'), lang),
              guide.steps[step][lang],
              (value) =>
                setGuide((g) => ({ ...g, steps: { ...g.steps, [step]: { ...g.steps[step], [lang]: value } } })),
              8,
            ),
          )}
        </fieldset>
      ))}
      <fieldset className="grid min-w-0 gap-4" data-guide-faq>
        <legend className="font-serif text-2xl">{t('admin.guide.faq')}</legend>
        {guide.faq.map((entry, i) => (
          <div
            // Entries have no id of their own: the position is what the form edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="grid min-w-0 gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5 lg:grid-cols-2"
            data-faq-entry={i}
          >
            {LANGS.map((lang) =>
              text(
                `faq.${i}.question.${lang}`,
                inLang(t('admin.guide.question', { number: i + 1 }), lang),
                entry.question[lang],
                (value) =>
                  setFaq(guide.faq.map((e, j) => (j === i ? { ...e, question: { ...e.question, [lang]: value } } : e))),
                1,
              ),
            )}
            {LANGS.map((lang) =>
              text(
                `faq.${i}.answer.${lang}`,
                inLang(t('admin.guide.answer'), lang),
                entry.answer[lang],
                (value) =>
                  setFaq(guide.faq.map((e, j) => (j === i ? { ...e, answer: { ...e.answer, [lang]: value } } : e))),
                4,
              ),
            )}
            <div className="flex flex-wrap gap-4 lg:col-span-2">
              <Button
                variant="quiet"
                size="sm"
                disabled={i === 0}
                onClick={() =>
                  reorder(guide.faq.map((e, j) => (j === i - 1 ? entry : j === i ? (guide.faq[i - 1] ?? e) : e)))
                }
              >
                {t('admin.guide.up', { number: i + 1 })}
              </Button>
              <Button
                variant="quiet"
                size="sm"
                className="text-red-800"
                onClick={() => reorder(guide.faq.filter((_, j) => j !== i))}
              >
                {t('admin.guide.remove', { number: i + 1 })}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button variant="secondary" size="md" onClick={() => setFaq([...guide.faq, blankEntry])}>
            {t('admin.guide.add')}
          </Button>
        </div>
        <FieldError fieldId={`${id}-faq`} error={errors.faq} />
      </fieldset>
      <FormError>{error}</FormError>
      <div>
        <Button type="submit" variant="primary" size="md-wide" disabled={saving}>
          {saving ? t('admin.saving') : t('admin.guide.save')}
        </Button>
      </div>
    </form>
  );
}
