CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"store" varchar(10) NOT NULL,
	"kind" varchar(5) NOT NULL,
	"status" varchar(7) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "media_files_name_unique" UNIQUE("name"),
	CONSTRAINT "media_files_store_known" CHECK ("media_files"."store" IN ('service', 'pd')),
	CONSTRAINT "media_files_kind_known" CHECK ("media_files"."kind" IN ('photo', 'video')),
	CONSTRAINT "media_files_status_known" CHECK ("media_files"."status" IN ('pending', 'ready', 'failed')),
	CONSTRAINT "media_files_processed_when_done" CHECK (("media_files"."status" = 'pending') = ("media_files"."processed_at" IS NULL))
);
