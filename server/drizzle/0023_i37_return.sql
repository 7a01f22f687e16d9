CREATE TABLE "account_locations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" varchar(300),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_locations_latitude_range" CHECK ("account_locations"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "account_locations_longitude_range" CHECK ("account_locations"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "arrival_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"mobile" varchar(16) NOT NULL,
	"place" varchar(300) NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"address" varchar(300) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_addresses_kind_known" CHECK ("saved_addresses"."kind" IN ('home', 'work', 'other')),
	CONSTRAINT "saved_addresses_latitude_range" CHECK ("saved_addresses"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "saved_addresses_longitude_range" CHECK ("saved_addresses"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_service_columns";--> statement-breakpoint
ALTER TABLE "account_locations" ADD CONSTRAINT "account_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_requests" ADD CONSTRAINT "arrival_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_requests_mobile_place" ON "arrival_requests" USING btree ("mobile",lower("place"));--> statement-breakpoint
CREATE INDEX "saved_addresses_user" ON "saved_addresses" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_slot_whole" CHECK (("enquiries"."work_type" IS NULL AND "enquiries"."day_hours" IS NULL AND "enquiries"."service_date" IS NULL AND "enquiries"."service_time" IS NULL) OR ("enquiries"."work_type" IS NOT NULL AND "enquiries"."day_hours" IS NOT NULL AND "enquiries"."service_date" IS NOT NULL AND "enquiries"."service_time" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_service_columns" CHECK (("enquiries"."kind" = 'service') = ("enquiries"."service_id" IS NOT NULL AND "enquiries"."service_name" IS NOT NULL AND "enquiries"."name" IS NOT NULL AND "enquiries"."email" IS NOT NULL AND "enquiries"."address" IS NOT NULL));