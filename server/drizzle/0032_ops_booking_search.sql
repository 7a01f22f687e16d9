-- Issue 39: the ops console finds a booking by any part of the customer's mobile or name
-- (LIKE '%…%', ILIKE), which a B-tree cannot serve: trigram indexes can (pg_trgm, migration 0014).
-- The queue sorts by booked time and by service date, a page at a time.
CREATE INDEX "bookings_mobile_trigrams" ON "bookings" USING gin ("mobile" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bookings_name_trigrams" ON "bookings" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bookings_created" ON "bookings" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "booking_lines_service_slot" ON "booking_lines" USING btree ("service_date","service_time");
