CREATE TABLE "ops_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_label" varchar(200) NOT NULL,
	"action" varchar(80) NOT NULL,
	"subject" varchar(80),
	"reason" text,
	"details" jsonb NOT NULL,
	"status" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "ops_members_roles_known" CHECK (cardinality("ops_members"."roles") > 0 AND "ops_members"."roles" <@ ARRAY['admin', 'support', 'verification', 'finance', 'releases']::text[])
);
--> statement-breakpoint
CREATE TABLE "ops_sign_in_challenges" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_members" ADD CONSTRAINT "ops_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_members" ADD CONSTRAINT "ops_members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_sign_in_challenges" ADD CONSTRAINT "ops_sign_in_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_audit_at" ON "ops_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ops_audit_actor" ON "ops_audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "ops_audit_subject" ON "ops_audit" USING btree ("subject","at");--> statement-breakpoint
CREATE INDEX "ops_audit_action" ON "ops_audit" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "ops_sign_in_challenges_user" ON "ops_sign_in_challenges" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_known" CHECK ("otp_codes"."purpose" IN ('verify', 'reset', 'change', 'sign-in'));--> statement-breakpoint
-- The audit log is append-only: what ops did stays as it was written.
CREATE FUNCTION ops_audit_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ops audit log cannot be changed: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER ops_audit_unchangeable BEFORE UPDATE OR DELETE ON ops_audit
  FOR EACH ROW EXECUTE FUNCTION ops_audit_unchangeable();--> statement-breakpoint
-- An ops member is an account of role admin: a CHECK cannot read another table, a trigger can.
CREATE FUNCTION ops_members_are_admins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND role = 'admin') THEN
    RAISE EXCEPTION 'ops member % is not an account of role admin', NEW.user_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ops_members_are_admins BEFORE INSERT OR UPDATE OF user_id ON ops_members
  FOR EACH ROW EXECUTE FUNCTION ops_members_are_admins();--> statement-breakpoint
-- Whoever signed in as admin before issue 39 keeps everything: the shared login becomes a member with role admin.
INSERT INTO ops_members (user_id, roles) SELECT id, ARRAY['admin'] FROM users WHERE role = 'admin' AND deleted_at IS NULL;
