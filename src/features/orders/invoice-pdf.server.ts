// The invoice as a PDF the customer keeps ("рахунок на оплату", docs/product.md#orders): one A4 page in the
// invoice's language, selectable text with Inter embedded for Latin and Cyrillic, made from the invoice's frozen
// document: the seller and their account, the buyer, what the order is for, the amount due and its last day, and the
// NBU payment code with the same details printed beside it for a payer who types them in.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatMoneyExact } from '../../lib/amounts.ts';
import { t } from '../../lib/i18n.ts';
import { ibanInGroups } from '../../lib/iban.ts';
import { shopDayText } from '../../lib/shop-day.ts';
import { PDF_FONTS } from '../offers/pdf-fonts.generated.ts';
import {
  A4,
  drawText,
  drawTextRight,
  type Face,
  faceOf,
  MARGIN,
  MUTED,
  RULE,
  widthOf,
  wrap,
} from '../offers/pdf-kit.server.ts';
import { drawPaymentQr } from './payment-qr-image.server.ts';
import type { InvoiceDocument } from './schema.ts';

/** The most lines listed; more are summed up in one "and N more" line so the invoice stays one page. */
const MAX_LISTED = 14;
/** The payment code's side on paper: 45 mm, modules of 0.5 mm and more up to version 17 (the rules' minimum). */
const QR_SIDE = 128;

export const invoiceFilename = (invoice: InvoiceDocument): string => `invoice-${invoice.reference}.pdf`;

const day = (iso: string, lang: InvoiceDocument['lang']) => shopDayText(`${iso}T12:00:00Z`, lang);

