CREATE TABLE "invoice_counters" (
	"gstin" varchar(15) NOT NULL,
	"financial_year" varchar(4) NOT NULL,
	"series" varchar(1) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_gstin_financial_year_series_pk" PRIMARY KEY("gstin","financial_year","series")
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"settlement_key" varchar(120) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier_gstin" varchar(15) NOT NULL,
	"place_of_supply" varchar(2) NOT NULL,
	"booking_id" integer,
	"line_id" integer,
	"enquiry_id" integer,
	"customer_id" integer,
	"partner_id" integer NOT NULL,
	"recipient_name" varchar(120) NOT NULL,
	"recipient_address" varchar(300) NOT NULL,
	"description" varchar(200) NOT NULL,
	"sac" varchar(8) NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_kind_known" CHECK ("tax_invoices"."kind" IN ('customer', 'receipt', 'commission')),
	CONSTRAINT "tax_invoices_sums" CHECK ("tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise" = "tax_invoices"."total_paise"),
	CONSTRAINT "tax_invoices_one_kind_of_gst" CHECK ("tax_invoices"."igst_paise" = 0 OR ("tax_invoices"."cgst_paise" = 0 AND "tax_invoices"."sgst_paise" = 0))
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_settlement_kind" ON "tax_invoices" USING btree ("settlement_key","kind");--> statement-breakpoint
CREATE INDEX "tax_invoices_customer" ON "tax_invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tax_invoices_partner" ON "tax_invoices" USING btree ("partner_id","issued_at");--> statement-breakpoint
-- An issued invoice is never changed or deleted: a credit note corrects it (CGST rule 53).
CREATE FUNCTION tax_invoices_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued tax invoice cannot be changed: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER tax_invoices_unchangeable BEFORE UPDATE OR DELETE ON tax_invoices
  FOR EACH ROW EXECUTE FUNCTION tax_invoices_unchangeable();
