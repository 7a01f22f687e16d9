CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" varchar(24) NOT NULL,
	"partner_id" integer,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_partner_account" CHECK (("ledger_entries"."account" = 'partner_payable') = ("ledger_entries"."partner_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"key" varchar(120) NOT NULL,
	"booking_id" integer,
	"line_id" integer,
	"enquiry_id" integer,
	"refund_id" integer,
	"available_at" timestamp with time zone,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"line_id" integer,
	"order_id" varchar(64) NOT NULL,
	"reason" varchar(12) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider_refund_id" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"initiated_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" IN ('cancellation', 'dispute', 'overpayment')),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" IN ('pending', 'initiated', 'processed', 'failed')),
	CONSTRAINT "refunds_processed_when_done" CHECK (("refunds"."status" = 'processed') = ("refunds"."processed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"payment_id" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"receipt" varchar(40),
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account","partner_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking" ON "ledger_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_line" ON "ledger_transactions" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_occurred" ON "ledger_transactions" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "refunds_booking" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_status" ON "refunds" USING btree ("status");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "overpaid_refund_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "overpaid_refunded_at";--> statement-breakpoint
-- Issue 38 (decision 0055): a ledger transaction whose entries do not sum to zero cannot commit.
-- Deferred to the commit, so a transaction's entries may be inserted one by one.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();--> statement-breakpoint
-- Append-only: a mistake is corrected by a new, reversing transaction, never by an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
