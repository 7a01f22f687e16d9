-- Issue 40, second part: live events for changes that tell nobody by a notification, written by
-- triggers in the change's own statement, so no code path can forget one (decision 0063).
--
-- A booking line's or a move's change of state reaches its customer and its partner (and a
-- partner it was taken from) as `booking_changed` / `move_changed`: "work started" has no
-- notification, yet the customer's Instant Booking page must show it. A revoked session ends its
-- streams (`session_ended`), and each ops queue's change reaches the members who read it.
CREATE FUNCTION "booking_line_live_event"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "live_events" ("audience", "type", "data", "created_at")
	SELECT DISTINCT people."audience", 'booking_changed',
		jsonb_build_object('booking_id', NEW."booking_id", 'line_id', NEW."id", 'status', NEW."status"), now()
	FROM (
		SELECT 'user:' || b."user_id" FROM "bookings" b WHERE b."id" = NEW."booking_id"
		UNION ALL SELECT 'user:' || NEW."partner_id"
		UNION ALL SELECT 'user:' || OLD."partner_id"
	) AS people("audience")
	WHERE people."audience" IS NOT NULL;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "booking_line_live_event" AFTER UPDATE ON "booking_lines" FOR EACH ROW
WHEN (
	OLD."status" IS DISTINCT FROM NEW."status" OR OLD."partner_id" IS DISTINCT FROM NEW."partner_id"
	OR OLD."started_at" IS DISTINCT FROM NEW."started_at" OR OLD."approved_at" IS DISTINCT FROM NEW."approved_at"
	OR OLD."start_code_nonce" IS DISTINCT FROM NEW."start_code_nonce"
	OR OLD."service_date" IS DISTINCT FROM NEW."service_date" OR OLD."service_time" IS DISTINCT FROM NEW."service_time"
	OR OLD."reschedule_status" IS DISTINCT FROM NEW."reschedule_status"
	OR OLD."refund_amount" IS DISTINCT FROM NEW."refund_amount" OR OLD."waived_amount" IS DISTINCT FROM NEW."waived_amount"
)
EXECUTE FUNCTION "booking_line_live_event"();
--> statement-breakpoint
CREATE FUNCTION "move_live_event"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "live_events" ("audience", "type", "data", "created_at")
	SELECT DISTINCT people."audience", 'move_changed', jsonb_build_object('enquiry_id', NEW."id", 'kind', NEW."kind", 'status', NEW."status"), now()
	FROM (VALUES ('user:' || NEW."user_id"), ('user:' || NEW."partner_id"), ('user:' || OLD."partner_id")) AS people("audience")
	WHERE people."audience" IS NOT NULL;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "move_live_event" AFTER UPDATE ON "enquiries" FOR EACH ROW
WHEN (
	OLD."status" IS DISTINCT FROM NEW."status" OR OLD."partner_id" IS DISTINCT FROM NEW."partner_id"
	OR OLD."answered_at" IS DISTINCT FROM NEW."answered_at" OR OLD."booking_id" IS DISTINCT FROM NEW."booking_id"
	OR OLD."picked_up_at" IS DISTINCT FROM NEW."picked_up_at" OR OLD."delivered_at" IS DISTINCT FROM NEW."delivered_at"
)
EXECUTE FUNCTION "move_live_event"();
--> statement-breakpoint
-- A session ended (sign-out, "sign out everywhere", a disabled ops member): the streams it opened
-- end too, so a revoked session hears nothing more. The server acts on it and never sends it on.
CREATE FUNCTION "session_ended_live_event"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "live_events" ("audience", "type", "data", "created_at")
	VALUES ('user:' || NEW."user_id", 'session_ended', jsonb_build_object('session_id', NEW."id"), now());
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "session_ended_live_event" AFTER UPDATE OF "revoked_at" ON "sessions" FOR EACH ROW
WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
EXECUTE FUNCTION "session_ended_live_event"();
--> statement-breakpoint
-- An ops console queue changed: one event per statement that changed at least one row, for the
-- members whose roles read that queue (audience `ops:<permission>`). Arguments: the permission,
-- the queue's name. A statement trigger fires even when no row matched (a conditional update
-- that lost its race), hence the transition table's look; a trigger with a transition table
-- takes one kind of statement, hence one trigger for inserts and one for updates.
CREATE FUNCTION "ops_queue_live_event"() RETURNS trigger AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed_rows") THEN
		INSERT INTO "live_events" ("audience", "type", "data", "created_at")
		VALUES ('ops:' || TG_ARGV[0], 'queue_changed', jsonb_build_object('queue', TG_ARGV[1]), now());
	END IF;
	RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "ops_queue_booking_lines_insert" AFTER INSERT ON "booking_lines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('bookings.read', 'bookings');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_booking_lines_update" AFTER UPDATE ON "booking_lines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('bookings.read', 'bookings');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_enquiries_insert" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('enquiries.read', 'enquiries');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_enquiries_update" AFTER UPDATE ON "enquiries" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('enquiries.read', 'enquiries');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_employee_profiles_insert" AFTER INSERT ON "employee_profiles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('partners.read', 'partners');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_employee_profiles_update" AFTER UPDATE ON "employee_profiles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('partners.read', 'partners');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_partner_services_insert" AFTER INSERT ON "partner_services" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('partner-services.decide', 'services');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_partner_services_update" AFTER UPDATE ON "partner_services" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('partner-services.decide', 'services');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_partner_service_offers_insert" AFTER INSERT ON "partner_service_offers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('partner-services.decide', 'services');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_partner_service_offers_update" AFTER UPDATE ON "partner_service_offers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('partner-services.decide', 'services');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_reports_insert" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('reports.manage', 'reports');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_reports_update" AFTER UPDATE ON "reports" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('reports.manage', 'reports');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_line_disputes_insert" AFTER INSERT ON "line_disputes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('disputes.read', 'disputes');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_line_disputes_update" AFTER UPDATE ON "line_disputes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('disputes.read', 'disputes');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_refunds_insert" AFTER INSERT ON "refunds" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('refunds.manage', 'refunds');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_refunds_update" AFTER UPDATE ON "refunds" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('refunds.manage', 'refunds');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_payouts_insert" AFTER INSERT ON "payouts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('payouts.manage', 'payouts');
--> statement-breakpoint
CREATE TRIGGER "ops_queue_payouts_update" AFTER UPDATE ON "payouts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "ops_queue_live_event"('payouts.manage', 'payouts');
--> statement-breakpoint
-- The newest position the retention clean-up deleted: a stream resuming from below it may have
-- missed events (`resync`); at or above it, the outbox holds all it missed, however quiet it was.
CREATE TABLE "live_events_horizon" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"txid" xid8 NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "live_events_horizon_one_row" CHECK ("id" = 1)
);
