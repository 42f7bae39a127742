/**
 * exportDatabase: the caller context's catalogue as CSV files in databases.zip (RFC 4180, UTF-8, a
 * header row, NULL as an empty field, arrays and JSON as JSON text) with a README.txt describing them.
 * Streamed: rows are read a page at a time (each page its own short transaction, in key order) and
 * deflated into the archive as the client reads it, so memory stays flat as the database grows. The
 * pages are not one snapshot: a change committed during a download may show in the tables read after it.
 */
import type { Readable } from 'node:stream';
import { unitOfWork, type Country } from '../../db';
import type { Caller } from '../../http';
import { createExportRepository, EXPORT_TABLES } from './exportRepository';
import { ZipStream } from './zipStream';

const PAGE_ROWS = 1000;

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
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
    '',
    ...EXPORT_TABLES.map((t) => `${context}/${t.table}.csv\n    ${t.about}`),
    '',
  ].join('\n');
}

/** databases.zip for the caller's context, as a stream; a failure mid-way ends the download with an error. */
export function exportDatabase(caller: Caller, now = new Date()): Readable {
  const context = caller.db.context;
  const zip = new ZipStream(now);
  const read = unitOfWork(caller.db, createExportRepository);
  (async () => {
    await zip.entry('README.txt', (write) => write(readme(context, now)));
    for (const { table, key } of EXPORT_TABLES) {
      const columns = await read((repo) => repo.columns(context, table));
      await zip.entry(`${context}/${table}.csv`, async (write) => {
        await write(csvLine(columns));
        let after: unknown[] | undefined;
        for (;;) {
          const rows = await read((repo) => repo.page(table, key, columns, after, PAGE_ROWS));
          if (rows.length) await write(rows.map((row) => csvLine(columns.map((c) => row[c]))).join(''));
          if (rows.length < PAGE_ROWS) break;
          const last = rows[rows.length - 1];
          after = key.map((k) => last[k]);
        }
      });
    }
    await zip.finish();
  })().catch((error: unknown) => zip.output.destroy(error instanceof Error ? error : new Error(String(error))));
  return zip.output;
}
