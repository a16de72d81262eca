CREATE TABLE "concierge_assignments" (
	"member_id" text PRIMARY KEY NOT NULL,
	"concierge_id" text NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concierge_introductions" (
	"member_id" text NOT NULL,
	"introduced_id" text NOT NULL,
	"concierge_id" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_introductions_member_id_introduced_id_pk" PRIMARY KEY("member_id","introduced_id")
);
--> statement-breakpoint
CREATE TABLE "concierge_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"author" text NOT NULL,
	"concierge_id" text,
	"follow_up_of" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concierge_messages_author_check" CHECK (author IN ('member', 'concierge'))
);
--> statement-breakpoint
CREATE TABLE "concierge_sharing" (
	"member_id" text PRIMARY KEY NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "chat_requests" ADD COLUMN "credit_spent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "concierge_assignments" ADD CONSTRAINT "concierge_assignments_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_assignments" ADD CONSTRAINT "concierge_assignments_concierge_id_user_id_fk" FOREIGN KEY ("concierge_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_assignments" ADD CONSTRAINT "concierge_assignments_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_introductions" ADD CONSTRAINT "concierge_introductions_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_introductions" ADD CONSTRAINT "concierge_introductions_introduced_id_user_id_fk" FOREIGN KEY ("introduced_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_introductions" ADD CONSTRAINT "concierge_introductions_concierge_id_user_id_fk" FOREIGN KEY ("concierge_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_concierge_id_user_id_fk" FOREIGN KEY ("concierge_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_follow_up_of_date_requests_id_fk" FOREIGN KEY ("follow_up_of") REFERENCES "public"."date_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_sharing" ADD CONSTRAINT "concierge_sharing_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concierge_assignments_concierge_idx" ON "concierge_assignments" USING btree ("concierge_id");--> statement-breakpoint
CREATE INDEX "concierge_messages_member_idx" ON "concierge_messages" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK (role IN ('admin', 'user', 'tester', 'concierge'));