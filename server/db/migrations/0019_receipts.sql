CREATE TABLE "receipt_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_year_number_unique" UNIQUE("year","number"),
	CONSTRAINT "receipts_number_check" CHECK ("receipts"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;