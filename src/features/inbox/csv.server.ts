// The inbox lists as CSV for a spreadsheet: a header row, one row per submission, and no cell that a spreadsheet
// would run as a formula (OWASP: a leading = + - @ tab or CR gets a ' in front).
import { stringify } from 'csv-stringify/sync';

const FORMULA = /^[=+\-@\t\r]/;

export function toCsv(columns: string[], rows: (string | number | boolean | null)[][]): string {
  const safe = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return '';
      const text = String(cell);
      return FORMULA.test(text) ? `'${text}` : text;
    }),
  );
  // A BOM so spreadsheet programs read the Ukrainian names as UTF-8.
  return `\uFEFF${stringify([columns, ...safe], { record_delimiter: 'windows' })}`;
}

export function csvResponse(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
