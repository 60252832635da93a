ALTER TABLE "sandbox_payment_intents" DROP CONSTRAINT "sandbox_payment_intents_status_check";--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ALTER COLUMN "exp_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ALTER COLUMN "exp_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('processing','requires_action','requires_capture','succeeded','failed','canceled'));