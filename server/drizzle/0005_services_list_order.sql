DROP INDEX "services_category";--> statement-breakpoint
CREATE INDEX "services_category_order" ON "services" USING btree ("category_id","subcategory_id","id");