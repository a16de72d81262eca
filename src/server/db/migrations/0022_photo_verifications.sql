CREATE TABLE "photo_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pose" text NOT NULL,
	"status" text DEFAULT 'posing' NOT NULL,
	"selfie_key" text,
	"avatar_url" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "photo_verifications_status_check" CHECK (status IN ('posing', 'pending', 'approved', 'declined')),
	CONSTRAINT "photo_verifications_pose_check" CHECK (pose IN ('wave', 'thumbs-up', 'thumbs-down', 'point-up', 'fist', 'rock-on')),
	CONSTRAINT "photo_verifications_selfie_check" CHECK ((status = 'pending') = (selfie_key IS NOT NULL)),
	CONSTRAINT "photo_verifications_approved_check" CHECK ((status = 'approved') = (avatar_url IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_verifications_open_idx" ON "photo_verifications" USING btree ("user_id") WHERE status IN ('posing', 'pending');--> statement-breakpoint
CREATE INDEX "photo_verifications_user_idx" ON "photo_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_verifications_queue_idx" ON "photo_verifications" USING btree ("submitted_at") WHERE status = 'pending';