CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses that subscribed before this column existed were welcomed when they subscribed.
UPDATE "email_subscribers" SET "welcomed_at" = "created_at";
