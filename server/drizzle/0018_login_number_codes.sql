ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "mobile_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_mobile" varchar(16);--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose_known" CHECK ("otp_codes"."purpose" IN ('verify', 'reset', 'change'));--> statement-breakpoint
-- Hand-written (issue 36, codes): partners registered before the mobile code existed keep signing
-- in; their number is taken as confirmed from the day this migration ran.
UPDATE "employee_profiles" SET "mobile_confirmed_at" = now() WHERE "mobile_confirmed_at" IS NULL;
