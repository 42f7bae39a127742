-- The FCDB ingredient list in indexes (template, see 0000_catalogue.sql), so its name search and LanguaL
-- subtree filter stay fast on the embedded PGlite as on a server:
-- 1. `ingredient.langual_subtree`: the ingredient's LanguaL descriptors and every ancestor of them (up the
--    parent links of shared.langual_descriptor), under a GIN index. The subtree filter becomes an array
--    overlap (`langual_subtree && codes`) instead of a recursive walk of the thesaurus per request. Triggers
--    on ingredient_langual keep it true whoever writes the links (save, duplicate, import, seed). The
--    thesaurus itself is only ever added to (seed, ON CONFLICT DO NOTHING), so a stored ancestor never moves.
-- 2. One trigram index on the searchable text (name, English name and original name, each once) instead of
--    one per column: one index scan and one word_similarity per row instead of three and two.
ALTER TABLE ingredient ADD COLUMN IF NOT EXISTS langual_subtree text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- Recomputes langual_subtree for the given ingredients (only rows whose value changes are written).
CREATE OR REPLACE FUNCTION refresh_ingredient_langual_subtree(ids integer[]) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  WITH RECURSIVE links AS (
    SELECT il.ingredient_id, il.langual_code FROM ingredient_langual il WHERE il.ingredient_id = ANY(ids)
  ), up(code, ancestor) AS (
    SELECT DISTINCT langual_code, langual_code FROM links
    UNION
    SELECT up.code, d.parent_code FROM up JOIN shared.langual_descriptor d ON d.code = up.ancestor
    WHERE d.parent_code IS NOT NULL
  ), subtree AS (
    SELECT l.ingredient_id, array_agg(DISTINCT up.ancestor ORDER BY up.ancestor) AS codes
    FROM links l JOIN up ON up.code = l.langual_code GROUP BY l.ingredient_id
  )
  UPDATE ingredient i SET langual_subtree = coalesce(s.codes, '{}')
  FROM (SELECT DISTINCT x.id FROM unnest(ids) x(id)) c LEFT JOIN subtree s ON s.ingredient_id = c.id
  WHERE i.id = c.id AND i.langual_subtree IS DISTINCT FROM coalesce(s.codes, '{}')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ingredient_langual_changed() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_ingredient_langual_subtree(ARRAY(SELECT DISTINCT ingredient_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_ingredient_langual_subtree(ARRAY(SELECT DISTINCT ingredient_id FROM old_links));
  ELSE
    PERFORM refresh_ingredient_langual_subtree(
      ARRAY(SELECT ingredient_id FROM new_links UNION SELECT ingredient_id FROM old_links));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ingredient_langual_inserted AFTER INSERT ON ingredient_langual
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION ingredient_langual_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ingredient_langual_deleted AFTER DELETE ON ingredient_langual
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION ingredient_langual_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ingredient_langual_updated AFTER UPDATE ON ingredient_langual
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION ingredient_langual_changed();
--> statement-breakpoint
SELECT refresh_ingredient_langual_subtree(ARRAY(SELECT id FROM ingredient));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_langual_subtree_idx ON ingredient USING gin (langual_subtree);
--> statement-breakpoint
-- What the list's name search matches: the name, then the English and original names where they differ
-- (the seeded SR28 foods carry one name three times). Queries call the same function so the index applies.
CREATE OR REPLACE FUNCTION ingredient_search_text(name text, english_name text, original_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || coalesce(' ' || nullif(english_name, name), '')
    || coalesce(' ' || CASE WHEN original_name IN (name, english_name) THEN NULL ELSE original_name END, '')
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_search_text_trgm_idx
  ON ingredient USING gin (ingredient_search_text(name, english_name, original_name) shared.gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS ingredient_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS ingredient_english_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS ingredient_original_name_trgm_idx;
