ALTER TABLE "booking_lines" ADD COLUMN "start_code_failed_guesses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "start_code_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "overpaid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "overpaid_refund_id" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "overpaid_refunded_at" timestamp with time zone;