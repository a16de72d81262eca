CREATE TABLE "identity_reveals" (
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_reveals_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_blurred_url" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "date_requests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_requests" ADD COLUMN "scheduled_directly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "date_requests" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_reveals" ADD CONSTRAINT "identity_reveals_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_reveals" ADD CONSTRAINT "identity_reveals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_requests_reminder_idx" ON "date_requests" USING btree ("starts_at") WHERE status = 'accepted' AND reminder_sent_at IS NULL;--> statement-breakpoint
UPDATE "date_requests" SET "ends_at" = "starts_at" + interval '1 hour' WHERE "starts_at" IS NOT NULL;