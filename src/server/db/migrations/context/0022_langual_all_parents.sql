-- LanguaL subtrees follow every parent of a descriptor (template, see 0000_catalogue.sql).
-- 200 descriptors of the thesaurus have more than one broader term (shared.langual_descriptor.all_parent_codes;
-- parent_code is the first, LanguaL's own broader term): POTATO (B1218) lies under STARCH-PRODUCING PLANT
-- (B1016) and under VEGETABLE-PRODUCING PLANT, ROOT, TUBER OR BULB USED (B1018). Migration 0020 walked
-- parent_code only, so a potato was missing from the B1018 subtree. From here on `ingredient.langual_subtree`
-- holds the ingredient's descriptors and every ancestor along every parent link; the triggers of 0020 call
-- this function, so they follow every parent too, and the stored subtrees are recomputed below.
CREATE OR REPLACE FUNCTION refresh_ingredient_langual_subtree(ids integer[]) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  WITH RECURSIVE links AS (
    SELECT il.ingredient_id, il.langual_code FROM ingredient_langual il WHERE il.ingredient_id = ANY(ids)
  ), up(code, ancestor) AS (
    SELECT DISTINCT langual_code, langual_code FROM links
    UNION
    -- parent_code is in all_parent_codes in the seeded thesaurus; both are read so neither can be missed.
    SELECT up.code, p.parent FROM up JOIN shared.langual_descriptor d ON d.code = up.ancestor
    CROSS JOIN LATERAL unnest(array_append(d.all_parent_codes, d.parent_code)) AS p(parent)
    WHERE p.parent IS NOT NULL
  ), subtree AS (
    SELECT l.ingredient_id, array_agg(DISTINCT up.ancestor ORDER BY up.ancestor) AS codes
    FROM links l JOIN up ON up.code = l.langual_code GROUP BY l.ingredient_id
  )
  UPDATE ingredient i SET langual_subtree = coalesce(s.codes, '{}')
  FROM (SELECT DISTINCT x.id FROM unnest(ids) x(id)) c LEFT JOIN subtree s ON s.ingredient_id = c.id
  WHERE i.id = c.id AND i.langual_subtree IS DISTINCT FROM coalesce(s.codes, '{}')
$$;
--> statement-breakpoint
SELECT refresh_ingredient_langual_subtree(ARRAY(SELECT id FROM ingredient));
--> statement-breakpoint
-- The hierarchy's children (GET /langual/{id}/children) are the descriptors having the term among any of
-- their parents: an index on the parents' array so that and `hasChildren` stay index lookups. The thesaurus
-- is shared by every context; IF NOT EXISTS makes the first context's run create it and the others skip it.
-- fastupdate off: on a new database the seed loads the thesaurus after the migrations, and PGlite has no
-- autovacuum to empty a GIN pending list, which every lookup would then read through (1.5-3 ms each).
CREATE INDEX IF NOT EXISTS langual_descriptor_all_parents_idx ON shared.langual_descriptor USING gin (all_parent_codes)
  WITH (fastupdate = off);
