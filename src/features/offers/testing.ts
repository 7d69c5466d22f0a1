// For tests only (never imported by the app): a sent offer's document as the engine and the arithmetic make it, so
// the PDF's and the offer page's tests read the same offer.
import type { OfferDocument } from './document.ts';
import { offerTotals } from './offer.ts';

const options = [
  { groupLabel: 'Розміри', controlLabel: 'Висота', displayValue: '2100 мм' },
  { groupLabel: 'Розміри', controlLabel: 'Ширина', displayValue: '810 мм' },
  { groupLabel: 'Коробка', controlLabel: 'Дверний блок', displayValue: 'Стандартний' },
  { groupLabel: 'Відкривання', controlLabel: 'Відкривання', displayValue: 'На себе, петлі ліворуч' },
];

/** A sent offer's document: six doors, three services and a free line, one line's and the whole offer's discount. */
export function tenLines(lang: 'en' | 'uk'): OfferDocument {
  const lines: OfferDocument['lines'] = [
    ...['Спальня', 'Коридор', 'Дитяча', 'Кухня', 'Вітальня', 'Ванна'].map((room, i) => ({
      type: 'door' as const,
      productSlug: 'classic-oak',
      productName: i % 2 ? 'Приховані двері «Базові»' : '«Класика» дуб',
      selections: { heightMm: 2100, widthMm: 810 },
      look: { name: 'Classic Oak', description: null, categorySlug: 'interior' },
      options,
      room,
      quantity: 1 + (i % 2),
      unitPriceCents: 1_845_100 + i * 10_000,
      grossCents: 0,
      discountCents: 0,
      netCents: 0,
    })),
    { type: 'service', name: 'Монтаж', unit: 'двері', quantity: 9, unitPriceCents: 150_000, ...zero() },
    { type: 'service', name: 'Доставка', unit: 'рейс', quantity: 1, unitPriceCents: 90_000, ...zero() },
    { type: 'service', name: 'Вивезення упаковки', unit: 'замовлення', quantity: 1, unitPriceCents: 30_000, ...zero() },
    { type: 'free', text: 'Шафа-купе 2400 × 600 мм, дуб', quantity: 1, unitPriceCents: 4_500_000, ...zero() },
  ];
  const discounts = lines.map((_, i) => (i === 0 ? { amountCents: 100_000, reason: 'sample' } : null));
  const totals = offerTotals(
    lines.map((l, i) => ({ ...l, discount: discounts[i] ?? null })),
    { percent: 5, reason: '' },
    50,
  );
  const { lines: amounts, ...sums } = totals;
  return {
    lang,
    reference: 'D-10042',
    customerName: 'Олена Коваль',
    rateX10000: 412_500,
    lines: lines.map((l, i) => ({ ...l, ...amounts[i] })) as OfferDocument['lines'],
    totals: sums,
    prepaymentPercent: 50,
    validUntil: '2026-12-11',
    leadTimeWeeks: 6,
    note: 'Ціни з монтажем і доставкою по Києву.',
    shop: {
      name: 'Двері та столярство',
      legalName: 'ТОВ «Двері та столярство»',
      registrationCode: '12345678',
      address: 'вул. Лісова, 12, Київ, 02000',
      phones: ['+380 44 123 45 67'],
      email: 'hello@doors-joinery.com.ua',
    },
    terms: 'Остаточну ціну зафіксовано в цій пропозиції.\n\nПередоплата — після прийняття пропозиції.',
  };
}
function zero() {
  return { grossCents: 0, discountCents: 0, netCents: 0 };
}
