ALTER TABLE "services" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Keeps services.rating_count and rating_total equal to their reviews' count and sum, whoever
-- writes the review (the feedback call, the seed, an admin script).
CREATE FUNCTION reviews_keep_rating_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE services SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating WHERE id = OLD.service_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE services SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating WHERE id = NEW.service_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_summary AFTER INSERT OR DELETE OR UPDATE OF rating, service_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_rating_summary();
--> statement-breakpoint
UPDATE services SET
  rating_count = summary.count,
  rating_total = summary.total
FROM (SELECT service_id, count(*)::int AS count, sum(rating)::int AS total FROM reviews GROUP BY service_id) AS summary
WHERE services.id = summary.service_id;
