// The payment code drawn as the NBU's rules ask (Resolution No. 97, Annex 1 §5–14; docs/decisions/027): byte mode,
// error correction M (L is not allowed under the hryvnia sign, and Q would need a larger symbol for long purposes),
// version 10 to 17, and the hryvnia sign on a white circle at the centre, the circle's diameter set by the version.
// One drawing, two outputs: an SVG for the pages and the same shapes for the invoice's PDF (invoice-pdf.server.ts).
import QRCode from 'qrcode';

/** The rules' quiet zone is ISO/IEC 18004's: 4 modules around the symbol. */
export const QUIET_ZONE = 4;

/** The centre circle's diameter in modules for each version the rules allow (Annex 1 §11). */
const CIRCLE_MODULES: Record<number, number> = { 10: 17, 11: 19, 12: 19, 13: 21, 14: 23, 15: 23, 16: 25, 17: 25 };

/**
 * The hryvnia sign (₴) in a box of ±50 around its centre, drawn as strokes: the reversed S and its two bars. Scaled
 * to the circle the rules inscribe the sign in (4 modules less than the white one, §12).
 */
const HRYVNIA_PATH =
  'M -21 -23 C -17 -40 25 -42 25 -20 C 25 -6 8 -1 0 2 C -10 6 -26 10 -25 24 C -24 42 17 42 23 24 M -30 -8 H 30 M -30 8 H 30';
const HRYVNIA_STROKE = 8;

export interface PaymentQrDrawing {
  version: number;
  /** The side in modules, the quiet zone included. */
  size: number;
  /** The dark modules as one SVG path in module units (y down), the quiet zone included. */
  modules: string;
  /** The white circle's centre and radius, in module units. */
  circle: { cx: number; cy: number; r: number };
  /** The sign: its path in ±50 units, and the scale and stroke that place it in the circle. */
  sign: { path: string; scale: number; strokeWidth: number };
}

/** The symbol for a payload (a paymentQrPayload() text), at the smallest version from 10 that holds it at level M. */
export function drawPaymentQr(payload: string): PaymentQrDrawing {
  const segments = [{ data: new TextEncoder().encode(payload), mode: 'byte' as const }];
  let qr = QRCode.create(segments, { errorCorrectionLevel: 'M' });
  if (qr.version < 10) qr = QRCode.create(segments, { errorCorrectionLevel: 'M', version: 10 });
  const diameter = CIRCLE_MODULES[qr.version];
  if (diameter === undefined) throw new Error(`A payment code needs QR version 10 to 17, not ${qr.version}`);

  const { size, data } = qr.modules;
  let modules = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) modules += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const centre = QUIET_ZONE + size / 2;
  const signRadius = (diameter - 4) / 2;
  return {
    version: qr.version,
    size: size + 2 * QUIET_ZONE,
    modules,
    circle: { cx: centre, cy: centre, r: diameter / 2 },
    sign: { path: HRYVNIA_PATH, scale: signRadius / 50, strokeWidth: HRYVNIA_STROKE },
  };
}

/** The drawing as a standalone SVG, `label` its accessible name; sized by the page (it scales, crisp at any size). */
export function paymentQrSvg(drawing: PaymentQrDrawing, label: string): string {
  const { size, modules, circle, sign } = drawing;
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="${escaped}">`,
    `<rect width="${size}" height="${size}" fill="#fff"/>`,
    `<path d="${modules}" fill="#000"/>`,
    `<circle cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}" fill="#fff"/>`,
    `<path d="${sign.path}" transform="translate(${circle.cx} ${circle.cy}) scale(${sign.scale})" fill="none" stroke="#000" stroke-width="${sign.strokeWidth}" stroke-linecap="round" shape-rendering="geometricPrecision"/>`,
    '</svg>',
  ].join('');
}
