ALTER TABLE "booking_lines" ADD COLUMN "quick_completion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "reschedule_date" date;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "reschedule_time" varchar(5);--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "reschedule_status" varchar(10);--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "reschedule_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "reschedule_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_reschedule_known" CHECK ("booking_lines"."reschedule_status" IS NULL OR ("booking_lines"."reschedule_status" IN ('requested', 'accepted', 'declined') AND "booking_lines"."reschedule_date" IS NOT NULL AND "booking_lines"."reschedule_time" IS NOT NULL));