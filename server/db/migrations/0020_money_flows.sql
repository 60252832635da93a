CREATE TABLE "access_fees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_fees_payment_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"seat_id" uuid,
	"learner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decision_reason" text,
	"provider_refund_id" text,
	"failure_code" text,
	"failure_message" text,
	"ledger_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_ledger_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "refund_requests_kind_check" CHECK ("refund_requests"."kind" in ('automatic','support')),
	CONSTRAINT "refund_requests_destination_check" CHECK ("refund_requests"."destination" in ('card','credit')),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('requested','approved','refunded','declined','failed')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_cents" > 0),
	CONSTRAINT "refund_requests_ledger_check" CHECK (("refund_requests"."status" = 'refunded') = ("refund_requests"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_period_unique" UNIQUE("period_start"),
	CONSTRAINT "payout_batches_period_check" CHECK ("payout_batches"."period_end" > "payout_batches"."period_start")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_idempotency_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "tutor_earnings" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"tutor_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_earnings_ledger_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "tutor_earnings_amount_check" CHECK ("tutor_earnings"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_payout_methods" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"iban" text,
	"bic" text,
	"account_holder" text,
	"paypal_email" text,
	"provider_account_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_payout_methods_kind_check" CHECK ("tutor_payout_methods"."kind" in ('iban','paypal')),
	CONSTRAINT "tutor_payout_methods_fields_check" CHECK (("tutor_payout_methods"."kind" = 'iban' and "tutor_payout_methods"."iban" is not null and "tutor_payout_methods"."account_holder" is not null) or ("tutor_payout_methods"."kind" = 'paypal' and "tutor_payout_methods"."paypal_email" is not null))
);
--> statement-breakpoint
CREATE TABLE "tutor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"method_kind" text NOT NULL,
	"destination_label" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"hold_transaction_id" uuid,
	"settle_transaction_id" uuid,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tutor_payouts_settle_unique" UNIQUE("settle_transaction_id"),
	CONSTRAINT "tutor_payouts_batch_tutor_unique" UNIQUE("batch_id","tutor_id"),
	CONSTRAINT "tutor_payouts_provider_unique" UNIQUE("provider","provider_payout_id"),
	CONSTRAINT "tutor_payouts_amount_check" CHECK ("tutor_payouts"."amount_cents" > 0),
	CONSTRAINT "tutor_payouts_status_check" CHECK ("tutor_payouts"."status" in ('pending','in_transit','paid','failed','cancelled')),
	CONSTRAINT "tutor_payouts_paid_check" CHECK (("tutor_payouts"."status" = 'paid') = ("tutor_payouts"."settle_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "premium_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "premium_subscriptions_status_check" CHECK ("premium_subscriptions"."status" in ('incomplete','active','past_due','ended')),
	CONSTRAINT "premium_subscriptions_period_check" CHECK ("premium_subscriptions"."current_period_end" > "premium_subscriptions"."current_period_start")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "access_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points_hold_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_kind" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_fees" ADD CONSTRAINT "access_fees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_fees" ADD CONSTRAINT "access_fees_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_earnings" ADD CONSTRAINT "tutor_earnings_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_earnings" ADD CONSTRAINT "tutor_earnings_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_earnings" ADD CONSTRAINT "tutor_earnings_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_earnings" ADD CONSTRAINT "tutor_earnings_payout_id_tutor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."tutor_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_payout_methods" ADD CONSTRAINT "tutor_payout_methods_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_payouts" ADD CONSTRAINT "tutor_payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_payouts" ADD CONSTRAINT "tutor_payouts_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_payouts" ADD CONSTRAINT "tutor_payouts_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_payouts" ADD CONSTRAINT "tutor_payouts_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_subscriptions" ADD CONSTRAINT "premium_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_live_payment_unique" ON "refund_requests" USING btree ("payment_id") WHERE "refund_requests"."status" in ('requested','approved','refunded');--> statement-breakpoint
CREATE INDEX "refund_requests_learner_idx" ON "refund_requests" USING btree ("learner_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tutor_earnings_tutor_idx" ON "tutor_earnings" USING btree ("tutor_id","earned_at");--> statement-breakpoint
CREATE INDEX "tutor_earnings_payout_idx" ON "tutor_earnings" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "tutor_earnings_unpaid_idx" ON "tutor_earnings" USING btree ("earned_at") WHERE "tutor_earnings"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "tutor_payouts_tutor_idx" ON "tutor_payouts" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_payouts_status_idx" ON "tutor_payouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_subscriptions_live_unique" ON "premium_subscriptions" USING btree ("user_id") WHERE "premium_subscriptions"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "premium_subscriptions_renewal_idx" ON "premium_subscriptions" USING btree ("current_period_end") WHERE "premium_subscriptions"."status" in ('active','past_due');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_points_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("points_hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_voucher_unique" ON "payments" USING btree ("voucher_id") WHERE "payments"."voucher_id" is not null and "payments"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_points_hold_unique" UNIQUE("points_hold_transaction_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('learner_wallet','learner_credit_points','tutor_payable','platform_revenue','platform_provider_clearing','platform_refunds','platform_vouchers','platform_vat','platform_payouts_in_transit','platform_points_held'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_kind_check" CHECK ("payments"."method_kind" in ('card','sepa_debit','ideal','bancontact','credit_points'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0 and "payments"."points_cents" >= 0 and "payments"."access_fee_cents" >= 0 and "payments"."discount_cents" >= 0 and "payments"."amount_cents" + "payments"."points_cents" > 0);