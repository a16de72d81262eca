DROP INDEX "quiz_questions_category_position_idx";--> statement-breakpoint
ALTER TABLE "blueprint_profile" ADD COLUMN "eq_insights" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_category_position_idx" ON "quiz_questions" USING btree ("category","position");