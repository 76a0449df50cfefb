CREATE TABLE "idea_counts" (
	"category" text NOT NULL,
	"is_pro_pick" boolean NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "idea_counts_category_is_pro_pick_pk" PRIMARY KEY("category","is_pro_pick")
);
