CREATE TABLE "idea_change_mail" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text,
	"material" boolean NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idea_source_checks" (
	"idea_id" uuid NOT NULL,
	"url" text NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"error" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idea_source_checks_idea_id_url_pk" PRIMARY KEY("idea_id","url")
);
--> statement-breakpoint
CREATE TABLE "idea_verifications" (
	"idea_id" uuid PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"verified_by" text
);
--> statement-breakpoint
ALTER TABLE "idea_change_mail" ADD CONSTRAINT "idea_change_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_changes" ADD CONSTRAINT "idea_changes_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_source_checks" ADD CONSTRAINT "idea_source_checks_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_verifications" ADD CONSTRAINT "idea_verifications_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_verifications" ADD CONSTRAINT "idea_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_changes_idea_idx" ON "idea_changes" USING btree ("idea_id","changed_at");--> statement-breakpoint
CREATE INDEX "idea_changes_unnotified_idx" ON "idea_changes" USING btree ("changed_at") WHERE material and notified_at is null;--> statement-breakpoint
CREATE INDEX "idea_source_checks_checked_idx" ON "idea_source_checks" USING btree ("checked_at");