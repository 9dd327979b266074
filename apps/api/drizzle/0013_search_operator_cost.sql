-- pg_trgm declares its operators' functions with cost 1, so for a table of a few thousand rows (clubs, teams) the
-- planner scans every row and computes the word similarity of each (50-100 ms for teams on the full preset)
-- instead of asking the trigram index (5 ms). A realistic cost makes it take the index. Where the migrating role
-- does not own the extension's functions the statement is skipped: searches stay correct, only slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm operator costs left as they are (the role does not own them)';
END
$$;
