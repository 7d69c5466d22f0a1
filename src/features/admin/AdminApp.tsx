// The admin island: the guarded shell around the page named by the route.
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { api } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { CollectionsPage } from '../catalogue/CollectionsPage.tsx';
import { DoorsPage } from '../catalogue/DoorsPage.tsx';
import type { Category, Collection } from '../catalogue/schema.ts';
import { PortfolioPage } from '../portfolio/PortfolioPage.tsx';
import { AdminShell } from './AdminShell.tsx';
import { adminT, useAdminT, useAdminTitle } from './i18n.ts';
import { LoadError, Loaded, useLoaded } from './Loaded.tsx';

export type AdminPage =
  | 'overview'
  | 'interior-doors'
  | 'collection'
  | 'concealed-doors'
  | 'furniture-portfolio'
  | 'quotes'
  | 'furniture-quotes'
  | 'general-quotes'
  | 'currencies'
  | 'pricing'
  | 'pricing-concealed'
  | 'settings'
  | 'admins'
  | 'offer'
  | 'orders'
  | 'order'
  | 'bookings'
  | 'reviews';

// The heavier pages (tables, charts, editors) load their own chunk: the catalogue pages never pay for them.
const OverviewPage = lazy(() => import('../overview/OverviewPage.tsx'));
const CurrenciesPage = lazy(() => import('../fx/CurrenciesPage.tsx'));
const PricingPage = lazy(() => import('../pricing/editor/PricingPage.tsx'));
const QuotesPage = lazy(() => import('../inbox/QuotesPage.tsx'));
const FurnitureRequestsPage = lazy(() => import('../inbox/FurnitureRequestsPage.tsx'));
const GeneralEnquiriesPage = lazy(() => import('../inbox/GeneralEnquiriesPage.tsx'));
const SettingsPage = lazy(() => import('../settings/SettingsPage.tsx'));
const AdminsPage = lazy(() => import('../auth/AdminsPage.tsx'));
const OfferEditorPage = lazy(() => import('../offers/admin/OfferEditorPage.tsx'));
const OrdersPage = lazy(() => import('../orders/admin/OrdersPage.tsx'));
const OrderPage = lazy(() => import('../orders/admin/OrderPage.tsx'));
const BookingsPage = lazy(() => import('../bookings/admin/BookingsPage.tsx'));
const ReviewsPage = lazy(() => import('../reviews/ReviewsPage.tsx'));

/** Each page's name: its sidebar label, and the document's title (AdminLayout sets it before paint). */
const TITLES: Record<AdminPage, MessageKey> = {
  overview: 'admin.nav.overview',
  'interior-doors': 'admin.nav.interiorDoors',
  collection: 'admin.nav.interiorDoors',
  'concealed-doors': 'admin.nav.concealedDoors',
  'furniture-portfolio': 'admin.nav.furniturePortfolio',
  quotes: 'admin.nav.doorQuotes',
  'furniture-quotes': 'admin.nav.furnitureQuotes',
  'general-quotes': 'admin.nav.generalQuotes',
  currencies: 'admin.nav.currencies',
  pricing: 'admin.nav.pricingInterior',
  'pricing-concealed': 'admin.nav.pricingConcealed',
  settings: 'admin.nav.settings',
  admins: 'admin.nav.admins',
  offer: 'admin.nav.offer',
  orders: 'admin.nav.orders',
  order: 'admin.nav.order',
  bookings: 'admin.nav.bookings',
  reviews: 'admin.nav.reviews',
};

export default function AdminApp({ page }: { page: AdminPage }) {
  const { t } = useAdminT();
  useAdminTitle(TITLES[page]);
  return (
    <AdminShell>
      <Suspense
        fallback={
          <p role="status" className="text-stone">
            {t('admin.loading')}
          </p>
        }
      >
        {PAGES[page]()}
      </Suspense>
    </AdminShell>
  );
}

const PAGES: Record<AdminPage, () => ReactNode> = {
  overview: () => <OverviewPage />,
  'interior-doors': () => <CollectionsPage />,
  collection: () => <CollectionDoors />,
  'concealed-doors': () => <ConcealedDoors />,
  'furniture-portfolio': () => <PortfolioPage />,
  quotes: () => <QuotesPage />,
  'furniture-quotes': () => <FurnitureRequestsPage />,
  'general-quotes': () => <GeneralEnquiriesPage />,
  currencies: () => <CurrenciesPage />,
  pricing: () => <PricingPage category="interior" />,
  'pricing-concealed': () => <PricingPage category="concealed" />,
  settings: () => <SettingsPage />,
  admins: () => <AdminsPage />,
  offer: () => <OfferEditorPage />,
  orders: () => <OrdersPage />,
  order: () => <OrderPage />,
  bookings: () => <BookingsPage />,
  reviews: () => <ReviewsPage />,
};

/** /admin/interior-doors/{collection}: the slug is the last part of the address. */
function CollectionDoors() {
  const { t } = useAdminT();
  const slug = decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').pop() ?? '');
  const { state } = useLoaded(
    useCallback(async () => {
      const all = await api<Collection[]>('/api/collections?categorySlug=interior');
      const found = all.find((c) => c.slug === slug);
      if (!found) throw new LoadError(adminT('admin.collection.notFound'));
      return found;
    }, [slug]),
  );
  return (
    <Loaded state={state} className="">
      {(collection) => (
        <>
          <a href="/admin/interior-doors" className="text-sm text-oak-dark hover:underline">
            {t('admin.collection.back')}
          </a>
          <h1 className="mt-2 mb-8 font-serif text-4xl">{t('admin.collection.heading', { name: collection.name })}</h1>
          <DoorsPage category="interior" collection={collection} />
        </>
      )}
    </Loaded>
  );
}

function ConcealedDoors() {
  const { t } = useAdminT();
  const { state } = useLoaded(
    useCallback(async () => {
      const categories = await api<Category[]>('/api/categories');
      if (!categories.some((c) => c.slug === 'concealed')) throw new LoadError(adminT('admin.concealed.notFound'));
      return true;
    }, []),
  );
  return (
    <>
      <h1 className="mb-8 font-serif text-4xl">{t('admin.concealed.heading')}</h1>
      <Loaded state={state} className="">
        {() => <DoorsPage category="concealed" />}
      </Loaded>
    </>
  );
}
