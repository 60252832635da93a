CREATE TABLE "tutor_applications" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"works_with_minors" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_applications_status_check" CHECK ("tutor_applications"."status" in ('draft','submitted','changes_requested','approved'))
);
--> statement-breakpoint
CREATE TABLE "tutor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "tutor_documents_kind_check" CHECK ("tutor_documents"."kind" in ('id_document','certificate','experience_proof','video_intro','criminal_record'))
);
--> statement-breakpoint
CREATE TABLE "tutor_verification_steps" (
	"tutor_id" uuid NOT NULL,
	"step" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"reviewer_id" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tutor_verification_steps_tutor_id_step_pk" PRIMARY KEY("tutor_id","step"),
	CONSTRAINT "tutor_verification_steps_status_check" CHECK ("tutor_verification_steps"."status" in ('pending','approved','rejected')),
	CONSTRAINT "tutor_verification_steps_step_check" CHECK ("tutor_verification_steps"."step" in ('identity','qualifications','background_check','skills_assessment','sample_lesson','training'))
);
--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "cleared_for_minors_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_documents" ADD CONSTRAINT "tutor_documents_tutor_id_tutor_applications_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_applications"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_verification_steps" ADD CONSTRAINT "tutor_verification_steps_tutor_id_tutor_applications_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_applications"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_verification_steps" ADD CONSTRAINT "tutor_verification_steps_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_applications_status_idx" ON "tutor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "tutor_documents_tutor_idx" ON "tutor_documents" USING btree ("tutor_id");