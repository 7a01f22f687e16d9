-- Issue 40: the outbox of live events. A change writes its events in its own transaction, so no
-- event is sent for a change that rolled back and none is lost when an instance dies after the
-- commit. `txid` orders them as they become visible: an instance delivers only rows of finished
-- transactions (txid below the oldest one still running), so a row committed late can never land
-- behind a position a browser already holds (decision 0063). `audience` is `user:<id>` or
-- `ops:<permission>`. Rows older than the retention window are deleted.
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"audience" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_audience_position" ON "live_events" USING btree ("audience","txid","id");
--> statement-breakpoint
CREATE INDEX "live_events_position" ON "live_events" USING btree ("txid","id");
--> statement-breakpoint
CREATE INDEX "live_events_created" ON "live_events" USING btree ("created_at");
--> statement-breakpoint
-- Each instance LISTENs: a NOTIFY is delivered at commit only, once per inserting statement.
CREATE FUNCTION "live_events_wake"() RETURNS trigger AS $$
BEGIN
	PERFORM pg_notify('servenear_live_events', '');
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "live_events_wake" AFTER INSERT ON "live_events" FOR EACH STATEMENT EXECUTE FUNCTION "live_events_wake"();
--> statement-breakpoint
-- Every notification is a live event of its person, written by the same statement: the code that
-- tells someone needs nothing more, and a booking's statements stay as few as they were.
CREATE FUNCTION "notification_live_event"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "live_events" ("audience", "type", "data", "created_at")
	VALUES (
		'user:' || NEW."user_id",
		'notification',
		jsonb_build_object('id', NEW."id", 'kind', NEW."kind", 'booking_id', NEW."booking_id", 'line_id', NEW."line_id", 'message', NEW."message"),
		NEW."created_at"
	);
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "notification_live_event" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notification_live_event"();
