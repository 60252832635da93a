CREATE TABLE "classroom_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "classroom_messages_body_check" CHECK (length("classroom_messages"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "classroom_messages" ADD CONSTRAINT "classroom_messages_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_messages" ADD CONSTRAINT "classroom_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_messages_session_idx" ON "classroom_messages" USING btree ("session_id","created_at");