CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"color" varchar(7) NOT NULL,
	"image_url" varchar(200) NOT NULL,
	"top_rated_position" integer NOT NULL,
	CONSTRAINT "banners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "banners_color_hex" CHECK ("banners"."color" ~ '^#[0-9a-f]{6}$')
);
