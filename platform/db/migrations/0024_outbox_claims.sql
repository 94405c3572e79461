-- Outbox e-mails are claimed by one process (a lease), retried with backoff, and end as dead letters; rows that had reached the old cap of 5 attempts start as dead letters (an operator may replay them).
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."dead_at" is null;--> statement-breakpoint
UPDATE "outbox" SET "dead_at" = now() WHERE "sent_at" IS NULL AND "channel" = 'email' AND "attempts" >= 5;
