CREATE TABLE "provider_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"reversed_transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_refunds_provider_unique" UNIQUE("provider","provider_refund_id"),
	CONSTRAINT "provider_refunds_status_check" CHECK ("provider_refunds"."status" in ('succeeded','failed')),
	CONSTRAINT "provider_refunds_amount_check" CHECK ("provider_refunds"."amount_cents" > 0),
	CONSTRAINT "provider_refunds_reversed_check" CHECK (("provider_refunds"."status" = 'failed') = ("provider_refunds"."reversed_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_reversed_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reversed_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_refunds_payment_idx" ON "provider_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "provider_refunds_created_idx" ON "provider_refunds" USING btree ("created_at");