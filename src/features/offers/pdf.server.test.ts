// The offer's PDF read back as a customer's PDF reader reads it (unpdf, Mozilla's PDF.js): every line, every amount
// and the total in the offer's language, Cyrillic included, a ten-line offer on at most two A4 pages, the fonts
// embedded, and a long text running on to another page rather than off this one.
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { offerPdf } from './pdf.server.ts';
import { tenLines } from './testing.ts';

async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

describe('the offer PDF', () => {
  it('a ten-line Ukrainian offer: every line and amount, the total, on at most two A4 pages, fonts embedded', async () => {
    const document = tenLines('uk');
    const started = performance.now();
    const bytes = await offerPdf(document, { number: 2, sentAt: '2026-11-27T10:00:00Z' });
    const elapsed = performance.now() - started;
    const { text, totalPages } = await read(bytes);
    expect(totalPages).toBeLessThanOrEqual(2);
    const money = (cents: number) => formatMoney(cents, 'uk').replace(/\s/g, ' ');
    for (const expected of [
      'Пропозиція D-10042',
      'Версія 2 від 27.11.2026',
      'Олена Коваль',
      'Дійсна до 11.12.2026',
      '«Класика» дуб',
      'Приховані двері «Базові»',
      'Приміщення: Ванна',
      'Відкривання: На себе, петлі ліворуч',
      'Монтаж',
      'Вивезення упаковки',
      'Шафа-купе 2400 × 600 мм, дуб',
      `Знижка −${money(100_000)}`,
      'Ціни з монтажем і доставкою по Києву.',
      'Передоплата — після прийняття пропозиції.',
      'Код 12345678',
      '41.2500',
    ]) {
      expect(text).toContain(expected);
    }
    for (const line of document.lines) expect(text).toContain(money(line.netCents));
    const { totals } = document;
    expect(text).toContain(`До сплати ${money(totals.totalCents)}`);
    expect(text).toContain(`Передоплата (50 %) ${money(totals.prepaymentCents)}`);
    expect(text).toContain(`Залишок ${money(totals.balanceCents)}`);
    expect(text).toContain(`Знижка −${money(totals.discountCents)}`);
    // The faces travel inside the file (TrueType, subset): nothing depends on the reader's fonts.
    const loaded = await PDFDocument.load(bytes);
    const descriptors = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(descriptors.length).toBeGreaterThanOrEqual(3);
    for (const descriptor of descriptors) {
      expect(String(descriptor.get(PDFName.of('FontName')))).toMatch(/^\/Inter-/);
    }
    expect(loaded.getPages().map((p) => p.getSize())).toContainEqual({ width: 595.28, height: 841.89 });
    console.info(`[offer pdf] ten lines: ${bytes.length} bytes, ${totalPages} page(s), ${Math.round(elapsed)} ms`);
  });

  it('in English too, money as English pages show it', async () => {
    const document = { ...tenLines('en'), note: null };
    const { text } = await read(await offerPdf(document, { number: 1, sentAt: '2026-11-27T10:00:00Z' }));
    expect(text).toContain('Offer D-10042');
    expect(text).toContain('Version 1 of 27 November 2026');
    expect(text).toContain(`Total ${formatMoney(document.totals.totalCents, 'en').replace(/\s/g, ' ')}`);
    expect(text).not.toContain('Note');
  });

  it('long terms run on to further pages, each page numbered', async () => {
    const document = { ...tenLines('uk'), terms: 'Умова договору щодо виготовлення дверей. '.repeat(400) };
    const { text, totalPages } = await read(await offerPdf(document, { number: 1, sentAt: '2026-11-27T10:00:00Z' }));
    expect(totalPages).toBeGreaterThan(2);
    expect(text).toContain(`D-10042 · сторінка ${totalPages} з ${totalPages}`);
  });
});
