import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paymentQrPayload, type TransferDetails } from './payment-qr.ts';
import { drawPaymentQr, paymentQrSvg, QUIET_ZONE } from './payment-qr-image.server.ts';

const details: TransferDetails = {
  recipient: 'ТОВ «Двері та столярство»',
  iban: 'UA213223130000026007233566001',
  recipientCode: '40723824',
  amountCents: 1_234_550,
  purpose: 'Передоплата за замовлення O-10001 згідно з рахунком O-10001-1, без ПДВ',
};

/** The SVG as a camera would read it: rasterised at `pixels` per module, then decoded by jsQR. */
async function scan(svg: string, modules: number, pixels: number): Promise<string | null> {
  const side = modules * pixels;
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(side, side)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
}

describe('the drawn payment code', () => {
  it('decodes, hryvnia sign and all, to the payload byte for byte', async () => {
    const payload = paymentQrPayload(details);
    const drawing = drawPaymentQr(payload);
    expect(await scan(paymentQrSvg(drawing, 'Payment code'), drawing.size, 8)).toBe(payload);
  });

  it('decodes at the largest payload the rules allow (475 characters of data, version 17)', async () => {
    const purpose = 'Оплата за двері, монтаж і доставку; '.repeat(20);
    let cut = purpose.length;
    let payload = '';
    for (; cut > 0; cut--) {
      try {
        payload = paymentQrPayload({ ...details, purpose: purpose.slice(0, cut) });
        break;
      } catch {}
    }
    expect(payload.length).toBeGreaterThan(23 + 470);
    const drawing = drawPaymentQr(payload);
    expect(drawing.version).toBe(17);
    expect(await scan(paymentQrSvg(drawing, 'Payment code'), drawing.size, 6)).toBe(payload);
  });

  it('uses version 10 at least, with the rules’ circle for it, and a 4-module quiet zone', () => {
    const drawing = drawPaymentQr(paymentQrPayload({ ...details, purpose: 'Двері' }));
    expect(drawing.version).toBe(10);
    expect(drawing.size).toBe(57 + 2 * QUIET_ZONE);
    expect(drawing.circle).toEqual({ cx: drawing.size / 2, cy: drawing.size / 2, r: 17 / 2 });
    // The sign inside a circle 4 modules smaller: ±50 units scaled to (17 − 4) / 2 modules.
    expect(drawing.sign.scale).toBeCloseTo(6.5 / 50);
  });

  it('names itself for screen readers, escaping the label', () => {
    const svg = paymentQrSvg(drawPaymentQr(paymentQrPayload(details)), 'Код "оплати" <QR> & ₴');
    expect(svg).toContain('role="img" aria-label="Код &quot;оплати&quot; &lt;QR> &amp; ₴"');
  });
});
