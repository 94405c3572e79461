CREATE TABLE "bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text DEFAULT 'casino' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"offer_id" integer,
	"payment_id" integer,
	"amount" bigint NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"wager_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"converted" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bonuses_amounts" CHECK ("bonuses"."amount" >= 0 and "bonuses"."held" >= 0 and "bonuses"."wagered" >= 0 and "bonuses"."wager_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"claim_key" text NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freespin_packs" ADD COLUMN "win_wager_multiplier" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "freespin_packs" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_claims" ADD CONSTRAINT "offer_claims_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_user_idx" ON "bonuses" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active" ON "bonuses" USING btree ("user_id","currency","kind") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "offer_claims_key" ON "offer_claims" USING btree ("claim_key");--> statement-breakpoint
CREATE INDEX "offer_claims_user_idx" ON "offer_claims" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashbacks_user_period" ON "cashbacks" USING btree ("user_id","currency","period_start");