// The inbox lists as CSV for a spreadsheet: a header row, one row per submission, and no cell that a spreadsheet
// would run as a formula (OWASP: a leading = + - @ tab or CR gets a ' in front). Written in pieces (csvLines), so a
// long export streams (data.server.ts) instead of being built in memory.
import { stringify } from 'csv-stringify/sync';

const FORMULA = /^[=+\-@\t\r]/;

export type Cell = string | number | boolean | null;

/** Rows as CSV lines (CRLF-terminated), formulas defused. */
export function csvLines(rows: Cell[][]): string {
  const safe = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return '';
      const text = String(cell);
      return FORMULA.test(text) ? `'${text}` : text;
    }),
  );
  return safe.length ? stringify(safe, { record_delimiter: 'windows' }) : '';
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
