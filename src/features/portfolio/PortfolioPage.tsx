// /admin/furniture-portfolio: items with cover thumbnail and name, Edit and Delete; 'Add Item' with a cover upload,
// album uploads (several files in one pick) each removable with ×, and a name in Ukrainian and English (side by side;
// one is enough, the site falls back to it) — Save stays disabled without a name and a cover.
import { type SubmitEvent, useCallback, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { notify } from '../../lib/toast.tsx';
import { CardActions, confirmDelete } from '../admin/CardActions.tsx';
import { ImageField } from '../admin/ImageField.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { MissingTexts } from '../admin/MissingTexts.tsx';
import { PhotoList } from '../admin/PhotoList.tsx';
import { moveItem } from '../admin/reorder.ts';
import { TextsFields } from '../admin/TextsFields.tsx';
import { CoverFocus } from '../catalogue/FocusPicker.tsx';
import type { Focus } from '../catalogue/schema.ts';
import { nameIn } from '../catalogue/texts.ts';
import type { PortfolioItem } from './schema.ts';

interface Draft {
  id?: string;
  nameUk: string;
  nameEn: string;
  coverUrl: string;
  coverFocus: Focus | null;
  albumUrls: string[];
}
const empty: Draft = { nameUk: '', nameEn: '', coverUrl: '', coverFocus: null, albumUrls: [] };
const named = (draft: Draft) => draft.nameUk.trim() !== '' || draft.nameEn.trim() !== '';

export function PortfolioPage() {
  const { lang, t } = useAdminT();
  const {
    state,
    reload: load,
    update,
  } = useLoaded(useCallback(() => api<PortfolioItem[]>('/api/furniture/portfolio'), []));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || !named(draft) || !draft.coverUrl) return;
    setSaving(true);
    const body = {
      nameUk: draft.nameUk,
      nameEn: draft.nameEn,
      coverUrl: draft.coverUrl,
      coverFocus: draft.coverFocus,
      albumUrls: draft.albumUrls,
    };
    try {
      if (draft.id) await api(`/api/furniture/portfolio/${draft.id}`, { method: 'PUT', body });
      else await api('/api/furniture/portfolio', { body });
      setDraft(null);
      void load();
    } catch (error) {
      void notify('error', t('admin.portfolio.saveFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl">{t('admin.portfolio.title')}</h1>
        {!draft && (
          <Button variant="primary" size="md" onClick={() => setDraft(empty)}>
            {t('admin.portfolio.add')}
          </Button>
        )}
      </div>
      {draft && (
        <form
          onSubmit={save}
          className="mt-8 space-y-5 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5"
          aria-labelledby="portfolio-form-title"
        >
          <h2 id="portfolio-form-title" className="font-serif text-2xl">
            {draft.id ? t('admin.portfolio.edit') : t('admin.portfolio.add')}
          </h2>
          <TextsFields
            idPrefix="portfolio"
            values={draft}
            onChange={(change) => setDraft((d) => d && { ...d, ...change })}
          />
          <ImageField
            label={t('admin.portfolio.cover')}
            value={draft.coverUrl}
            uploadOnly
            onChange={(coverUrl) => setDraft((d) => d && { ...d, coverUrl, coverFocus: null })}
          />
          <CoverFocus
            url={draft.coverUrl}
            name={t('admin.portfolio.cover')}
            focus={draft.coverFocus}
            onChange={(coverFocus) => setDraft((d) => d && { ...d, coverFocus })}
          />
          <div>
            <ImageField
              label={t('admin.portfolio.albumImage')}
              value=""
              uploadOnly
              multiple
              onChange={(url) => setDraft((d) => d && { ...d, albumUrls: [...d.albumUrls, url] })}
            />
            <PhotoList
              urls={draft.albumUrls}
              label={t('admin.portfolio.album')}
              onRemove={(url) => setDraft((d) => d && { ...d, albumUrls: d.albumUrls.filter((u) => u !== url) })}
            />
          </div>
          <div className="flex gap-3">
            <Button
              variant="primary"
              size="md-wide"
              className="disabled:cursor-not-allowed disabled:opacity-50"
              type="submit"
              disabled={saving || !named(draft) || !draft.coverUrl}
            >
              {saving ? t('admin.portfolio.saving') : t('admin.portfolio.save')}
            </Button>
            <Button variant="secondary" size="md" onClick={() => setDraft(null)}>
              {t('admin.portfolio.cancel')}
            </Button>
          </div>
        </form>
      )}
      <Loaded state={state} empty={t('admin.portfolio.empty')} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-portfolio">
            {items.map((item, index) => (
              <li key={item.id} className="flex items-center gap-4 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
                <img
                  src={imageOrPlaceholder(item.coverUrl)}
                  alt=""
                  width="80"
                  height="60"
                  className="h-15 w-20 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-medium">{nameIn(item, lang)}</h2>
                  <MissingTexts item={item} />
                  <p className="text-sm text-stone">{t('admin.portfolio.albumCount', { n: item.albumUrls.length })}</p>
                  <CardActions
                    name={nameIn(item, lang)}
                    onEdit={() =>
                      setDraft({
                        id: item.id,
                        nameUk: item.nameUk ?? '',
                        nameEn: item.nameEn ?? '',
                        coverUrl: item.coverUrl,
                        coverFocus: item.coverFocus,
                        albumUrls: item.albumUrls,
                      })
                    }
                    onDelete={() =>
                      confirmDelete(
                        t('admin.portfolio.confirmDelete', { name: nameIn(item, lang) }),
                        `/api/furniture/portfolio/${item.id}`,
                        load,
                      )
                    }
                    className="mt-1 flex flex-wrap items-center gap-3 text-sm"
                    move={{
                      index,
                      count: items.length,
                      onMove: (by) => moveItem('portfolio', items, index, by, (next) => update(() => next), load),
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}
