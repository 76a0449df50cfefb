ALTER TABLE "ai_research_requests" ADD COLUMN "builder_documents" jsonb;--> statement-breakpoint
ALTER TABLE "ai_research_requests" ADD COLUMN "builder_checklist" jsonb;