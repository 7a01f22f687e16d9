CREATE TABLE "partner_service_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer,
	"custom_name" varchar(120),
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"origin" varchar(10) NOT NULL,
	"approval" varchar(10) NOT NULL,
	"rejection_reason" varchar(300),
	"employee_type" varchar(10),
	"contact_name" varchar(120) NOT NULL,
	"mobile" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"address" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_service_offers_origin_known" CHECK ("partner_service_offers"."origin" IN ('catalogue', 'other', 'added')),
	CONSTRAINT "partner_service_offers_approval_known" CHECK ("partner_service_offers"."approval" IN ('approved', 'pending', 'rejected')),
	CONSTRAINT "partner_service_offers_employee_type_known" CHECK ("partner_service_offers"."employee_type" IS NULL OR "partner_service_offers"."employee_type" IN ('part_time', 'full_time')),
	CONSTRAINT "partner_service_offers_service_when_approved" CHECK (("partner_service_offers"."approval" = 'approved') = ("partner_service_offers"."service_id" IS NOT NULL)),
	CONSTRAINT "partner_service_offers_name_of_own" CHECK ("partner_service_offers"."origin" = 'catalogue' OR "partner_service_offers"."custom_name" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "partner_service_offers" ADD CONSTRAINT "partner_service_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_offers" ADD CONSTRAINT "partner_service_offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_offers" ADD CONSTRAINT "partner_service_offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_service_offers" ADD CONSTRAINT "partner_service_offers_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_service_offers_user_service" ON "partner_service_offers" USING btree ("user_id","service_id") WHERE "partner_service_offers"."service_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "partner_service_offers_user" ON "partner_service_offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_service_offers_approval" ON "partner_service_offers" USING btree ("approval");--> statement-breakpoint
-- Every link made before offers existed gets its offer, so partners see (and may edit or delete) the services they already had.
INSERT INTO "partner_service_offers" ("user_id", "service_id", "category_id", "subcategory_id", "origin", "approval", "contact_name", "mobile", "email", "address")
SELECT ps."user_id", ps."service_id", s."category_id", s."subcategory_id", 'catalogue', 'approved', u."name", coalesce(u."mobile", ''), coalesce(u."email", ''), coalesce(u."address", '')
FROM "partner_services" ps
JOIN "services" s ON s."id" = ps."service_id" AND s."category_id" IS NOT NULL AND s."subcategory_id" IS NOT NULL
JOIN "users" u ON u."id" = ps."user_id"
ON CONFLICT ("user_id", "service_id") WHERE "service_id" IS NOT NULL DO NOTHING;
