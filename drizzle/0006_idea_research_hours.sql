ALTER TABLE "ideas" ALTER COLUMN "research_hours" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "research_hours" SET DEFAULT 0;
