CREATE TABLE "date_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"proposer_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"date_type" text NOT NULL,
	"options" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone,
	"replaces" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_requests_type_check" CHECK (date_type IN ('video', 'phone')),
	CONSTRAINT "date_requests_status_check" CHECK (status IN ('pending', 'accepted', 'declined', 'superseded', 'cancelled')),
	CONSTRAINT "date_requests_accepted_check" CHECK (status <> 'accepted' OR starts_at IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_proposer_id_user_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_requests" ADD CONSTRAINT "date_requests_replaces_date_requests_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."date_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_requests_session_idx" ON "date_requests" USING btree ("session_id","created_at");