CREATE TABLE "deposit_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"period_days" integer,
	"started_at" timestamp with time zone,
	"pending_amount" bigint,
	"pending_period_days" integer,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_period" CHECK ("deposit_limits"."period_days" is null or "deposit_limits"."period_days" in (1, 7, 14, 30))
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text NOT NULL,
	"requisites" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaign_offer_id" integer,
	"idempotency_key" text,
	"settle_at" timestamp with time zone,
	"settle_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount" > 0),
	CONSTRAINT "payment_transactions_type" CHECK ("payment_transactions"."type" in ('deposit', 'withdrawal')),
	CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('pending', 'success', 'fail', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_settle_idx" ON "payment_transactions" USING btree ("settle_at") WHERE "payment_transactions"."status" = 'pending';