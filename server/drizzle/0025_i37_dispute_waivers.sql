ALTER TABLE "booking_lines" ADD COLUMN "waived_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_disputes" ADD COLUMN "waived_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_waiver_within_price" CHECK ("booking_lines"."waived_amount" BETWEEN 0 AND "booking_lines"."price");--> statement-breakpoint
ALTER TABLE "line_disputes" ADD CONSTRAINT "line_disputes_waiver_positive" CHECK ("line_disputes"."waived_amount" >= 0);