// The admin island: the guarded shell around the page named by the route.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { Toasts } from '../../lib/toast.tsx';
import type { Category, Collection } from '../catalogue/schema.ts';
import { AdminShell } from './AdminShell.tsx';
import { CollectionsPage } from './CollectionsPage.tsx';
import { DoorsPage } from './DoorsPage.tsx';
import { PortfolioPage } from './PortfolioPage.tsx';

export type AdminPage = 'interior-doors' | 'collection' | 'concealed-doors' | 'furniture-portfolio' | 'pending';

export default function AdminApp({ page, title }: { page: AdminPage; title?: string }) {
  return (
    <>
      <AdminShell>{() => <Page page={page} title={title} />}</AdminShell>
      <Toasts />
    </>
  );
}

function Page({ page, title }: { page: AdminPage; title?: string | undefined }) {
  if (page === 'interior-doors') return <CollectionsPage />;
  if (page === 'collection') return <CollectionDoors />;
  if (page === 'furniture-portfolio') return <PortfolioPage />;
  if (page === 'concealed-doors') return <ConcealedDoors />;
  return (
    <>
      <h1 className="font-serif text-4xl">{title}</h1>
      <p className="mt-4 text-stone">This section arrives with the next release of the back office.</p>
    </>
  );
}

/** /admin/interior-doors/{collection}: the slug is the last part of the address. */
function CollectionDoors() {
  const slug = decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').pop() ?? '');
  const [collection, setCollection] = useState<Collection | null | 'loading' | 'failed'>('loading');
  useEffect(() => {
    api<Collection[]>('/api/collections?categorySlug=interior')
      .then((all) => setCollection(all.find((c) => c.slug === slug) ?? null))
      .catch(() => setCollection('failed'));
  }, [slug]);
  if (collection === 'loading') return <p role="status">Loading…</p>;
  if (collection === 'failed')
    return (
      <p role="alert" className="text-red-800">
        Failed to load
      </p>
    );
  if (!collection)
    return (
      <p role="alert" className="text-red-800">
        Collection not found
      </p>
    );
  return (
    <>
      <a href="/admin/interior-doors" className="text-sm text-oak-dark hover:underline">
        ← Interior Doors
      </a>
      <h1 className="mt-2 mb-8 font-serif text-4xl">{collection.name} · Interior Doors</h1>
      <DoorsPage category="interior" collection={collection} />
    </>
  );
}

function ConcealedDoors() {
  const [found, setFound] = useState<boolean | 'loading' | 'failed'>('loading');
  useEffect(() => {
    api<Category[]>('/api/categories')
      .then((categories) => setFound(categories.some((c) => c.slug === 'concealed')))
      .catch(() => setFound('failed'));
  }, []);
  return (
    <>
      <h1 className="mb-8 font-serif text-4xl">Manage Concealed Doors</h1>
      {found === 'loading' && <p role="status">Loading…</p>}
      {found === 'failed' && (
        <p role="alert" className="text-red-800">
          Failed to load
        </p>
      )}
      {found === false && (
        <p role="alert" className="text-red-800">
          Concealed category not found.
        </p>
      )}
      {found === true && <DoorsPage category="concealed" />}
    </>
  );
}
