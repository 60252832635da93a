-- Hand-written: reviews written before this migration were the demo seed's only (no endpoint wrote
-- them) and belong to no session; a review is now a learner's rating of one attended session, so they
-- go, and the seed writes them again per session.
DELETE FROM "reviews";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_author_tutor_unique";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "session_seats" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_session_idx" ON "reviews" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_session_unique" UNIQUE("author_id","session_id");--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_attended_check" CHECK ("session_seats"."attended" is null or "session_seats"."status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_completed_check" CHECK (("tutoring_sessions"."status" = 'completed') = ("tutoring_sessions"."completed_at" is not null));