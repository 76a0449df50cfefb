CREATE TABLE "test_billing_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "grace_tier" "subscription_tier";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_intent_id" text;--> statement-breakpoint
CREATE INDEX "test_billing_objects_kind_idx" ON "test_billing_objects" USING btree ("kind");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_payment_intent_id_unique" UNIQUE("provider_payment_intent_id");