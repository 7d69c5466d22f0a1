// /admin/furniture-portfolio: items with cover thumbnail and name, Edit and Delete; 'Add Item' with a cover upload,
// album uploads each removable with ×, and a name — Save stays disabled without a name and a cover.
import { type SubmitEvent, useCallback, useState } from 'react';
import { TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { notify } from '../../lib/toast.tsx';
import type { PortfolioItem } from '../portfolio/schema.ts';
import { CardActions, confirmDelete } from './CardActions.tsx';
import { ImageField } from './ImageField.tsx';
import { Loaded, useLoaded } from './Loaded.tsx';

interface Draft {
  id?: string;
  name: string;
  coverUrl: string;
  albumUrls: string[];
}
const empty: Draft = { name: '', coverUrl: '', albumUrls: [] };

export function PortfolioPage() {
  const { state, reload: load } = useLoaded(useCallback(() => api<PortfolioItem[]>('/api/furniture/portfolio'), []));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft?.name.trim() || !draft.coverUrl) return;
    setSaving(true);
    const body = { name: draft.name, coverUrl: draft.coverUrl, albumUrls: draft.albumUrls };
    try {
      if (draft.id) await api(`/api/furniture/portfolio/${draft.id}`, { method: 'PUT', body });
      else await api('/api/furniture/portfolio', { body });
      setDraft(null);
      void load();
    } catch (error) {
      void notify('error', 'Save failed', error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl">Furniture Portfolio</h1>
        {!draft && (
          <button
            type="button"
            onClick={() => setDraft(empty)}
            className="min-h-11 rounded-full bg-ink px-5 text-sm font-medium text-sand hover:bg-oak-dark"
          >
            Add Item
          </button>
        )}
      </div>
      {draft && (
        <form
          onSubmit={save}
          className="mt-8 space-y-5 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5"
          aria-labelledby="portfolio-form-title"
        >
          <h2 id="portfolio-form-title" className="font-serif text-2xl">
            {draft.id ? 'Edit Item' : 'Add Item'}
          </h2>
          <TextField
            id="portfolio-name"
            label="Name"
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
          />
          <ImageField
            label="Cover image"
            value={draft.coverUrl}
            uploadOnly
            onChange={(coverUrl) => setDraft((d) => d && { ...d, coverUrl })}
          />
          <div>
            <ImageField
              label="Album image"
              value=""
              uploadOnly
              onChange={(url) => setDraft((d) => d && { ...d, albumUrls: [...d.albumUrls, url] })}
            />
            {draft.albumUrls.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-3" aria-label="Album">
                {draft.albumUrls.map((url, index) => (
                  <li key={url} className="relative">
                    <img
                      src={imageOrPlaceholder(url)}
                      alt={`Album ${index + 1}`}
                      width="80"
                      height="60"
                      className="h-15 w-20 rounded-lg object-cover"
                    />
                    <button
                      type="button"
                      onClick={() => setDraft((d) => d && { ...d, albumUrls: d.albumUrls.filter((u) => u !== url) })}
                      aria-label={`Remove album ${index + 1}`}
                      className="absolute -top-2 -right-2 h-6 w-6 rounded-full bg-ink text-xs text-sand"
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex gap-3">
            <button
              type="submit"
              disabled={saving || !draft.name.trim() || !draft.coverUrl}
              className="min-h-11 rounded-full bg-ink px-6 text-sm font-medium text-sand hover:bg-oak-dark disabled:cursor-not-allowed disabled:opacity-50"
            >
              {saving ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              onClick={() => setDraft(null)}
              className="min-h-11 rounded-full px-5 text-sm ring-1 ring-ink/20 hover:bg-white"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      <Loaded state={state} empty="No portfolio items yet." isEmpty={(items) => items.length === 0}>
        {(items) => (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-portfolio">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-4 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
                <img
                  src={imageOrPlaceholder(item.coverUrl)}
                  alt=""
                  width="80"
                  height="60"
                  className="h-15 w-20 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-medium">{item.name}</h2>
                  <p className="text-sm text-stone">{item.albumUrls.length} album images</p>
                  <CardActions
                    name={item.name}
                    onEdit={() =>
                      setDraft({ id: item.id, name: item.name, coverUrl: item.coverUrl, albumUrls: item.albumUrls })
                    }
                    onDelete={() => confirmDelete(`Delete ${item.name}?`, `/api/furniture/portfolio/${item.id}`, load)}
                    className="mt-1 flex gap-4 text-sm"
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
