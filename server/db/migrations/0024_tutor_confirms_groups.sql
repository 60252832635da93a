CREATE TABLE "tutor_declined_slots" (
	"tutor_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"slot" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutor_declined_slots_tutor_id_skill_id_slot_pk" PRIMARY KEY("tutor_id","skill_id","slot"),
	CONSTRAINT "tutor_declined_slots_slot_check" CHECK ("tutor_declined_slots"."slot" between 0 and 167)
);
--> statement-breakpoint
ALTER TABLE "group_proposals" ADD COLUMN "tutor_response" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_declined_slots" ADD CONSTRAINT "tutor_declined_slots_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_declined_slots" ADD CONSTRAINT "tutor_declined_slots_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_proposals" ADD CONSTRAINT "group_proposals_tutor_response_check" CHECK ("group_proposals"."tutor_response" in ('pending','confirmed','declined'));--> statement-breakpoint
-- Seats in a group the tutor already teaches need no answer from them.
UPDATE "group_proposals" SET "tutor_response" = 'confirmed' WHERE "session_id" IS NOT NULL;
