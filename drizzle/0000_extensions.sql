-- pg_trgm gives idea search its typo tolerance; drizzle-kit never writes CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
