CREATE TABLE "trending_ranks" (
	"since" text NOT NULL,
	"idea_id" uuid NOT NULL,
	"views" integer NOT NULL,
	"growth" real,
	CONSTRAINT "trending_ranks_since_idea_id_pk" PRIMARY KEY("since","idea_id")
);
--> statement-breakpoint
CREATE TABLE "trending_refreshes" (
	"since" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trending_ranks_order_idx" ON "trending_ranks" USING btree ("since","views" DESC NULLS LAST,"growth" DESC NULLS LAST,"idea_id");