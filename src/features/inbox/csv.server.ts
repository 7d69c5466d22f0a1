// The inbox lists as CSV for a spreadsheet: a header row, one row per submission, and no cell that a spreadsheet
// would run as a formula (OWASP: a leading = + - @ tab or CR gets a ' in front — on every line of a cell, so a
// reader that splits lines anyway finds none either). Written in pieces (csvLines), so a long export streams
// (data.server.ts) instead of being built in memory.
import { stringify } from 'csv-stringify/sync';

const FORMULA = /^[=+\-@\t\r]/;
/** A cell's lines, each followed by its line break (kept, so the cell reads back as it was typed). */
const LINES = /[^\r\n]*(?:\r\n|\r|\n|$)/g;

export type Cell = string | number | boolean | null;

/** Rows as CSV lines (CRLF-terminated), formulas defused. */
export function csvLines(rows: Cell[][]): string {
  const safe = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return '';
      const text = String(cell);
      return text.replace(LINES, (line) => (FORMULA.test(line) ? `'${line}` : line));
    }),
  );
  // csv-stringify quotes a cell holding the delimiter, a quote or the record delimiter (CRLF), but not a bare LF or
  // CR, which every spreadsheet reads as a new row: any line break quotes the cell.
  return safe.length ? stringify(safe, { record_delimiter: 'windows', quoted_match: /[\r\n]/ }) : '';
}

/** The file's start: a BOM, so spreadsheet programs read the Ukrainian names as UTF-8, and the header row. */
export const csvHeader = (columns: string[]): string => `\uFEFF${csvLines([columns])}`;

export function csvResponse(name: string, csv: string | ReadableStream<Uint8Array>): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
