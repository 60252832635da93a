CREATE TABLE "regrouping_notices" (
	"seat_id" uuid NOT NULL,
	"to_session_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "regrouping_notices_seat_id_to_session_id_pk" PRIMARY KEY("seat_id","to_session_id")
);
--> statement-breakpoint
ALTER TABLE "regrouping_notices" ADD CONSTRAINT "regrouping_notices_seat_id_session_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."session_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrouping_notices" ADD CONSTRAINT "regrouping_notices_to_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("to_session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrouping_notices" ADD CONSTRAINT "regrouping_notices_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regrouping_notices_learner_idx" ON "regrouping_notices" USING btree ("learner_id");