// Reads what the font check needs from a WOFF2 file with Node alone (its tables are one Brotli stream): which code
// points the font maps to a glyph (cmap) and its vertical metrics (head, hhea, OS/2). Only untransformed tables are
// read; WOFF2 transforms glyf, loca and hmtx, which are never needed here. Spec: W3C WOFF File Format 2.0.
import { brotliDecompressSync } from 'node:zlib';

// WOFF2's known-table index (section 4.2): a table's flags name one of these instead of spelling its tag.
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .match(/.{4}\s?/g)
    ?.map((tag) => tag.slice(0, 4)) ?? [];

/** The untransformed tables of a WOFF2 font, by tag. Throws on anything that is not WOFF2. */
export function woff2Tables(file: Uint8Array): Map<string, Buffer> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  if (bytes.toString('latin1', 4, 8) === 'ttcf') throw new Error('font collections are not read');
  const numTables = bytes.readUInt16BE(12);
  const compressedSize = bytes.readUInt32BE(20);
  let at = 48;
  const base128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = bytes.readUInt8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = bytes.readUInt8(at++);
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = bytes.toString('latin1', at, at + 4);
      at += 4;
    }
    if (!tag) throw new Error(`unknown table index ${flags & 0x3f}`);
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; every other table is transformed unless version 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength, transformed });
  }
  const data = brotliDecompressSync(bytes.subarray(at, at + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const entry of entries) {
    if (!entry.transformed) tables.set(entry.tag, data.subarray(offset, offset + entry.length));
    offset += entry.length;
  }
  return tables;
}

function table(tables: Map<string, Buffer>, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`the font has no ${tag} table`);
  return found;
}

/** Every code point the font maps to a real glyph (Unicode subtables: format 4 and 12). */
export function codePoints(file: Uint8Array): Set<number> {
  const cmap = table(woff2Tables(file), 'cmap');
  const mapped = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = sub.readUInt16BE(starts + s * 2);
        const end = sub.readUInt16BE(ends + s * 2);
        const delta = sub.readUInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph = (c + delta) & 0xffff;
          if (rangeOffset !== 0) {
            const raw = sub.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
          }
          if (glyph !== 0) mapped.add(c);
        }
      }
    } else if (format === 12) {
      const groups = sub.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = sub.readUInt32BE(16 + g * 12);
        const end = sub.readUInt32BE(20 + g * 12);
        const glyph = sub.readUInt32BE(24 + g * 12);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) mapped.add(c);
      }
    }
  }
  return mapped;
}

export interface FontMetrics {
  unitsPerEm: number;
  /** hhea's, as browsers on Linux and macOS lay lines out. */
  ascender: number;
  descender: number;
  lineGap: number;
  /** OS/2's average advance width. */
  xAvgCharWidth: number;
}

export function fontMetrics(file: Uint8Array): FontMetrics {
  const tables = woff2Tables(file);
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const os2 = table(tables, 'OS/2');
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    xAvgCharWidth: os2.readInt16BE(2),
  };
}
