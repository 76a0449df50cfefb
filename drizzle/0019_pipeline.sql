CREATE TYPE "public"."pipeline_stage" AS ENUM('saved', 'exploring', 'testing', 'building', 'launched', 'dropped');--> statement-breakpoint
CREATE TABLE "idea_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"action" text NOT NULL,
	"stop_rule" text NOT NULL,
	"due_on" date NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"passed" boolean,
	"result_note" text,
	"logged_at" timestamp with time zone,
	"share_result" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_entries" (
	"saved_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"idea_id" uuid NOT NULL,
	"stage" "pipeline_stage" DEFAULT 'saved' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drop_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_id" uuid NOT NULL,
	"from_stage" "pipeline_stage" NOT NULL,
	"to_stage" "pipeline_stage" NOT NULL,
	"reason" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idea_tests" ADD CONSTRAINT "idea_tests_saved_id_pipeline_entries_saved_id_fk" FOREIGN KEY ("saved_id") REFERENCES "public"."pipeline_entries"("saved_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_tests" ADD CONSTRAINT "idea_tests_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_saved_id_saved_ideas_id_fk" FOREIGN KEY ("saved_id") REFERENCES "public"."saved_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_moves" ADD CONSTRAINT "pipeline_moves_saved_id_pipeline_entries_saved_id_fk" FOREIGN KEY ("saved_id") REFERENCES "public"."pipeline_entries"("saved_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_tests_saved_idx" ON "idea_tests" USING btree ("saved_id");--> statement-breakpoint
CREATE INDEX "idea_tests_idea_idx" ON "idea_tests" USING btree ("idea_id");--> statement-breakpoint
CREATE INDEX "pipeline_entries_idea_stage_idx" ON "pipeline_entries" USING btree ("idea_id","stage");--> statement-breakpoint
CREATE INDEX "pipeline_entries_user_idx" ON "pipeline_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pipeline_moves_saved_idx" ON "pipeline_moves" USING btree ("saved_id","moved_at");