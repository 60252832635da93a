CREATE TABLE "group_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skill_id" text NOT NULL,
	"tutor_id" uuid NOT NULL,
	"session_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"score" double precision NOT NULL,
	"parts" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_proposals_status_check" CHECK ("group_proposals"."status" in ('proposed','closed')),
	CONSTRAINT "group_proposals_level_check" CHECK ("group_proposals"."level" in ('beginner','intermediate','advanced'))
);
--> statement-breakpoint
CREATE TABLE "learner_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"age_band" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"pace" text,
	"style" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_profiles_age_band_check" CHECK ("learner_profiles"."age_band" in ('6-9','10-12','13-15','16-17','adult')),
	CONSTRAINT "learner_profiles_pace_check" CHECK ("learner_profiles"."pace" in ('slow','steady','fast')),
	CONSTRAINT "learner_profiles_style_check" CHECK ("learner_profiles"."style" in ('visual','auditory','reading','hands-on'))
);
--> statement-breakpoint
CREATE TABLE "learner_skill_profiles" (
	"user_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"level" smallint NOT NULL,
	"goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"focus" text[] DEFAULT '{}'::text[] NOT NULL,
	"group_comfort" smallint,
	"confidence" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_skill_profiles_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id"),
	CONSTRAINT "learner_skill_profiles_level_check" CHECK ("learner_skill_profiles"."level" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "match_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_requests_status_check" CHECK ("match_requests"."status" in ('waiting','proposed','matched','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "proposal_members" (
	"proposal_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"response" text DEFAULT 'pending' NOT NULL,
	"seat_id" uuid,
	"responded_at" timestamp with time zone,
	CONSTRAINT "proposal_members_proposal_id_learner_id_pk" PRIMARY KEY("proposal_id","learner_id"),
	CONSTRAINT "proposal_members_response_check" CHECK ("proposal_members"."response" in ('pending','accepted','declined','expired'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"session_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"response" jsonb NOT NULL,
	"confidence" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id"),
	CONSTRAINT "questionnaire_answers_confidence_check" CHECK ("questionnaire_answers"."confidence" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"skill_id" text,
	"skill_context" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"known" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "questionnaire_sessions_role_check" CHECK ("questionnaire_sessions"."role" in ('learner','tutor')),
	CONSTRAINT "questionnaire_sessions_status_check" CHECK ("questionnaire_sessions"."status" in ('in_progress','paused','completed')),
	CONSTRAINT "questionnaire_sessions_completed_check" CHECK (("questionnaire_sessions"."status" = 'completed') = ("questionnaire_sessions"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tutor_matching_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"style" text,
	"pace" text,
	"age_bands" text[] DEFAULT '{}'::text[] NOT NULL,
	"group_experience" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_matching_profiles_style_check" CHECK ("tutor_matching_profiles"."style" in ('visual','auditory','reading','hands-on'))
);
--> statement-breakpoint
ALTER TABLE "group_proposals" ADD CONSTRAINT "group_proposals_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_proposals" ADD CONSTRAINT "group_proposals_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_proposals" ADD CONSTRAINT "group_proposals_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_skill_profiles" ADD CONSTRAINT "learner_skill_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_skill_profiles" ADD CONSTRAINT "learner_skill_profiles_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_requests" ADD CONSTRAINT "match_requests_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_requests" ADD CONSTRAINT "match_requests_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_members" ADD CONSTRAINT "proposal_members_proposal_id_group_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."group_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_members" ADD CONSTRAINT "proposal_members_request_id_match_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."match_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_members" ADD CONSTRAINT "proposal_members_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_members" ADD CONSTRAINT "proposal_members_seat_id_session_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."session_seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_session_id_questionnaire_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."questionnaire_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sessions" ADD CONSTRAINT "questionnaire_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sessions" ADD CONSTRAINT "questionnaire_sessions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_matching_profiles" ADD CONSTRAINT "tutor_matching_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_proposals_tutor_idx" ON "group_proposals" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "learner_skill_profiles_skill_idx" ON "learner_skill_profiles" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "match_requests_skill_idx" ON "match_requests" USING btree ("skill_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_requests_live_unique" ON "match_requests" USING btree ("learner_id","skill_id") WHERE "match_requests"."status" in ('waiting','proposed');--> statement-breakpoint
CREATE INDEX "proposal_members_learner_idx" ON "proposal_members" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "questionnaire_sessions_user_idx" ON "questionnaire_sessions" USING btree ("user_id","created_at");