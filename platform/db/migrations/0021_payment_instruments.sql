-- Where a player's money may go back to: the methods (and cards, as a fingerprint and a mask, never the number) of the player's successful deposits; and the installation's key those fingerprints are made with.
CREATE TABLE "payment_instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"mask" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instruments_user_method_card" ON "payment_instruments" USING btree ("user_id","method","fingerprint");--> statement-breakpoint
-- Methods players already have a successful deposit with stay open to their withdrawals; the cards of those deposits are fingerprinted at the next start (rememberLegacyCards in services/payments/instruments.ts), which needs the installation's key.
INSERT INTO "payment_instruments" ("user_id", "method") SELECT DISTINCT "user_id", "method" FROM "payment_transactions" WHERE "type" = 'deposit' AND "status" = 'success' ON CONFLICT DO NOTHING;
