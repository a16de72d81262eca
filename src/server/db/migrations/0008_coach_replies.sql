DROP INDEX "chat_history_user_idx";--> statement-breakpoint
ALTER TABLE "chat_history" ADD COLUMN "reply_to" uuid;--> statement-breakpoint
ALTER TABLE "chat_history" ADD CONSTRAINT "chat_history_reply_to_chat_history_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."chat_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_history_reply_idx" ON "chat_history" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "chat_history_user_idx" ON "chat_history" USING btree ("user_id","created_at","id");