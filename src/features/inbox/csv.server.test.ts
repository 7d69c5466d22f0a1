import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvHeader, csvLines } from './csv.server.ts';

/** The export read back as a spreadsheet or Python's csv module reads it: a real CSV parser, records and cells. */
const read = (csv: string): string[][] => parse(csv, { bom: true, relax_column_count: true });

/** What a spreadsheet would run: a cell, or any line of one, starting with = + - @ tab or CR. */
const formulaLike = (cell: string) => cell.split(/\r\n|\r|\n/).some((line) => /^[=+\-@\t\r]/.test(line));

describe('csvLines', () => {
  it('keeps a message with line breaks in its one cell and defuses each of its lines (decision 018)', () => {
    const message = "Hello\n=cmd|' /C calc'!A0\n=1+1";
    const csv = csvHeader(['Name', 'Message']) + csvLines([['Olena', message]]);
    const records = read(csv);
    expect(records).toEqual([
      ['Name', 'Message'],
      ['Olena', "Hello\n'=cmd|' /C calc'!A0\n'=1+1"],
    ]);
  });

  it('quotes a cell with a bare CR or LF, a quote or a comma; leaves plain cells bare', () => {
    const csv = csvLines([['a\rb', 'c\nd', 'say "hi"', 'x,y', 'plain', 7, null, true]]);
    expect(csv).toBe('"a\rb","c\nd","say ""hi""","x,y",plain,7,,true\r\n');
  });

  it('never lets a parsed cell start a formula, whatever the text', () => {
    const piece = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\r\n', '"', ',', 'a', 'Б', ' ', "'");
    const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const records = read(csvLines(rows));
        expect(records).toHaveLength(rows.length);
        for (const [r, record] of records.entries()) {
          expect(record).toHaveLength(rows[r]?.length ?? 0);
          for (const cell of record) expect(formulaLike(cell), JSON.stringify(cell)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
