// The offers' defaults until an admin saves them on the Settings page (docs/product.md#offers): the services a door
// shop sells beside its doors, at demo prices the owner replaces.
import { NO_PAYMENT_DETAILS, type OfferSettings } from '../offers/schema.ts';

export const demoOfferSettings: OfferSettings = {
  services: [
    {
      id: 'measurement',
      name: { en: 'Measurement visit', uk: 'Виїзд на замір' },
      unit: { en: 'visit', uk: 'виїзд' },
      priceCents: 50_000,
    },
    {
      id: 'delivery',
      name: { en: 'Delivery', uk: 'Доставка' },
      unit: { en: 'trip', uk: 'рейс' },
      priceCents: 90_000,
    },
    {
      id: 'installation',
      name: { en: 'Installation', uk: 'Монтаж' },
      unit: { en: 'door', uk: 'двері' },
      priceCents: 150_000,
    },
    {
      id: 'old-door-removal',
      name: { en: 'Removing an old door', uk: 'Демонтаж старих дверей' },
      unit: { en: 'door', uk: 'двері' },
      priceCents: 40_000,
    },
    {
      id: 'packaging-removal',
      name: { en: 'Taking away the packaging', uk: 'Вивезення упаковки' },
      unit: { en: 'order', uk: 'замовлення' },
      priceCents: 30_000,
    },
  ],
  prepaymentPercent: 50,
  validDays: 14,
  leadTimeWeeks: 6,
  // Never a made-up account: a shop that has not filled in its own issues no invoice.
  payment: NO_PAYMENT_DETAILS,
};
