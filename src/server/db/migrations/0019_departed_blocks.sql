CREATE TABLE "departed_blocks" (
	"email_digest" text NOT NULL,
	"blocker_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departed_blocks_email_digest_blocker_id_pk" PRIMARY KEY("email_digest","blocker_id")
);
--> statement-breakpoint
ALTER TABLE "departed_blocks" ADD CONSTRAINT "departed_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;