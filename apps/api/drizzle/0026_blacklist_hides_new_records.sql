-- A record of a person on the blacklist is hidden however it arrives: imported later, or renamed to the person.
-- Like the confirmation (blacklist.service.ts), it takes the public flag every surface reads and both searches, and
-- the entry remembers the flags the record came with, so that leaving the list gives them back. The names compare
-- as the calls compare them (`folded` in player-claims.repository.ts). A flag set on such a record stays off.
CREATE FUNCTION "players_hide_blacklisted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_id text;
BEGIN
  SELECT b.id INTO entry_id FROM blacklisted_player_profiles b
   WHERE b.status = 'active'
     AND lower(regexp_replace(trim(b.first_name), '\s+', ' ', 'g'))
       = lower(regexp_replace(trim(NEW.first_name), '\s+', ' ', 'g'))
     AND lower(regexp_replace(trim(b.last_name), '\s+', ' ', 'g'))
       = lower(regexp_replace(trim(NEW.last_name), '\s+', ' ', 'g'))
     AND b.date_of_birth = NEW.date_of_birth
   ORDER BY b.confirmed_at DESC
   LIMIT 1;
  IF entry_id IS NULL THEN
    RETURN NEW;
  END IF;
  UPDATE blacklisted_player_profiles
     SET hidden_records = coalesce(hidden_records, '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
       'playerId', NEW.id,
       'isProfilePublic', NEW.is_profile_public,
       'isSearchable', NEW.is_searchable,
       'isSearchableExternally', NEW.is_searchable_externally))
   WHERE id = entry_id
     AND NOT coalesce(hidden_records, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('playerId', NEW.id));
  NEW.is_profile_public := false;
  NEW.is_searchable := false;
  NEW.is_searchable_externally := false;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "players_hide_blacklisted"
  BEFORE INSERT OR UPDATE OF "first_name", "last_name", "date_of_birth", "is_profile_public", "is_searchable",
    "is_searchable_externally" ON "players"
  FOR EACH ROW EXECUTE FUNCTION "players_hide_blacklisted"();
