ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_service_only";--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_pd_only";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "pickup_photo" varchar(64);--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "delivery_photo" varchar(64);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_picked_up_when_booked" CHECK ("enquiries"."picked_up_at" IS NULL OR ("enquiries"."booking_id" IS NOT NULL AND "enquiries"."partner_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_delivered_after_pickup" CHECK ("enquiries"."delivered_at" IS NULL OR "enquiries"."picked_up_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_pickup_photo" CHECK (("enquiries"."picked_up_at" IS NULL) = ("enquiries"."pickup_photo" IS NULL));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_delivery_photo" CHECK (("enquiries"."delivered_at" IS NULL) = ("enquiries"."delivery_photo" IS NULL));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_service_only" CHECK ("enquiries"."kind" = 'service' OR ("enquiries"."service_id" IS NULL AND "enquiries"."work_type" IS NULL AND "enquiries"."day_hours" IS NULL AND "enquiries"."service_date" IS NULL AND "enquiries"."service_time" IS NULL));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_pd_only" CHECK ("enquiries"."kind" = 'pd' OR ("enquiries"."from_address" IS NULL AND "enquiries"."to_address" IS NULL AND "enquiries"."move_date" IS NULL AND "enquiries"."partner_id" IS NULL AND "enquiries"."video" IS NULL AND cardinality("enquiries"."photos") = 0 AND "enquiries"."distance_km" IS NULL AND "enquiries"."picked_up_at" IS NULL AND "enquiries"."delivered_at" IS NULL));