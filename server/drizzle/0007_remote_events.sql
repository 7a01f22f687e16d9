CREATE TABLE "remote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"route" text NOT NULL,
	"kind" text NOT NULL,
	"error_name" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_events_kind_known" CHECK ("remote_events"."kind" IN ('loaded', 'load_failed', 'render_failed'))
);
--> statement-breakpoint
CREATE INDEX "remote_events_created" ON "remote_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "remote_events_remote_version_created" ON "remote_events" USING btree ("remote","version","created_at");