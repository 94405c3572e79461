CREATE TABLE "loyalty_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"level_points" bigint DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"level_points" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"threshold" bigint NOT NULL,
	"image" text,
	"perks" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "loyalty_levels_level" UNIQUE("program_id","level")
);
--> statement-breakpoint
CREATE TABLE "loyalty_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_type" text DEFAULT 'points' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"sysname" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price" bigint NOT NULL,
	"reward_type" text NOT NULL,
	"reward" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_level" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_products_sysname_unique" UNIQUE("sysname")
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"title" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points_alias" text DEFAULT 'points' NOT NULL,
	"points_per_unit" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_programs_sysname_unique" UNIQUE("sysname")
);
--> statement-breakpoint
CREATE TABLE "wheel_balances" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_balances_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sysname" text NOT NULL,
	"title" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"spin_price" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_campaigns_sysname_unique" UNIQUE("sysname")
);
--> statement-breakpoint
CREATE TABLE "wheel_quest_progress" (
	"quest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wheel_quest_progress_quest_id_user_id_pk" PRIMARY KEY("quest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"sysname" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"spins" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_quests_sysname_unique" UNIQUE("sysname")
);
--> statement-breakpoint
CREATE TABLE "wheel_sectors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_sectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"position" integer NOT NULL,
	"weight" integer NOT NULL,
	"reward_type" text NOT NULL,
	"reward" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wheel_sectors_position" UNIQUE("campaign_id","position")
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"position" integer NOT NULL,
	"reward_type" text NOT NULL,
	"reward" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "scored_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "counts_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "rule" text DEFAULT 'stakes' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_notifications" ADD CONSTRAINT "loyalty_notifications_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_products" ADD CONSTRAINT "loyalty_products_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_balances" ADD CONSTRAINT "wheel_balances_campaign_id_wheel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."wheel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_balances" ADD CONSTRAINT "wheel_balances_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_quest_progress" ADD CONSTRAINT "wheel_quest_progress_quest_id_wheel_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."wheel_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_quest_progress" ADD CONSTRAINT "wheel_quest_progress_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_quests" ADD CONSTRAINT "wheel_quests_campaign_id_wheel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."wheel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_sectors" ADD CONSTRAINT "wheel_sectors_campaign_id_wheel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."wheel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_campaign_id_wheel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."wheel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_entries_user_idx" ON "loyalty_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_notifications_user_idx" ON "loyalty_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wheel_spins_campaign_idx" ON "wheel_spins" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "wheel_spins_user_idx" ON "wheel_spins" USING btree ("user_id","id");