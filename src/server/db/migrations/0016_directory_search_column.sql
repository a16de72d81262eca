DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || chr(31) || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);