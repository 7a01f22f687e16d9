-- Near-me at national scale (issue 17): where each service is offered from, written out and kept
-- by triggers; the indexes a list, a home row and a search walk in their own order; the search's
-- vocabulary and synonyms. pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded by
-- server/src/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"word" varchar(60) NOT NULL,
	"meaning" varchar(120) NOT NULL,
	CONSTRAINT "search_synonyms_word_meaning_pk" PRIMARY KEY("word","meaning")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(60) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_places" (
	"service_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" integer,
	CONSTRAINT "service_places_place_id_service_id_pk" PRIMARY KEY("place_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "service_places" ADD CONSTRAINT "service_places_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_places" ADD CONSTRAINT "service_places_place_id_partner_locations_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."partner_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A list page walks this in list order and stops at its page; the (latitude, longitude) box and
-- the distance are checked from the index alone.
CREATE INDEX "service_places_list_order" ON "service_places" ("category_id", "subcategory_id", "service_id")
  INCLUDE ("latitude", "longitude", "radius_km");
--> statement-breakpoint
-- One probe per service: is it offered from a place that reaches the point?
CREATE INDEX "service_places_service" ON "service_places" ("service_id") INCLUDE ("latitude", "longitude", "radius_km");
--> statement-breakpoint
-- Where few places are near (a small town), the planner starts from the box instead.
CREATE INDEX "service_places_lat_lng" ON "service_places" ("latitude", "longitude") INCLUDE ("service_id", "radius_km", "category_id", "subcategory_id");
--> statement-breakpoint
CREATE INDEX "service_places_user" ON "service_places" ("user_id");
--> statement-breakpoint
-- What service_places holds, by definition: every offer of a verified partner whose account is
-- live, once per place of theirs. The triggers below write the part of it a change touches.
CREATE VIEW service_places_definition AS
  SELECT ps.service_id, pl.id AS place_id, ps.user_id, s.category_id, s.subcategory_id, pl.latitude, pl.longitude, pl.radius_km
  FROM partner_services ps
  JOIN employee_profiles ep ON ep.user_id = ps.user_id AND ep.verification_status = 'verified'
  JOIN users u ON u.id = ps.user_id AND u.deleted_at IS NULL
  JOIN partner_locations pl ON pl.user_id = ps.user_id
  JOIN services s ON s.id = ps.service_id;
--> statement-breakpoint
-- Rewrites the partner's rows: used when their verification, their account or a place changes
-- (a partner has a handful of services and places, so this is a few rows).
CREATE FUNCTION service_places_rewrite_partner(partner integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_places WHERE user_id = partner;
  INSERT INTO service_places SELECT * FROM service_places_definition WHERE user_id = partner;
$$;
--> statement-breakpoint
CREATE FUNCTION service_places_partner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM service_places_rewrite_partner(OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM service_places_rewrite_partner(NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_places_verification AFTER INSERT OR DELETE OR UPDATE OF verification_status, user_id ON employee_profiles
  FOR EACH ROW EXECUTE FUNCTION service_places_partner_changed();
--> statement-breakpoint
CREATE TRIGGER service_places_place AFTER INSERT OR UPDATE OF latitude, longitude, radius_km, user_id ON partner_locations
  FOR EACH ROW EXECUTE FUNCTION service_places_partner_changed();
--> statement-breakpoint
CREATE FUNCTION service_places_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM service_places_rewrite_partner(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_places_account AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION service_places_account_changed();
--> statement-breakpoint
-- Offers come and go in bulk (the seed, a partner's service list): one statement for all the rows.
CREATE FUNCTION service_places_offers_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_places
  SELECT d.* FROM (SELECT DISTINCT user_id, service_id FROM added) a
  JOIN service_places_definition d ON d.user_id = a.user_id AND d.service_id = a.service_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION service_places_offers_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM service_places sp USING removed
  WHERE sp.user_id = removed.user_id AND sp.service_id = removed.service_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_places_offers_insert AFTER INSERT ON partner_services
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION service_places_offers_added();
--> statement-breakpoint
CREATE TRIGGER service_places_offers_delete AFTER DELETE ON partner_services
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION service_places_offers_removed();
--> statement-breakpoint
CREATE TRIGGER service_places_offers_update_old AFTER UPDATE ON partner_services
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION service_places_offers_removed();
--> statement-breakpoint
CREATE TRIGGER service_places_offers_update_new AFTER UPDATE ON partner_services
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION service_places_offers_added();
--> statement-breakpoint
CREATE FUNCTION service_places_service_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_places SET category_id = NEW.category_id, subcategory_id = NEW.subcategory_id WHERE service_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_places_service AFTER UPDATE OF category_id, subcategory_id ON services
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id)
  EXECUTE FUNCTION service_places_service_moved();
--> statement-breakpoint
INSERT INTO service_places SELECT * FROM service_places_definition;
--> statement-breakpoint
-- The home's rows walk these in their order and check each service with one probe.
CREATE INDEX "services_popular_order" ON "services" (
  "rating_count" DESC,
  (coalesce(round("rating_total"::numeric / nullif("rating_count", 0), 1)::float8, 0)) DESC,
  lower("name"),
  "id"
) WHERE "category_id" IS NOT NULL AND "subcategory_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "services_best_rated_order" ON "services" (
  "category_id",
  (coalesce(round("rating_total"::numeric / nullif("rating_count", 0), 1)::float8, 0)) DESC,
  "rating_count" DESC,
  lower("name"),
  "id"
) WHERE "category_id" IS NOT NULL AND "subcategory_id" IS NOT NULL;
--> statement-breakpoint
-- Search: names that start with the typed text, walked in byte order (a prefix range on a "C"
-- index); names that hold a (corrected) word.
CREATE INDEX "services_name_prefix" ON "services" ((lower("name") COLLATE "C"), "id")
  WHERE "category_id" IS NOT NULL AND "subcategory_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "services_name_words" ON "services" USING gin (to_tsvector('simple', "name"));
--> statement-breakpoint
CREATE INDEX "services_name_trigrams" ON "services" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- The words of a name, as the search corrects typed words to them.
CREATE FUNCTION search_words_of(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(name), '[^[:alpha:]]+') AS word WHERE length(word) BETWEEN 2 AND 60;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_words_of(named.name) FROM named ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_services_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep();
--> statement-breakpoint
CREATE TRIGGER search_words_services_update AFTER UPDATE ON services
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep();
--> statement-breakpoint
CREATE TRIGGER search_words_subcategories_insert AFTER INSERT ON subcategories
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep();
--> statement-breakpoint
CREATE TRIGGER search_words_subcategories_update AFTER UPDATE ON subcategories
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep();
--> statement-breakpoint
CREATE TRIGGER search_words_categories_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep();
--> statement-breakpoint
CREATE TRIGGER search_words_categories_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION search_words_keep();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT search_words_of(name) FROM services UNION SELECT search_words_of(name) FROM subcategories UNION SELECT search_words_of(name) FROM categories
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What customers type for the catalogue's services under other names: Hindi, Indian English,
-- short forms. A search looks for the typed text and for each meaning in its place.
INSERT INTO search_synonyms (word, meaning) VALUES
  ('air conditioner', 'ac'),
  ('air conditioning', 'ac'),
  ('aircon', 'ac'),
  ('a c', 'ac'),
  ('split ac', 'ac'),
  ('window ac', 'ac'),
  ('ac', 'air conditioner'),
  ('maid', 'household help'),
  ('bai', 'maid'),
  ('kaamwali', 'maid'),
  ('kamwali', 'maid'),
  ('kaamwali bai', 'maid'),
  ('kaam wali', 'maid'),
  ('naukrani', 'maid'),
  ('house help', 'maid'),
  ('househelp', 'maid'),
  ('servant', 'maid'),
  ('domestic help', 'maid'),
  ('jhadu pocha', 'maid'),
  ('mistri', 'carpenter'),
  ('mistri', 'mason'),
  ('mistry', 'carpenter'),
  ('mistry', 'mason'),
  ('raj mistri', 'mason'),
  ('badhai', 'carpenter'),
  ('barhai', 'carpenter'),
  ('furniture repair', 'carpenter'),
  ('bijli', 'electrician'),
  ('bijliwala', 'electrician'),
  ('bijli mistri', 'electrician'),
  ('wireman', 'electrician'),
  ('electric', 'electrician'),
  ('wiring', 'electrician'),
  ('nal', 'plumber'),
  ('nalwala', 'plumber'),
  ('nal mistri', 'plumber'),
  ('plumbing', 'plumber'),
  ('tap repair', 'plumber'),
  ('pipe leak', 'plumber'),
  ('rangai', 'painter'),
  ('putai', 'painter'),
  ('rang', 'painter'),
  ('whitewash', 'painter'),
  ('safedi', 'painter'),
  ('welding', 'welder'),
  ('fitter', 'machine maintenance'),
  ('khanawala', 'cook'),
  ('khana', 'cook'),
  ('rasoiya', 'cook'),
  ('maharaj', 'cook'),
  ('chef', 'cook'),
  ('bawarchi', 'cook'),
  ('aaya', 'nanny'),
  ('ayah', 'nanny'),
  ('babysitter', 'nanny'),
  ('baby sitter', 'nanny'),
  ('attendant', 'elderly caretaker'),
  ('nurse', 'elderly caretaker'),
  ('safai', 'cleaning'),
  ('safaiwala', 'cleaning'),
  ('deep clean', 'deep cleaning'),
  ('keede', 'pest control'),
  ('cockroach', 'pest control'),
  ('termite', 'pest control'),
  ('dimak', 'pest control'),
  ('fridge', 'refrigerator'),
  ('freeze', 'refrigerator'),
  ('washing', 'washing machine'),
  ('water purifier', 'ro water purifier'),
  ('aquaguard', 'ro water purifier'),
  ('ro', 'ro water purifier'),
  ('computer', 'laptop'),
  ('pc repair', 'laptop repair'),
  ('camera', 'cctv'),
  ('mehndi', 'mehendi'),
  ('henna', 'mehendi'),
  ('parlour', 'beautician'),
  ('parlor', 'beautician'),
  ('beauty parlour', 'beautician'),
  ('barber', 'grooming'),
  ('nai', 'grooming'),
  ('makeup', 'bridal makeup'),
  ('sofa cleaning', 'sofa carpet shampooing'),
  ('carpet cleaning', 'sofa carpet shampooing'),
  ('teacher', 'trainer'),
  ('tuition', 'tutor'),
  ('tution', 'tutor'),
  ('teacher', 'tutor'),
  ('masterji', 'tutor'),
  ('maths', 'home tutor maths'),
  ('math', 'home tutor maths'),
  ('shifting', 'packers movers'),
  ('house shifting', 'packers movers'),
  ('movers', 'packers movers'),
  ('chowkidar', 'security guard'),
  ('watchman', 'security guard'),
  ('guard', 'security guard'),
  ('chartered accountant', 'gst tax consultant'),
  ('ca', 'gst tax consultant'),
  ('accountant', 'tally accountant'),
  ('lawyer', 'legal consultation'),
  ('vakil', 'legal consultation'),
  ('advocate', 'legal consultation'),
  ('mazdoor', 'helper'),
  ('labour', 'helper'),
  ('hammal', 'loading unloading')
ON CONFLICT DO NOTHING;
