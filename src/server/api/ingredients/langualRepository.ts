/**
 * The LanguaL thesaurus (shared by every context): root facets, a name search, one term, its parent and children.
 * A descriptor can have several broader terms (`all_parent_codes`; `parent_code` is the first, LanguaL's own):
 * a term names them all (`parentIds`) and is a child of each, so the hierarchy shows it under every parent.
 */
import type { SqlRunner } from '../../db/client';
import { compact, likePattern } from '../../db';
import type { components } from '../../generated/api.schema.generated';

export type LangualTerm = components['schemas']['LangualTerm'];

interface TermRow {
  code: string;
  term: string;
  parent_code: string | null;
  all_parent_codes: string[] | null;
  facet: string | null;
  has_children: boolean;
}

/**
 * True when descriptor `alias` has `code` (an SQL expression) among its parents: the GIN index of migration
 * 0022 on all_parent_codes, and parent_code's own index.
 */
const childOf = (alias: string, code: string) =>
  `(${alias}.all_parent_codes @> ARRAY[${code}]::text[] OR ${alias}.parent_code = ${code})`;

// Two lookups, each on its index: the planner (no statistics on PGlite) would rather scan the thesaurus
// once per row for an EXISTS over an OR; see indexPlans below.
const COLUMNS = `d.code, d.term, d.parent_code, d.all_parent_codes, d.facet,
  (EXISTS (SELECT 1 FROM shared.langual_descriptor c WHERE c.parent_code = d.code)
    OR EXISTS (SELECT 1 FROM shared.langual_descriptor c WHERE c.all_parent_codes @> ARRAY[d.code]::text[])) AS has_children`;

/**
 * For the rest of the transaction, index lookups rather than scans: an EXISTS expecting a few matches in
 * 6,908 rows looks cheaper as a scan that stops early, but a descriptor without children scans them all
 * (measured on PGlite: children of a term p50 7.7 ms instead of 0.9 ms).
 */
const indexPlans = (tx: SqlRunner) => tx.query("SELECT set_config('enable_seqscan', 'off', true)");

/** The thesaurus' own root: the facets hang under it; it is not a term of any facet. */
const THESAURUS_ROOT = '00000';
const FACET = `(d.parent_code = '${THESAURUS_ROOT}' OR (d.parent_code IS NULL AND d.code <> '${THESAURUS_ROOT}'))`;

const toTerm = (r: TermRow): LangualTerm => {
  // LanguaL's own broader term first, then the others in the thesaurus' order; never the thesaurus root.
  const parents = [...new Set([r.parent_code, ...(r.all_parent_codes ?? [])])].filter(
    (p): p is string => !!p && p !== THESAURUS_ROOT,
  );
  return compact({
    id: r.code,
    description: r.term,
    parentId: parents[0],
    parentIds: parents.length ? parents : undefined,
    hasChildren: r.has_children,
    facet: r.facet ?? r.code.charAt(0),
  });
};

export function createLangualRepository(tx: SqlRunner) {
  return {
    /** Root facets (no name) or terms whose description or code matches `name`, best match first. */
    async list(name: string | undefined, offset: number, limit: number): Promise<{ items: LangualTerm[]; total: number }> {
      await indexPlans(tx);
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
      await indexPlans(tx);
      const [row] = await tx.query<TermRow>(`SELECT ${COLUMNS} FROM shared.langual_descriptor d WHERE d.code = $1`, [code]);
      return row && toTerm(row);
    },
    /** The direct children: every descriptor having `code` among its parents. */
    async children(code: string): Promise<LangualTerm[]> {
      await indexPlans(tx);
      const rows = await tx.query<TermRow>(
        `SELECT ${COLUMNS} FROM shared.langual_descriptor d
        WHERE ${childOf('d', '$1::text')} ORDER BY d.term, d.code`,
        [code],
      );
      return rows.map(toTerm);
    },
  };
}
