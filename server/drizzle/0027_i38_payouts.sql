CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	CONSTRAINT "payout_batches_status_known" CHECK ("payout_batches"."status" IN ('proposed', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(10) DEFAULT 'proposed' NOT NULL,
	"account_holder" varchar(120),
	"account_number" varchar(34),
	"ifsc" varchar(20),
	"provider_payout_id" varchar(64),
	"utr" varchar(40),
	"failure_reason" varchar(300),
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_provider_payout_id_unique" UNIQUE("provider_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" IN ('proposed', 'pending', 'processing', 'processed', 'failed', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"reference" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"ifsc" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"utr" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_settlement_id_ledger_transactions_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_items_payout" ON "payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_settlement_once" ON "payout_items" USING btree ("settlement_id") WHERE "payout_items"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payouts_batch" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payouts_partner" ON "payouts" USING btree ("partner_id");