// The PDFs' shared drawing (docs/product.md#offers, #orders): A4 in points, the brand's Inter embedded (subset) for
// Latin and Cyrillic, each character drawn from the face that has it (fontsource ships Latin and Cyrillic as two
// files), and text wrapped to a width. The offer's and the invoice's PDFs are laid out with these.
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const INK = rgb(0.11, 0.1, 0.09);
export const MUTED = rgb(0.42, 0.4, 0.37);
export const RULE = rgb(0.85, 0.83, 0.8);

/** One weight: the Latin face and the Cyrillic face, and which code points the Cyrillic one has. */
export interface Face {
  latin: PDFFont;
  cyrillic: PDFFont;
  cyrillicPoints: Set<number>;
}

const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

export async function faceOf(doc: PDFDocument, latin: string, cyrillic: string): Promise<Face> {
  const cyrillicFont = await doc.embedFont(bytesOf(cyrillic), { subset: true });
  return {
    latin: await doc.embedFont(bytesOf(latin), { subset: true }),
    cyrillic: cyrillicFont,
    cyrillicPoints: new Set(cyrillicFont.getCharacterSet()),
  };
}

/** The text cut into runs, each with the font that draws it. */
export function runsOf(text: string, face: Face): { text: string; font: PDFFont }[] {
  const runs: { text: string; font: PDFFont }[] = [];
  for (const char of text) {
    const font = face.cyrillicPoints.has(char.codePointAt(0) ?? 0) ? face.cyrillic : face.latin;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

export const widthOf = (text: string, size: number, face: Face) =>
  runsOf(text, face).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** The lines `text` takes within `width`: its own line breaks kept, words wrapped, a word too long cut. */
export function wrap(text: string, width: number, size: number, face: Face): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate, size, face) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (widthOf(rest, size, face) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(rest.slice(0, cut), size, face) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Draws `text` at (x, y), each run in the face's font that has its characters. */
export function drawText(page: PDFPage, text: string, x: number, y: number, size: number, face: Face, color = INK) {
  let left = x;
  for (const run of runsOf(text, face)) {
    page.drawText(run.text, { x: left, y, size, font: run.font, color });
    left += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** Draws `text` ending at x. */
export const drawTextRight = (
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  face: Face,
  color = INK,
) => drawText(page, text, x - widthOf(text, size, face), y, size, face, color);
