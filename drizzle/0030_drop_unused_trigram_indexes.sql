-- No query uses these: the admin idea search ORs ILIKE on title, slug and tagline, and with no such
-- index on slug the planner scans the table anyway (EXPLAIN at 1M ideas: a parallel seq scan). They
-- cost every update of an idea row, a counted view's included, most of the write-ahead log left after
-- 0029 and its spikes when their pending lists were merged (bench/notes/1m-2026-11-29.md).
DROP INDEX "ideas_title_trgm_idx";--> statement-breakpoint
DROP INDEX "ideas_tagline_trgm_idx";
