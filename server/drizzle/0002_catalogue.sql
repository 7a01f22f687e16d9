CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"image_url" varchar(200) NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "partner_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city" varchar(120) NOT NULL,
	CONSTRAINT "partner_locations_latitude_range" CHECK ("partner_locations"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "partner_locations_longitude_range" CHECK ("partner_locations"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "partner_services" (
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "partner_services_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"reviewer_name" varchar(120) NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"image_url" varchar(200) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "subcategory_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "servicetype" varchar(10) DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rate_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rate_per_hour" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "about_us" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "overview" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "image_url" varchar(200);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "media_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_locations" ADD CONSTRAINT "partner_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_service" ON "cart_items" USING btree ("user_id","service_id");--> statement-breakpoint
CREATE INDEX "partner_locations_lat_lng" ON "partner_locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "partner_locations_user" ON "partner_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_services_service" ON "partner_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "reviews_service_created" ON "reviews" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_name" ON "subcategories" USING btree ("category_id","name");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_category" ON "services" USING btree ("category_id","subcategory_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_type_known" CHECK ("services"."servicetype" IN ('service', 'enquiry'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_rates_positive" CHECK ("services"."rate_per_day" >= 0 AND "services"."rate_per_hour" >= 0);