/** The LanguaL thesaurus (shared by every context): root facets, a name search, one term, its parent and children. */
import type { SqlRunner } from '../../db/client';
import { compact, likePattern } from '../../db';
import type { components } from '../../generated/api.schema.generated';

export type LangualTerm = components['schemas']['LangualTerm'];

interface TermRow {
  code: string;
  term: string;
  parent_code: string | null;
  facet: string | null;
  has_children: boolean;
}

const COLUMNS = `d.code, d.term, d.parent_code, d.facet,
  EXISTS (SELECT 1 FROM shared.langual_descriptor c WHERE c.parent_code = d.code) AS has_children`;

/** The thesaurus' own root: the facets hang under it; it is not a term of any facet. */
const THESAURUS_ROOT = '00000';
const FACET = `(d.parent_code = '${THESAURUS_ROOT}' OR (d.parent_code IS NULL AND d.code <> '${THESAURUS_ROOT}'))`;

const toTerm = (r: TermRow): LangualTerm =>
  compact({
    id: r.code,
    description: r.term,
    parentId: r.parent_code && r.parent_code !== THESAURUS_ROOT ? r.parent_code : undefined,
    hasChildren: r.has_children,
    facet: r.facet ?? r.code.charAt(0),
  });

export function createLangualRepository(tx: SqlRunner) {
  return {
    /** Root facets (no name) or terms whose description or code matches `name`, best match first. */
    async list(name: string | undefined, offset: number, limit: number): Promise<{ items: LangualTerm[]; total: number }> {
      const text = name?.trim();
      if (!text) {
        const rows = await tx.query<TermRow>(
          `SELECT ${COLUMNS} FROM shared.langual_descriptor d WHERE ${FACET}
          ORDER BY d.code LIMIT $1 OFFSET $2`,
          [limit, offset],
        );
        const [{ n }] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM shared.langual_descriptor d WHERE ${FACET}`);
        return { items: rows.map(toTerm), total: Number(n) };
      }
      const where = `d.code <> '${THESAURUS_ROOT}' AND NOT d.obsolete AND (d.term ILIKE $1 OR d.code ILIKE $1 OR $2 <% d.term)`;
      const rows = await tx.query<TermRow>(
        `SELECT ${COLUMNS} FROM shared.langual_descriptor d WHERE ${where}
        ORDER BY (upper(d.code) = upper($2)) DESC, word_similarity($2, d.term) DESC, d.term, d.code LIMIT $3 OFFSET $4`,
        [likePattern(text), text, limit, offset],
      );
      const [{ n }] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM shared.langual_descriptor d WHERE ${where}`, [
        likePattern(text),
        text,
      ]);
      return { items: rows.map(toTerm), total: Number(n) };
    },
    async get(code: string): Promise<LangualTerm | undefined> {
      if (code === THESAURUS_ROOT) return undefined;
      const [row] = await tx.query<TermRow>(`SELECT ${COLUMNS} FROM shared.langual_descriptor d WHERE d.code = $1`, [code]);
      return row && toTerm(row);
    },
    async children(code: string): Promise<LangualTerm[]> {
      const rows = await tx.query<TermRow>(
        `SELECT ${COLUMNS} FROM shared.langual_descriptor d WHERE d.parent_code = $1 ORDER BY d.term, d.code`,
        [code],
      );
      return rows.map(toTerm);
    },
  };
}
