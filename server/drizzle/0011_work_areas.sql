ALTER TABLE "partner_locations" ADD COLUMN "radius_km" integer;--> statement-breakpoint
ALTER TABLE "partner_locations" ADD COLUMN "label" varchar(60);--> statement-breakpoint
ALTER TABLE "partner_locations" ADD COLUMN "address" varchar(300);--> statement-breakpoint
ALTER TABLE "partner_locations" ADD CONSTRAINT "partner_locations_radius_positive" CHECK ("partner_locations"."radius_km" > 0);