-- Trigram search over names (clubs, teams, players, competitions, articles).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
