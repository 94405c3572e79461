CREATE TABLE "provider_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"transaction_id" text,
	"request" text NOT NULL,
	"http_status" integer NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"bet_main" bigint DEFAULT 0 NOT NULL,
	"bet_bonus" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_provider_round_key" UNIQUE("provider","round_id"),
	CONSTRAINT "provider_rounds_amounts" CHECK ("provider_rounds"."bet" >= 0 and "provider_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"session_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"round_ref" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"main" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"reference_transaction_id" text,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_id_key" UNIQUE("provider","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "player_debts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payment_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "psp_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "psp_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"psp" text NOT NULL,
	"event_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_id" integer,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"request" text NOT NULL,
	CONSTRAINT "psp_events_psp_event_key" UNIQUE("psp","event_id")
);
--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_round_ref_provider_rounds_id_fk" FOREIGN KEY ("round_ref") REFERENCES "public"."provider_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_debts" ADD CONSTRAINT "player_debts_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_debts" ADD CONSTRAINT "player_debts_payment_id_payment_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_events" ADD CONSTRAINT "psp_events_payment_id_payment_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_calls_received_idx" ON "provider_calls" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "provider_calls_user_idx" ON "provider_calls" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_user_idx" ON "provider_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_sessions_user_idx" ON "provider_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("round_ref");--> statement-breakpoint
CREATE INDEX "player_debts_user_idx" ON "player_debts" USING btree ("user_id") WHERE "player_debts"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "psp_events_payment_idx" ON "psp_events" USING btree ("payment_id");