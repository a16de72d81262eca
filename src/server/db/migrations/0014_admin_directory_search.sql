-- Trigram indexes for the admin directory's substring search (a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at","id");