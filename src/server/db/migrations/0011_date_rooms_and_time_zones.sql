ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "date_requests" ADD COLUMN "meeting_url" text;