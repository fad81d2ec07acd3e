ALTER TABLE "reminder_sends" DROP CONSTRAINT "reminder_sends_line_key_step_unique";--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD COLUMN "due_date" date;--> statement-breakpoint
-- Rows from before this migration (none outside development) had no due date: their sending day stands in for it.
UPDATE "reminder_sends" SET "due_date" = ("sent_at" AT TIME ZONE 'UTC')::date WHERE "due_date" IS NULL;--> statement-breakpoint
ALTER TABLE "reminder_sends" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_line_key_due_date_step_unique" UNIQUE("line_key","due_date","step");
