ALTER TABLE "tutor_documents" ADD COLUMN "scanned_by" text;--> statement-breakpoint
ALTER TABLE "tutor_documents" ADD COLUMN "scan_verdict" text;--> statement-breakpoint
ALTER TABLE "tutor_documents" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_documents" ADD CONSTRAINT "tutor_documents_scan_check" CHECK (("tutor_documents"."scanned_by" is null) = ("tutor_documents"."scan_verdict" is null) and ("tutor_documents"."scan_verdict" is null or "tutor_documents"."scan_verdict" = 'clean'));