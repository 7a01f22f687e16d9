-- A service's list card as JSON, kept by PostgreSQL itself (issue 17): a near-me page reads one
-- column per card and the server sends the text as it is. Reading a card's twelve columns and
-- writing its JSON in the server cost more than the database spent finding the page.
-- The fields are the catalogue's ServiceWire without the gallery (media_urls), as the details
-- overlay writes them (toService); a test holds the two together. The average is rounded to one
-- decimal as the overlay's is, written without trailing zeros (4.0 → 4) as JavaScript would.
-- IMMUTABLE, as a generated column needs: to_json of a text is fixed by its argument.
CREATE FUNCTION service_card_json(
  id integer, name varchar, servicetype varchar, image_url varchar, category_id integer, subcategory_id integer,
  rating_total integer, rating_count integer, rate_per_day integer, rate_per_hour integer, about_us text, overview text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{"id":' || id
    || ',"name":' || to_json(name)
    || ',"servicetype":' || to_json(servicetype)
    || ',"image_url":' || coalesce(to_json(image_url)::text, 'null')
    || ',"category_id":' || coalesce(category_id::text, 'null')
    || ',"subcategory_id":' || coalesce(subcategory_id::text, 'null')
    || ',"average_rating":' || average || ',"avergae_ratting":' || average
    || ',"total_reviews":' || rating_count
    || ',"working_per_day":' || rate_per_day
    || ',"working_per_hour":' || rate_per_hour
    || ',"about_us":' || to_json(about_us)
    || ',"overview":' || to_json(overview)
    || '}'
  FROM (SELECT coalesce(trim_scale(round(rating_total::numeric / nullif(rating_count, 0), 1))::text, '0') AS average) AS rating
$$;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "card_json" text GENERATED ALWAYS AS (service_card_json(id, name, servicetype, image_url, category_id, subcategory_id, rating_total, rating_count, rate_per_day, rate_per_hour, about_us, overview)) STORED NOT NULL;
