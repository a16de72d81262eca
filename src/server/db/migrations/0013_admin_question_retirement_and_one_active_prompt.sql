ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- Keep the newest active prompt of each type active, so the unique index can be built.
UPDATE "prompts" p SET "is_active" = false WHERE p."is_active" AND EXISTS (SELECT 1 FROM "prompts" q WHERE q."type" = p."type" AND q."is_active" AND (q."updated_at", q."id") > (p."updated_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "prompts_active_type_idx" ON "prompts" USING btree ("type") WHERE is_active;