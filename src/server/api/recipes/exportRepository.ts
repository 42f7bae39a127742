/** Every table of a context, read for the database export in one transaction (a consistent snapshot). */
import type { SqlRunner } from '../../db/client';
import { contextSchema, type Country } from '../../db';

export interface ExportedTable { table: string; columns: string[]; rows: Record<string, unknown>[] }

export function createExportRepository(tx: SqlRunner) {
  return {
    async tables(context: Country): Promise<ExportedTable[]> {
      const schema = contextSchema(context);
      const tables = await tx.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name", [schema]);
      const out: ExportedTable[] = [];
      for (const { table_name: table } of tables) {
        const columns = (await tx.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position', [schema, table]))
          .map((c) => c.column_name);
        // Identifiers come from the catalogue, not from the request; quoted all the same.
        const rows = await tx.query<Record<string, unknown>>(`SELECT * FROM "${schema}"."${table.replace(/"/g, '""')}" ORDER BY 1`);
        out.push({ table, columns, rows });
      }
      return out;
    },
  };
}