export async function invoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { lang } = invoice;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = t(lang, 'invoice.pdf.title', { reference: invoice.reference });
  doc.setTitle(`${title} · ${invoice.seller.legalName}`);
  doc.setAuthor(invoice.seller.legalName);
  doc.setLanguage(lang === 'uk' ? 'uk-UA' : 'en-GB');
  doc.setProducer(invoice.seller.legalName);
  doc.setCreator(invoice.seller.legalName);
  const regular = await faceOf(doc, PDF_FONTS.latin400, PDF_FONTS.cyrillic400);
  const bold = await faceOf(doc, PDF_FONTS.latin600, PDF_FONTS.cyrillic600);
  const money = (cents: number) => formatMoneyExact(cents, lang);
  const page = doc.addPage(A4);
  const right = A4[0] - MARGIN;
  const width = right - MARGIN;
  let y = A4[1] - MARGIN;
  const draw = (text: string, x: number, at: number, size: number, face: Face, color = rgb(0.11, 0.1, 0.09)) =>
    drawText(page, text, x, at, size, face, color);
  const drawRight = (text: string, x: number, at: number, size: number, face: Face, color = rgb(0.11, 0.1, 0.09)) =>
    drawTextRight(page, text, x, at, size, face, color);
  const rule = (at: number, thickness = 0.5) =>
    page.drawLine({ start: { x: MARGIN, y: at }, end: { x: right, y: at }, thickness, color: RULE });
  /** A block of "label" over lines of text within `blockWidth`; returns how far down it went. */
  const block = (label: string, lines: string[], x: number, top: number, blockWidth: number) => {
    let at = top;
    draw(label, x, at - 8.5, 8.5, bold, MUTED);
    at -= 14;
    for (const [i, text] of lines.entries()) {
      for (const line of wrap(text, blockWidth, i === 0 ? 10 : 9, i === 0 ? bold : regular)) {
        draw(line, x, at - (i === 0 ? 10 : 9), i === 0 ? 10 : 9, i === 0 ? bold : regular);
        at -= i === 0 ? 13 : 12;
      }
    }
    return top - at;
  };

  // The title and the days.
  draw(title, MARGIN, y - 18, 18, bold);
  drawRight(t(lang, 'invoice.pdf.issued', { date: day(invoice.issuedOn, lang) }), right, y - 12, 9, regular, MUTED);
  drawRight(t(lang, 'invoice.pdf.order', { number: invoice.orderNumber }), right, y - 25, 9, regular, MUTED);
  y -= 44;

  // The seller and the buyer, side by side.
  const half = (width - 24) / 2;
  const { seller, buyer } = invoice;
  const sellerHeight = block(
    t(lang, 'invoice.pdf.seller'),
    [
      seller.legalName,
      t(lang, 'invoice.pdf.code', { code: seller.code }),
      `IBAN ${ibanInGroups(seller.iban)}`,
      ...(seller.bank ? [seller.bank] : []),
      seller.address,
      [seller.phone, seller.email].filter(Boolean).join(' · '),
    ],
    MARGIN,
    y,
    half,
  );
  const buyerHeight = block(
    t(lang, 'invoice.pdf.buyer'),
    [buyer.name, ...[buyer.phone, buyer.email].filter((v): v is string => Boolean(v))],
    MARGIN + half + 24,
    y,
    half,
  );
  y -= Math.max(sellerHeight, buyerHeight) + 14;

  // What the order is for: # · item · qty · amount.
  const columns = { number: MARGIN, item: MARGIN + 22, qty: right - 110, amount: right };
  draw('#', columns.number, y - 9, 8.5, bold, MUTED);
  draw(t(lang, 'invoice.pdf.item'), columns.item, y - 9, 8.5, bold, MUTED);
  drawRight(t(lang, 'invoice.pdf.qty'), columns.qty, y - 9, 8.5, bold, MUTED);
  drawRight(t(lang, 'invoice.pdf.amount'), columns.amount, y - 9, 8.5, bold, MUTED);
  y -= 14;
  rule(y);
  y -= 4;
  const listed = invoice.lines.slice(0, invoice.lines.length > MAX_LISTED ? MAX_LISTED - 1 : MAX_LISTED);
  for (const [i, line] of listed.entries()) {
    const [first] = wrap(line.text, columns.qty - 40 - columns.item, 9.5, regular);
    const text = first === line.text ? line.text : `${first}…`;
    draw(String(i + 1), columns.number, y - 10, 9, regular, MUTED);
    draw(text, columns.item, y - 10, 9.5, regular);
    drawRight(String(line.quantity), columns.qty, y - 10, 9.5, regular);
    drawRight(money(line.netCents), columns.amount, y - 10, 9.5, regular);
    y -= 16;
  }
  const rest = invoice.lines.slice(listed.length);
  if (rest.length) {
    draw(t(lang, 'invoice.pdf.more', { count: rest.length }), columns.item, y - 10, 9.5, regular, MUTED);
    drawRight(money(rest.reduce((sum, line) => sum + line.netCents, 0)), columns.amount, y - 10, 9.5, regular);
    y -= 16;
  }
  rule(y);
  y -= 8;

  // The sums: the order, paid before, due now and by when.
  const sums: [string, string, Face, number][] = [
    [t(lang, 'invoice.pdf.total'), money(invoice.totalCents), regular, 10],
    ...(invoice.paidBeforeCents
      ? [
          [t(lang, 'invoice.pdf.paidBefore'), money(invoice.paidBeforeCents), regular, 10] as [
            string,
            string,
            Face,
            number,
          ],
        ]
      : []),
    [t(lang, 'invoice.pdf.due'), money(invoice.amountCents), bold, 14],
    [t(lang, 'invoice.pdf.dueOn'), day(invoice.dueOn, lang), regular, 10],
  ];
  for (const [label, value, face, size] of sums) {
    drawRight(label, columns.qty, y - size, size, face);
    drawRight(value, columns.amount, y - size, size, face);
    y -= size + 8;
  }
  y -= 12;

  // The payment code and the same details in words.
  const boxTop = y;
  const drawing = drawPaymentQr(invoice.qrPayload);
  const module = QR_SIDE / drawing.size;
  const qrLeft = MARGIN;
  const qrTop = boxTop;
  page.drawRectangle({ x: qrLeft, y: qrTop - QR_SIDE, width: QR_SIDE, height: QR_SIDE, color: rgb(1, 1, 1) });
  page.drawSvgPath(drawing.modules, { x: qrLeft, y: qrTop, scale: module, color: rgb(0, 0, 0) });
  const cx = qrLeft + drawing.circle.cx * module;
  const cy = qrTop - drawing.circle.cy * module;
  page.drawCircle({ x: cx, y: cy, size: drawing.circle.r * module, color: rgb(1, 1, 1) });
  page.drawSvgPath(drawing.sign.path, {
    x: cx,
    y: cy,
    scale: drawing.sign.scale * module,
    borderColor: rgb(0, 0, 0),
    borderWidth: drawing.sign.strokeWidth,
    borderLineCap: 1,
  });
  const textLeft = qrLeft + QR_SIDE + 20;
  const textWidth = right - textLeft;
  let at = boxTop;
  draw(t(lang, 'invoice.pdf.scan'), textLeft, at - 11, 11, bold);
  at -= 18;
  for (const line of wrap(t(lang, 'invoice.pdf.scanHint'), textWidth, 8.5, regular)) {
    draw(line, textLeft, at - 8.5, 8.5, regular, MUTED);
    at -= 12;
  }
  at -= 4;
  const details: [string, string][] = [
    [t(lang, 'invoice.pdf.recipient'), seller.legalName],
    ['IBAN', ibanInGroups(seller.iban)],
    [t(lang, 'invoice.pdf.recipientCode'), seller.code],
    [t(lang, 'invoice.pdf.amountField'), money(invoice.amountCents)],
    [t(lang, 'invoice.pdf.purpose'), invoice.purpose],
  ];
  const labelWidth = Math.max(...details.map(([label]) => widthOf(label, 8.5, regular))) + 10;
  for (const [label, value] of details) {
    draw(label, textLeft, at - 9, 8.5, regular, MUTED);
    for (const line of wrap(value, textWidth - labelWidth, 9, bold)) {
      draw(line, textLeft + labelWidth, at - 9, 9, bold);
      at -= 12.5;
    }
  }
  y = Math.min(boxTop - QR_SIDE, at) - 16;
  for (const line of wrap(t(lang, 'invoice.pdf.footer', { reference: invoice.reference }), width, 8, regular)) {
    draw(line, MARGIN, y - 8, 8, regular, MUTED);
    y -= 11;
  }
  return doc.save();
}
