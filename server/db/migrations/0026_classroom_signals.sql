CREATE TABLE "classroom_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "classroom_signals_created_idx" ON "classroom_signals" USING btree ("created_at");