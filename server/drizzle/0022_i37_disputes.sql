CREATE TABLE "line_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"partner_id" integer,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"outcome" varchar(12),
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "line_disputes_outcome_known" CHECK ("line_disputes"."outcome" IS NULL OR "line_disputes"."outcome" IN ('redo_same', 'redo_other', 'part_refund', 'full_refund')),
	CONSTRAINT "line_disputes_resolved_with_outcome" CHECK (("line_disputes"."outcome" IS NULL) = ("line_disputes"."resolved_at" IS NULL)),
	CONSTRAINT "line_disputes_refund_positive" CHECK ("line_disputes"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"reason" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_disputes" ADD CONSTRAINT "line_disputes_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_disputes" ADD CONSTRAINT "line_disputes_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_cancellations" ADD CONSTRAINT "partner_cancellations_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_cancellations" ADD CONSTRAINT "partner_cancellations_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_disputes_one_open" ON "line_disputes" USING btree ("line_id") WHERE "line_disputes"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "line_disputes_line" ON "line_disputes" USING btree ("line_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "line_disputes_open" ON "line_disputes" USING btree ("opened_at") WHERE "line_disputes"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "partner_cancellations_partner" ON "partner_cancellations" USING btree ("partner_id","cancelled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_cancellations_line" ON "partner_cancellations" USING btree ("line_id");