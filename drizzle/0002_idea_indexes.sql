DROP INDEX "ideas_status_published_idx";--> statement-breakpoint
CREATE INDEX "ideas_tagline_trgm_idx" ON "ideas" USING gin ("tagline" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ideas_sort_popular_idx" ON "ideas" USING btree ("status","view_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ideas_sort_rated_idx" ON "ideas" USING btree ("status","score_overall" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ideas_sort_trending_idx" ON "ideas" USING btree ("status","keyword_growth_rate" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ideas_sort_newest_idx" ON "ideas" USING btree ("status","published_at" DESC NULLS LAST,"id");