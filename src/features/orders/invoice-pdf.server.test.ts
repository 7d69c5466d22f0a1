// The invoice's PDF read back as a customer's reader and a banking app read it: one A4 page, the text selectable and
// in the invoice's language (Cyrillic from embedded fonts), and the payment code on the printed page decoding to the
// invoice's payload byte for byte (the page rasterised by poppler's pdftoppm, decoded by jsQR).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatMoneyExact } from '../../lib/amounts.ts';
import { invoicePdf } from './invoice-pdf.server.ts';
import { sampleInvoice } from './testing.ts';

async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

/** The page at 150 dpi, as a phone's camera would see the printout, and the code found on it. */
async function scanPrintout(bytes: Uint8Array): Promise<string | null> {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), bytes);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', join(dir, 'invoice.pdf'), join(dir, 'page')]);
    const { data, info } = await sharp(readFileSync(join(dir, 'page.png')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the invoice PDF', () => {
  it('one A4 page in Ukrainian: seller, account, buyer, lines, the amount due and its day, fonts embedded', async () => {
    const invoice = sampleInvoice('uk');
    const started = performance.now();
    const bytes = await invoicePdf(invoice);
    const elapsed = performance.now() - started;
    const { text, totalPages } = await read(bytes);
    expect(totalPages).toBe(1);
    const money = (cents: number) => formatMoneyExact(cents, 'uk').replace(/\s/g, ' ');
    for (const expected of [
      'Рахунок на оплату № O-10001-1',
      'До замовлення O-10001',
      'ТОВ «Двері та столярство»',
      'ЄДРПОУ / РНОКПП 40723824',
      'UA21 3223 1300 0002 6007 2335 6600 1',
      'АТ «Тестовий банк»',
      'Олена Коваль',
      '«Класика» дуб',
      `До сплати ${money(invoice.amountCents)}`,
      'Сума 40 000,50 грн',
      'Сплатити до 03.12.2026',
      invoice.purpose,
    ]) {
      expect(text).toContain(expected);
    }
    const loaded = await PDFDocument.load(bytes);
    const [page] = loaded.getPages();
    expect(page?.getSize()).toEqual({ width: 595.28, height: 841.89 });
    const fonts = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    // The offer's PDF budget (docs/benchmarks.md): well inside it in a test process.
    expect(elapsed).toBeLessThan(5_000);
  });

  it('its printed payment code decodes to the invoice’s payload, byte for byte', async () => {
    const invoice = sampleInvoice('uk');
    expect(await scanPrintout(await invoicePdf(invoice))).toBe(invoice.qrPayload);
  });

  it('in English, and still one page with thirty lines (the rest summed in one line)', async () => {
    const invoice = sampleInvoice('en', 30);
    const bytes = await invoicePdf(invoice);
    const { text, totalPages } = await read(bytes);
    expect(totalPages).toBe(1);
    expect(text).toContain('Invoice O-10001-1');
    expect(text).toContain('and 17 more lines');
    expect(text).toContain('Pay by 3 December 2026');
    expect(await scanPrintout(bytes)).toBe(invoice.qrPayload);
  });
});
