CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"mobile" varchar(16) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"quote" integer,
	"answered_at" timestamp with time zone,
	"service_id" integer,
	"service_name" varchar(120),
	"name" varchar(120),
	"email" varchar(254),
	"address" varchar(300),
	"work_type" varchar(4),
	"day_hours" smallint,
	"service_date" date,
	"service_time" varchar(5),
	"booking_id" integer,
	"from_address" varchar(300),
	"to_address" varchar(300),
	"move_date" date,
	"from_latitude" double precision,
	"from_longitude" double precision,
	"to_latitude" double precision,
	"to_longitude" double precision,
	"distance_km" numeric(7, 1),
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" varchar(64),
	"partner_id" integer,
	"allocated_at" timestamp with time zone,
	CONSTRAINT "enquiries_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "enquiries_kind_known" CHECK ("enquiries"."kind" IN ('service', 'pd')),
	CONSTRAINT "enquiries_status_known" CHECK ("enquiries"."status" IN ('pending', 'enquired', 'rejected')),
	CONSTRAINT "enquiries_quote_range" CHECK ("enquiries"."quote" IS NULL OR "enquiries"."quote" BETWEEN 1 AND 1000000),
	CONSTRAINT "enquiries_answered_when_not_pending" CHECK (("enquiries"."status" = 'pending') = ("enquiries"."answered_at" IS NULL)),
	CONSTRAINT "enquiries_quote_when_enquired" CHECK ("enquiries"."quote" IS NULL OR "enquiries"."status" = 'enquired'),
	CONSTRAINT "enquiries_service_columns" CHECK (("enquiries"."kind" = 'service') = ("enquiries"."service_id" IS NOT NULL AND "enquiries"."service_name" IS NOT NULL AND "enquiries"."name" IS NOT NULL AND "enquiries"."email" IS NOT NULL AND "enquiries"."address" IS NOT NULL AND "enquiries"."work_type" IS NOT NULL AND "enquiries"."day_hours" IS NOT NULL AND "enquiries"."service_date" IS NOT NULL AND "enquiries"."service_time" IS NOT NULL)),
	CONSTRAINT "enquiries_pd_columns" CHECK (("enquiries"."kind" = 'pd') = ("enquiries"."from_address" IS NOT NULL AND "enquiries"."to_address" IS NOT NULL AND "enquiries"."move_date" IS NOT NULL)),
	CONSTRAINT "enquiries_service_only" CHECK ("enquiries"."kind" = 'service' OR ("enquiries"."service_id" IS NULL AND "enquiries"."booking_id" IS NULL AND "enquiries"."work_type" IS NULL AND "enquiries"."day_hours" IS NULL AND "enquiries"."service_date" IS NULL AND "enquiries"."service_time" IS NULL)),
	CONSTRAINT "enquiries_pd_only" CHECK ("enquiries"."kind" = 'pd' OR ("enquiries"."from_address" IS NULL AND "enquiries"."to_address" IS NULL AND "enquiries"."move_date" IS NULL AND "enquiries"."partner_id" IS NULL AND "enquiries"."video" IS NULL AND cardinality("enquiries"."photos") = 0 AND "enquiries"."distance_km" IS NULL)),
	CONSTRAINT "enquiries_work_type_known" CHECK ("enquiries"."work_type" IS NULL OR "enquiries"."work_type" IN ('day', 'hour')),
	CONSTRAINT "enquiries_day_hours_range" CHECK ("enquiries"."work_type" IS NULL OR ("enquiries"."work_type" = 'day' AND "enquiries"."day_hours" BETWEEN 1 AND 3) OR ("enquiries"."work_type" = 'hour' AND "enquiries"."day_hours" BETWEEN 1 AND 12)),
	CONSTRAINT "enquiries_distance_positive" CHECK ("enquiries"."distance_km" IS NULL OR "enquiries"."distance_km" >= 0),
	CONSTRAINT "enquiries_booked_when_quoted" CHECK ("enquiries"."booking_id" IS NULL OR ("enquiries"."status" = 'enquired' AND "enquiries"."quote" IS NOT NULL)),
	CONSTRAINT "enquiries_allocated_at" CHECK (("enquiries"."partner_id" IS NULL) = ("enquiries"."allocated_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_user_created" ON "enquiries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_pending" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "enquiries_partner" ON "enquiries" USING btree ("partner_id");