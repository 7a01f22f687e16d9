CREATE TABLE "employee_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dob" date,
	"gender" varchar(8),
	"employee_type" varchar(16) NOT NULL,
	"experience" varchar(60),
	"description" text,
	"bank_name" varchar(120),
	"account_number" varchar(34),
	"ifsc_code" varchar(20),
	"branch_name" varchar(120),
	"verification_status" varchar(10) DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(300),
	"verified_at" timestamp with time zone,
	CONSTRAINT "employee_profiles_status_known" CHECK ("employee_profiles"."verification_status" IN ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "id_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(80) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"sent_to" varchar(16) NOT NULL,
	"requested_ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "otp_codes_purpose_known" CHECK ("otp_codes"."purpose" IN ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(16) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"mobile" varchar(16),
	"email" varchar(254),
	"password_hash" text NOT NULL,
	"address" varchar(300),
	"image_path" varchar(80),
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_role_known" CHECK ("users"."role" IN ('user', 'employee', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_proofs" ADD CONSTRAINT "id_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_proofs_user" ON "id_proofs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "otp_codes_user_purpose" ON "otp_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "otp_codes_sent_to" ON "otp_codes" USING btree ("sent_to","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_requested_ip" ON "otp_codes" USING btree ("requested_ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_to" ON "sms_outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "users_role_mobile_live" ON "users" USING btree ("role","mobile") WHERE "users"."deleted_at" IS NULL;