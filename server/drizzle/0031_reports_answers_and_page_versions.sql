CREATE TABLE "content_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"edited_by" integer,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" varchar(300),
	"restored_from" integer,
	CONSTRAINT "content_page_versions_version_positive" CHECK ("content_page_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" varchar(16) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_versions_page_version" ON "content_page_versions" USING btree ("page_id","version");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_created" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_known" CHECK ("reports"."status" IN ('open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_answer_whole" CHECK (("reports"."answer" IS NULL) = ("reports"."answered_at" IS NULL) AND ("reports"."answer" IS NULL) = ("reports"."answered_by" IS NULL));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_answered_has_answer" CHECK ("reports"."status" <> 'answered' OR "reports"."answer" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_closed_whole" CHECK (("reports"."status" = 'closed') = ("reports"."closed_at" IS NOT NULL) AND ("reports"."closed_at" IS NULL) = ("reports"."closed_by" IS NULL));--> statement-breakpoint
-- Today's pages become their version 1 (by no one: the seed or an edit made in the database).
INSERT INTO content_page_versions (page_id, version, title, content, edited_at)
  SELECT id, version, title, content, updated_at FROM content_pages;--> statement-breakpoint
-- A page inserted from now on (the seed on a fresh database, a page added in the database) gets its version row with it.
CREATE FUNCTION content_pages_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_page_versions (page_id, version, title, content, edited_at)
    VALUES (NEW.id, NEW.version, NEW.title, NEW.content, NEW.updated_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER content_pages_first_version AFTER INSERT ON content_pages
  FOR EACH ROW EXECUTE FUNCTION content_pages_first_version();--> statement-breakpoint
-- Versions are append-only: a restore adds a version, it never rewrites one.
CREATE FUNCTION content_page_versions_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content page versions cannot be changed: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER content_page_versions_unchangeable BEFORE UPDATE OR DELETE ON content_page_versions
  FOR EACH ROW EXECUTE FUNCTION content_page_versions_unchangeable();
