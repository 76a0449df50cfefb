CREATE TABLE "idea_score_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous" jsonb NOT NULL,
	"current" jsonb NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idea_score_history" ADD CONSTRAINT "idea_score_history_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_score_history_idea_idx" ON "idea_score_history" USING btree ("idea_id","changed_at");