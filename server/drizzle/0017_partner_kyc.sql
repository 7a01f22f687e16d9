ALTER TABLE "employee_profiles" DROP CONSTRAINT "employee_profiles_status_known";--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "account_holder_name" varchar(120);--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "payout_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "bank_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "suspension_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_status_known" CHECK ("employee_profiles"."verification_status" IN ('pending', 'verified', 'rejected', 'suspended'));