-- Issue 41: the language a person chose (English, Hindi or Tamil), kept on the account so their
-- other browsers open in it and their texted messages are written in it. Null: never chosen
-- (English for texts; a browser then follows its own languages).
ALTER TABLE "users" ADD COLUMN "language" varchar(2);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" IS NULL OR "language" IN ('en', 'hi', 'ta'));
