CREATE TABLE "booking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"work_method" varchar(4) NOT NULL,
	"duration" smallint NOT NULL,
	"service_date" date NOT NULL,
	"service_time" varchar(5) NOT NULL,
	"rate" integer NOT NULL,
	"price" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"partner_id" integer,
	"assigned_at" timestamp with time zone,
	"start_code_nonce" varchar(64),
	"start_code_expires_at" timestamp with time zone,
	"start_code_attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" varchar(8),
	"refund_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_lines_status_known" CHECK ("booking_lines"."status" IN ('pending', 'assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled')),
	CONSTRAINT "booking_lines_method_known" CHECK ("booking_lines"."work_method" IN ('day', 'hour')),
	CONSTRAINT "booking_lines_duration_range" CHECK (("booking_lines"."work_method" = 'day' AND "booking_lines"."duration" BETWEEN 1 AND 3) OR ("booking_lines"."work_method" = 'hour' AND "booking_lines"."duration" BETWEEN 1 AND 12)),
	CONSTRAINT "booking_lines_cancelled_by_known" CHECK ("booking_lines"."cancelled_by" IS NULL OR "booking_lines"."cancelled_by" IN ('admin', 'user', 'employee')),
	CONSTRAINT "booking_lines_amounts_positive" CHECK ("booking_lines"."price" >= 0 AND "booking_lines"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"user_id" integer NOT NULL,
	"request_key" varchar(128) NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(16) NOT NULL,
	"address" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"total_amount" integer NOT NULL,
	"payment_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_status_known" CHECK ("bookings"."payment_status" IN ('pending', 'paid')),
	CONSTRAINT "bookings_total_positive" CHECK ("bookings"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" varchar(100) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(10) DEFAULT 'created' NOT NULL,
	"payment_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('created', 'captured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "work_method" varchar(4);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "duration" smallint;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "service_time" varchar(5);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_line_id" integer;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_booking" ON "booking_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_lines_partner_status" ON "booking_lines" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "booking_lines_status" ON "booking_lines" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_user_created" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking" ON "payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_line_id_unique" UNIQUE("booking_line_id");