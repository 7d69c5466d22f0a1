// For tests only (never imported by the app): an issued invoice's document, as the server freezes it.
import { paymentQrPayload } from './payment-qr.ts';
import type { InvoiceDocument } from './schema.ts';

export function sampleInvoice(lang: 'en' | 'uk', lineCount = 4): InvoiceDocument {
  const purpose = 'Передоплата за рахунком № O-10001-1 за замовленням O-10001';
  return {
    lang,
    reference: 'O-10001-1',
    orderNumber: 'O-10001',
    number: 1,
    issuedOn: '2026-11-28',
    dueOn: '2026-12-03',
    seller: {
      legalName: 'ТОВ «Двері та столярство»',
      code: '40723824',
      iban: 'UA213223130000026007233566001',
      bank: 'АТ «Тестовий банк»',
      address: 'вул. Лісова, 12, Київ, 02000, Україна',
      phone: '+380 44 123 45 67',
      email: 'hello@doors-joinery.com.ua',
    },
    buyer: { name: 'Олена Коваль', phone: '+380 67 000 00 00', email: 'olena@example.com' },
    lines: Array.from({ length: lineCount }, (_, i) => ({
      text: i % 2 ? 'Приховані двері «Базові»' : '«Класика» дуб',
      quantity: 1 + (i % 3),
      netCents: 1_845_100 + i * 10_000,
    })),
    totalCents: 8_000_000,
    paidBeforeCents: 0,
    amountCents: 4_000_050,
    purpose,
    qrPayload: paymentQrPayload({
      recipient: 'ТОВ «Двері та столярство»',
      iban: 'UA213223130000026007233566001',
      recipientCode: '40723824',
      amountCents: 4_000_050,
      purpose,
    }),
  };
}
