ALTER TABLE "chat_sessions" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "topic_idea_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_report_id_ai_research_requests_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ai_research_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_topic_idea_id_ideas_id_fk" FOREIGN KEY ("topic_idea_id") REFERENCES "public"."ideas"("id") ON DELETE set null ON UPDATE no action;