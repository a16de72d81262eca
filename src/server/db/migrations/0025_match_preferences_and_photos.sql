CREATE TABLE "profile_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"blurred_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_photos_url_unique" UNIQUE("url"),
	CONSTRAINT "profile_photos_blurred_url_unique" UNIQUE("blurred_url"),
	CONSTRAINT "profile_photos_user_position_unique" UNIQUE("user_id","position"),
	CONSTRAINT "profile_photos_position_check" CHECK (position >= 0 AND position < 6)
);
--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "age_min" integer;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "age_max" integer;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "max_distance_miles" integer DEFAULT 50;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "dealbreakers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD COLUMN "candidate_count" integer;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_age_range_check" CHECK ((age_min IS NULL) = (age_max IS NULL) AND (age_min IS NULL OR (age_min >= 18 AND age_min <= age_max AND age_max <= 100)));--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_distance_check" CHECK (max_distance_miles IS NULL OR max_distance_miles BETWEEN 10 AND 100);--> statement-breakpoint
ALTER TABLE "questionnaire" ADD CONSTRAINT "questionnaire_dealbreakers_check" CHECK (dealbreakers <@ ARRAY['children', 'marriage', 'faith']::text[]);--> statement-breakpoint
-- Every existing avatar becomes its owner's main photo.
INSERT INTO "profile_photos" ("user_id", "position", "url", "blurred_url")
  SELECT "id", 0, "avatar_url", "avatar_blurred_url" FROM "profiles" WHERE "avatar_url" IS NOT NULL
  ON CONFLICT DO NOTHING;
