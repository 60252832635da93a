CREATE TABLE "saved_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_bookings_choice_unique" UNIQUE("learner_id","tutor_id","skill_id","format","starts_at"),
	CONSTRAINT "saved_bookings_format_check" CHECK ("saved_bookings"."format" in ('group','private'))
);
--> statement-breakpoint
CREATE TABLE "session_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"capacity" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seat_no" smallint NOT NULL,
	"learner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_seats_seat_no_check" CHECK ("session_seats"."seat_no" between 1 and "session_seats"."capacity"),
	CONSTRAINT "session_seats_status_check" CHECK ("session_seats"."status" in ('held','confirmed','cancelled','expired')),
	CONSTRAINT "session_seats_hold_check" CHECK ("session_seats"."status" <> 'held' or "session_seats"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "tutor_availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"date" text NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "tutor_availability_exceptions_date_check" CHECK ("tutor_availability_exceptions"."date" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "tutor_availability_exceptions_range_check" CHECK (("tutor_availability_exceptions"."start_minute" is null and "tutor_availability_exceptions"."end_minute" is null) or ("tutor_availability_exceptions"."start_minute" >= 0 and "tutor_availability_exceptions"."end_minute" <= 1440 and "tutor_availability_exceptions"."end_minute" > "tutor_availability_exceptions"."start_minute"))
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"format" text NOT NULL,
	"capacity" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_sessions_seat_target" UNIQUE("id","capacity","starts_at","ends_at"),
	CONSTRAINT "tutoring_sessions_level_check" CHECK ("tutoring_sessions"."level" in ('beginner','intermediate','advanced')),
	CONSTRAINT "tutoring_sessions_format_check" CHECK (("tutoring_sessions"."format" = 'group' and "tutoring_sessions"."capacity" = 3) or ("tutoring_sessions"."format" = 'private' and "tutoring_sessions"."capacity" = 1)),
	CONSTRAINT "tutoring_sessions_status_check" CHECK ("tutoring_sessions"."status" in ('open','full','scheduled','in_progress','completed','cancelled')),
	CONSTRAINT "tutoring_sessions_times_check" CHECK ("tutoring_sessions"."ends_at" > "tutoring_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "private_sessions_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_skills" ADD COLUMN "levels" text[] DEFAULT '{beginner,intermediate,advanced}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_bookings" ADD CONSTRAINT "saved_bookings_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_bookings" ADD CONSTRAINT "saved_bookings_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_bookings" ADD CONSTRAINT "saved_bookings_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_session_fk" FOREIGN KEY ("session_id","capacity","starts_at","ends_at") REFERENCES "public"."tutoring_sessions"("id","capacity","starts_at","ends_at") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tutor_availability_exceptions" ADD CONSTRAINT "tutor_availability_exceptions_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_bookings_learner_idx" ON "saved_bookings" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_seats_live_seat_unique" ON "session_seats" USING btree ("session_id","seat_no") WHERE "session_seats"."status" in ('held','confirmed');--> statement-breakpoint
CREATE INDEX "session_seats_learner_start_idx" ON "session_seats" USING btree ("learner_id","starts_at");--> statement-breakpoint
CREATE INDEX "session_seats_session_idx" ON "session_seats" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "tutor_availability_exceptions_tutor_date_idx" ON "tutor_availability_exceptions" USING btree ("tutor_id","date");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_tutor_start_idx" ON "tutoring_sessions" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_skill_start_idx" ON "tutoring_sessions" USING btree ("skill_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_start_idx" ON "tutoring_sessions" USING btree ("starts_at");--> statement-breakpoint
-- Hand-written (Drizzle cannot declare exclusion constraints): the database refuses double booking.
-- A tutor never has two live sessions that overlap.
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- A learner never holds two live seats that overlap.
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_no_overlap" EXCLUDE USING gist ("learner_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('held','confirmed'));
