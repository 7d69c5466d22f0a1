// The offer as a PDF the customer keeps (docs/product.md#offers): A4, selectable text in the offer's language, the
// brand's Inter embedded (subset) for Latin and Cyrillic (pdf-kit.server.ts), made by pdf-lib from a sent version's
// frozen document, so it states exactly what the engine priced. Long texts wrap, and the lines and terms run on to
// further pages.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { rateText } from '../../lib/amounts.ts';
import { t } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { shopDayText } from '../../lib/shop-day.ts';
import type { OfferDocument } from './document.ts';
import { PDF_FONTS } from './pdf-fonts.generated.ts';
import { A4, drawText, drawTextRight, type Face, faceOf, INK, MARGIN, MUTED, RULE, wrap } from './pdf-kit.server.ts';

/** The version as the customer received it: its number and the day it was sent. */
export interface PdfVersion {
  number: number;
  sentAt: string;
}

/** The file a version's PDF is saved as: offer-D-10001-v2.pdf. */
export const pdfFilename = (document: OfferDocument, number: number): string =>
  `offer-${document.reference}-v${number}.pdf`;

/** A sent version's PDF. */
export async function offerPdf(document: OfferDocument, version: PdfVersion): Promise<Uint8Array> {
  const { lang } = document;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = t(lang, 'offer.pdf.title', { reference: document.reference });
  doc.setTitle(`${title} · ${document.shop.name}`);
  doc.setAuthor(document.shop.legalName);
  doc.setLanguage(lang === 'uk' ? 'uk-UA' : 'en-GB');
  doc.setProducer(document.shop.name);
  doc.setCreator(document.shop.name);
  const regular = await faceOf(doc, PDF_FONTS.latin400, PDF_FONTS.cyrillic400);
  const bold = await faceOf(doc, PDF_FONTS.latin600, PDF_FONTS.cyrillic600);
  const money = (cents: number) => formatMoney(cents, lang);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;
  const width = right - MARGIN;

  const draw = (text: string, x: number, at: number, size: number, face: Face, color = INK) =>
    drawText(page, text, x, at, size, face, color);
  const drawRight = (text: string, x: number, at: number, size: number, face: Face, color = INK) =>
    drawTextRight(page, text, x, at, size, face, color);
  /** Room for `height` more points on this page, else a new page. */
  const room = (height: number) => {
    if (y - height >= MARGIN + 24) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const paragraph = (text: string, size: number, face: Face, color = INK, indent = 0) => {
    for (const line of wrap(text, width - indent, size, face)) {
      room(size * 1.4);
      draw(line, MARGIN + indent, y - size, size, face, color);
      y -= size * 1.4;
    }
  };

  // The shop and the offer.
  draw(document.shop.name, MARGIN, y - 18, 18, bold);
  drawRight(title, right, y - 16, 14, bold);
  drawRight(
    t(lang, 'offer.pdf.version', { number: version.number, date: shopDayText(version.sentAt, lang) }),
    right,
    y - 32,
    9,
    regular,
    MUTED,
  );
  y -= 30;
  const shopLine = [
    document.shop.legalName,
    document.shop.registrationCode ? t(lang, 'offer.pdf.code', { code: document.shop.registrationCode }) : '',
    document.shop.address,
  ].filter(Boolean);
  for (const line of [shopLine.join(' · '), [...document.shop.phones, document.shop.email].join(' · ')]) {
    paragraph(line, 8.5, regular, MUTED);
  }
  y -= 14;

  const facts: [string, string][] = [
    [t(lang, 'offer.pdf.for'), document.customerName],
    [t(lang, 'offer.pdf.validUntil'), shopDayText(`${document.validUntil}T12:00:00Z`, lang)],
    [t(lang, 'offer.pdf.leadTime'), t(lang, 'offer.pdf.weeks', { weeks: document.leadTimeWeeks })],
  ];
  for (const [label, value] of facts) {
    draw(label, MARGIN, y - 10, 9, regular, MUTED);
    draw(value, MARGIN + 110, y - 10, 10, bold);
    y -= 16;
  }
  y -= 10;

  // The lines: # · item (with its options) · quantity · unit price · amount.
  const columns = { number: MARGIN, item: MARGIN + 22, qty: right - 190, unit: right - 85, amount: right };
  const itemWidth = columns.qty - 40 - columns.item;
  const header = () => {
    draw('#', columns.number, y - 9, 8.5, bold, MUTED);
    draw(t(lang, 'offer.pdf.item'), columns.item, y - 9, 8.5, bold, MUTED);
    drawRight(t(lang, 'offer.pdf.qty'), columns.qty, y - 9, 8.5, bold, MUTED);
    drawRight(t(lang, 'offer.pdf.unitPrice'), columns.unit, y - 9, 8.5, bold, MUTED);
    drawRight(t(lang, 'offer.pdf.amount'), columns.amount, y - 9, 8.5, bold, MUTED);
    y -= 15;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.6, color: RULE });
    y -= 6;
  };
  header();
  for (const [i, line] of document.lines.entries()) {
    const name = line.type === 'door' ? line.productName : line.type === 'service' ? line.name : line.text;
    const details =
      line.type === 'door'
        ? [
            ...(line.room ? [t(lang, 'offer.pdf.room', { room: line.room })] : []),
            line.options.map((o) => `${o.controlLabel}: ${o.displayValue}`).join('; '),
          ]
        : line.type === 'service'
          ? [line.unit]
          : [];
    const nameLines = wrap(name, itemWidth, 10, bold);
    const detailLines = details.flatMap((d) => wrap(d, itemWidth, 8, regular));
    const height = nameLines.length * 13 + detailLines.length * 10.5 + (line.discountCents ? 11 : 0) + 8;
    if (y - height < MARGIN + 24) {
      room(height + 40);
      header();
    }
    const top = y;
    draw(String(i + 1), columns.number, top - 10, 9, regular, MUTED);
    drawRight(String(line.quantity), columns.qty, top - 10, 10, regular);
    drawRight(money(line.unitPriceCents), columns.unit, top - 10, 10, regular);
    drawRight(money(line.netCents), columns.amount, top - 10, 10, bold);
    for (const text of nameLines) {
      draw(text, columns.item, y - 10, 10, bold);
      y -= 13;
    }
    for (const text of detailLines) {
      draw(text, columns.item, y - 8, 8, regular, MUTED);
      y -= 10.5;
    }
    if (line.discountCents) {
      draw(t(lang, 'offer.pdf.lineDiscount', { amount: money(line.discountCents) }), columns.item, y - 8, 8, regular);
      y -= 11;
    }
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.4, color: RULE });
    y -= 4;
  }

  // The totals, right-aligned.
  const { totals } = document;
  const sums: [string, string, Face][] = [
    [t(lang, 'offer.pdf.subtotal'), money(totals.subtotalCents), regular],
    ...(totals.discountCents
      ? [[t(lang, 'offer.pdf.discount'), `−${money(totals.discountCents)}`, regular] as [string, string, Face]]
      : []),
    [t(lang, 'offer.pdf.total'), money(totals.totalCents), bold],
    [t(lang, 'offer.pdf.prepayment', { percent: document.prepaymentPercent }), money(totals.prepaymentCents), regular],
    [t(lang, 'offer.pdf.balance'), money(totals.balanceCents), regular],
  ];
  room(sums.length * 17 + 10);
  y -= 8;
  for (const [label, value, face] of sums) {
    const size = face === bold ? 12 : 10;
    drawRight(label, columns.unit, y - size, size, face);
    drawRight(value, columns.amount, y - size, size, face);
    y -= size + 7;
  }
  if (document.rateX10000) {
    y -= 4;
    paragraph(t(lang, 'offer.pdf.rate', { rate: rateText(document.rateX10000 / 10_000) }), 8, regular, MUTED);
  }

  for (const [label, text] of [
    [t(lang, 'offer.pdf.note'), document.note],
    [t(lang, 'offer.pdf.terms'), document.terms],
  ] as const) {
    if (!text) continue;
    y -= 12;
    room(40);
    paragraph(label, 10, bold);
    y -= 2;
    paragraph(text, label === t(lang, 'offer.pdf.terms') ? 8 : 9.5, regular);
  }

  // Every page says whose offer it is and where it stands.
  const pages = doc.getPages();
  for (const [i, each] of pages.entries()) {
    page = each;
    const footer = t(lang, 'offer.pdf.page', { reference: document.reference, page: i + 1, pages: pages.length });
    drawRight(footer, right, MARGIN - 14, 8, regular, MUTED);
  }
  return doc.save();
}
