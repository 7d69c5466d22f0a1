// /admin/pricing and /admin/pricing-concealed: every price of a category's pricing document as USD fields (option
// amounts, tiered below/above amounts and their threshold, size thresholds and per-10 mm rates, switches, markups).
// Edited fields are marked; before saving, a preview shows how the edits move three reference configurations in USD
// and UAH, computed with the same pricing and merge modules the server uses (pricing-editor.ts). Save sends only what
// changed as merge actions on the version it was made on; a newer version (someone else saved) asks to reload. Below
// it, the option editor (OptionsEditor.tsx) and the price history (PricingHistory.tsx).
import { type SubmitEvent, useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormError } from '../../../components/ui/FieldError.tsx';
import { rateText } from '../../../lib/amounts.ts';
import { ApiError, api } from '../../../lib/api.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.tsx';
import { type AdminT, adminT, useAdminT } from '../../admin/i18n.ts';
import { LoadError, Loaded, useLoaded } from '../../admin/Loaded.tsx';
import type { Product } from '../../catalogue/schema.ts';
import type { Configurator } from '../schema.ts';
import { OptionsEditor } from './OptionsEditor.tsx';
import { PriceSections } from './PriceSections.tsx';
import { PricingHistory } from './PricingHistory.tsx';
import { PricingPreview } from './PricingPreview.tsx';
import {
  type Category,
  editableSections,
  editsOf,
  type PricingData,
  previewDocument,
  serverFieldErrors,
  type Typed,
  type Versioned,
} from './pricing-editor.ts';
import { previewRows } from './pricing-preview.ts';

const TITLES: Record<Category, MessageKey> = {
  interior: 'admin.nav.pricingInterior',
  concealed: 'admin.nav.pricingConcealed',
};

export default function PricingPage({ category }: { category: Category }) {
  const { t } = useAdminT();
  const { state, reload } = useLoaded(
    useCallback(async (): Promise<PricingData> => {
      const [document, configurator, doors] = await Promise.all([
        api<Versioned>(`/api/admin/schema/${category}`),
        api<Configurator>(`/api/categories/${category}/schema`),
        api<Product[]>(`/api/products?categorySlug=${category}`),
      ]);
      const door = doors[0];
      if (!door) throw new LoadError(adminT('admin.pricing.noDoor'));
      // The whole schema (retired options too) is the admin's document's; the public one only gives the rate.
      return {
        document,
        schema: document.schema,
        rateX10000: configurator.rate.rateX10000,
        door,
        doors: doors.map((d) => ({ slug: d.slug, name: d.nameEn ?? d.name, nameUk: d.nameUk })),
      };
    }, [category]),
  );
  return (
    <>
      <h1 className="font-serif text-4xl">{t(TITLES[category])}</h1>
      <p className="mt-2 max-w-3xl text-stone">{t('admin.pricing.intro')}</p>
      <Loaded state={state}>
        {(data) => (
          <>
            <Editor key={data.document.version} data={data} onSaved={reload} />
            <OptionsEditor data={data} onSaved={reload} />
            <PricingHistory
              key={`history-${data.document.version}`}
              category={category}
              current={data.document.version}
              onRestored={reload}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

function Editor({ data, onSaved }: { data: PricingData; onSaved: () => Promise<void> }) {
  const sections = useMemo(() => editableSections(data.document, data.schema), [data]);
  const [typed, setTyped] = useState<Typed>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { t } = useAdminT();

  const { edited, actions, fieldErrors } = editsOf(sections, typed, serverErrors);
  const preview = previewDocument(data, actions);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!actions.length || saving) return;
    setSaving(true);
    setProblem(null);
    setServerErrors({});
    const sent = edited;
    try {
      await api(`/api/admin/schema/${data.document.category}/merge`, {
        body: { version: data.document.version, actions },
      });
      void notify('success', t('admin.pricing.saved'), t('admin.pricing.savedNote'));
      await onSaved();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      if (error instanceof ApiError && error.status === 422) setServerErrors(serverFieldErrors(error.errors, sent));
      setProblem({ message: error instanceof ApiError ? error.message : t('admin.pricing.mergeFailed'), stale });
      void notify('error', t('admin.pricing.mergeFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="mt-8 grid gap-8 xl:grid-cols-[1fr_24rem] xl:items-start" noValidate>
      <div className="space-y-6">
        <p className="text-sm text-stone">
          {t('admin.pricing.version', {
            version: data.document.version,
            edits:
              edited.length === 0 ? t('admin.pricing.noEdits') : t('admin.pricing.edits', { count: edited.length }),
          })}
        </p>
        <PriceSections
          sections={sections}
          typed={typed}
          edited={edited}
          fieldErrors={fieldErrors}
          onType={(key, text) => {
            setTyped((t) => ({ ...t, [key]: text }));
            setServerErrors(({ [key]: _, ...rest }) => rest);
          }}
        />
      </div>
      <aside className="space-y-4 xl:sticky xl:top-6" aria-labelledby="preview-heading">
        <section className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
          <h2 id="preview-heading" className="font-serif text-2xl">
            {t('admin.pricing.preview')}
          </h2>
          <p className="mt-1 text-sm text-stone">
            {t('admin.pricing.previewNote', { door: data.door.name, rate: rateText(data.rateX10000 / 10_000) })}
          </p>
          <PricingPreview rows={previewRows(data, preview.merged)} />
          <FormError className="mt-3">{preview.error}</FormError>
        </section>
        {problem && (
          <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
            <p>{problem.message}</p>
            {problem.stale && (
              <button
                type="button"
                onClick={() => void onSaved()}
                className="mt-3 rounded-full bg-ink px-4 py-2 text-sand hover:bg-oak-dark"
              >
                {t('admin.pricing.reload')}
              </button>
            )}
          </div>
        )}
        <div className="flex gap-3">
          <Button
            variant="primary"
            size="md-wide"
            className="flex-1 disabled:opacity-50"
            type="submit"
            disabled={!actions.length || saving}
          >
            {saving ? t('admin.pricing.saving') : saveLabel(actions.length, t)}
          </Button>
          <Button
            variant="secondary"
            size="md"
            className="disabled:opacity-50"
            onClick={() => {
              setTyped({});
              setProblem(null);
              setServerErrors({});
            }}
            disabled={edited.length === 0 || saving}
          >
            {t('admin.pricing.undo')}
          </Button>
        </div>
      </aside>
    </form>
  );
}

function saveLabel(count: number, t: AdminT): string {
  if (count === 0) return t('admin.pricing.save');
  return count === 1 ? t('admin.pricing.saveOne') : t('admin.pricing.saveMany', { count });
}
