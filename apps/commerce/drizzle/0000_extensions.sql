-- Full text search helpers used by the search module (ARCHITECTURE: search engine).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
