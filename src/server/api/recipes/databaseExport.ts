/**
 * exportDatabase: the caller context's catalogue as CSV files in databases.zip (RFC 4180, UTF-8, a
 * header row, NULL as an empty field, arrays and JSON as JSON text) with a README.txt describing them.
 * Streamed: rows are read a page at a time (each page its own short transaction, in key order) only when
 * the archive (yazl, zip64 past 4 GB or 65,535 entries) asks for more, and deflated into it as the client
 * reads it, so memory stays flat as the database grows. The pages are not one snapshot: a change committed
 * during a download may show in the tables read after it.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { unitOfWork, type Country } from '../../db';
import type { Caller } from '../../http';
import { createExportRepository, EXPORT_TABLES } from './exportRepository';

const PAGE_ROWS = 1000;

/** A text a spreadsheet would run as a formula (OWASP, CSV injection): it starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number (a negative amount, say) is no formula and stays as it is. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/**
 * One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); a text that a spreadsheet
 * would take for a formula (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`) is written with a leading single quote
 * so it opens as text (OWASP's CSV injection advice).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

function readme(context: Country, now: Date): string {
  return [
    `Database export of context ${context.toUpperCase()}, ${now.toISOString()}`,
    '',
    'One CSV file per table, UTF-8, comma-separated, first row the column names, fields with commas,',
    'quotes or line breaks quoted (RFC 4180). An empty field is a missing value; lists and structured',
    'values are JSON text. Ids link the files: <table>_id columns name the id column of <table>.csv.',
    'A text field starting with =, +, -, @, a tab or a carriage return (not a plain number) is written with a',
    "leading ' so that spreadsheets show it as text instead of running it as a formula; drop that quote to",
    'get the stored value.',
    '',
    ...EXPORT_TABLES.map((t) => `${context}/${t.table}.csv\n    ${t.about}`),
    '',
  ].join('\n');
}

/** One table as CSV text, a page of rows at a time, read only as the archive consumes it. */
async function* tableCsv(
  read: ReturnType<typeof unitOfWork<ReturnType<typeof createExportRepository>>>,
  context: Country,
  table: string,
  key: readonly string[],
): AsyncGenerator<string> {
  const columns = await read((repo) => repo.columns(context, table));
  yield csvLine(columns);
  let after: unknown[] | undefined;
  for (;;) {
    const rows = await read((repo) => repo.page(table, key, columns, after, PAGE_ROWS));
    if (rows.length) yield rows.map((row) => csvLine(columns.map((c) => row[c]))).join('');
    if (rows.length < PAGE_ROWS) return;
    const last = rows[rows.length - 1];
    after = key.map((k) => last[k]);
  }
}

/** databases.zip for the caller's context, as a stream; a failure mid-way ends the download with an error. */
export function exportDatabase(caller: Caller, now = new Date()): Readable {
  const context = caller.db.context;
  const zip = new ZipFile();
  const read = unitOfWork(caller.db, createExportRepository);
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  zip.addBuffer(Buffer.from(readme(context, now), 'utf8'), 'README.txt', { mtime: now });
  for (const { table, key } of EXPORT_TABLES) {
    zip.addReadStreamLazy(`${context}/${table}.csv`, { mtime: now }, (done) => {
      const csv = Readable.from(tableCsv(read, context, table, key));
      // yazl reports a stream error on the zip file; the download then ends with that error.
      done(null, csv);
    });
  }
  zip.end();
  return output;
}
