CREATE TABLE "demo_balances" (
	"owner" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freespin_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freespin_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"total_count" integer NOT NULL,
	"remaining_count" integer NOT NULL,
	"bet" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freespin_packs_remaining" CHECK ("freespin_packs"."remaining_count" >= 0 and "freespin_packs"."remaining_count" <= "freespin_packs"."total_count")
);
--> statement-breakpoint
CREATE TABLE "game_history_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_history_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"csv" text,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"owner" text NOT NULL,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance" text NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"freespin_pack_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet" >= 0 and "game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"selections" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_stake" CHECK ("sport_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"odds_home" integer NOT NULL,
	"odds_draw" integer,
	"odds_away" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"user_id" integer,
	"game_id" integer,
	"round_id" bigint,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "image_horizontal" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp" integer DEFAULT 9600 NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "seed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "contribution_bp" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "hit_chance_ppm" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "games_tag" text DEFAULT 'jackpot' NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "description" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "freespin_packs" ADD CONSTRAINT "freespin_packs_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_packs" ADD CONSTRAINT "freespin_packs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_history_exports" ADD CONSTRAINT "game_history_exports_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_game_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."game_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freespin_packs_user_idx" ON "freespin_packs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_history_exports_user_idx" ON "game_history_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_owner_key" ON "game_rounds" USING btree ("owner","idempotency_key");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_seed_idx" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "game_seeds_owner_idx" ON "game_seeds" USING btree ("owner");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_one_active" ON "game_seeds" USING btree ("owner") WHERE "game_seeds"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_user_key" ON "sport_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sport_bets_user_idx" ON "sport_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sport_events_status_idx" ON "sport_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "games_priority_idx" ON "games" USING btree ("priority","id");