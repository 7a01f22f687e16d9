ALTER TABLE "reviews" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_partner" ON "reviews" USING btree ("partner_id");--> statement-breakpoint
-- Hand-written (issue 37, ratings; decision 0047): a job's review rates its partner. Reviews
-- written before this migration name their line; the line names the partner.
UPDATE "reviews" SET "partner_id" = "booking_lines"."partner_id"
FROM "booking_lines"
WHERE "reviews"."booking_line_id" = "booking_lines"."id" AND "reviews"."partner_id" IS NULL;
--> statement-breakpoint
-- The catalogue service's summary counts only the catalogue's own reviews (no partner): one
-- partner's job no longer moves the rating every customer in India sees for that service.
CREATE OR REPLACE FUNCTION reviews_keep_rating_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.partner_id IS NULL THEN
    UPDATE services SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating WHERE id = OLD.service_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.partner_id IS NULL THEN
    UPDATE services SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating WHERE id = NEW.service_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "reviews_rating_summary" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER reviews_rating_summary AFTER INSERT OR DELETE OR UPDATE OF rating, service_id, partner_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_rating_summary();
--> statement-breakpoint
UPDATE services SET
  rating_count = coalesce(summary.count, 0),
  rating_total = coalesce(summary.total, 0)
FROM services AS each_service
LEFT JOIN (SELECT service_id, count(*)::int AS count, sum(rating)::int AS total FROM reviews WHERE partner_id IS NULL GROUP BY service_id) AS summary
  ON summary.service_id = each_service.id
WHERE services.id = each_service.id
  AND (services.rating_count, services.rating_total) IS DISTINCT FROM (coalesce(summary.count, 0), coalesce(summary.total, 0));
