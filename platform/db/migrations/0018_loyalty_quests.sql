CREATE TABLE "loyalty_quest_progress" (
	"quest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "loyalty_quest_progress_quest_id_user_id_period_start_pk" PRIMARY KEY("quest_id","user_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "loyalty_quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"sysname" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"reward_points" integer NOT NULL,
	"period" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_quests_sysname_unique" UNIQUE("sysname")
);
--> statement-breakpoint
ALTER TABLE "loyalty_quest_progress" ADD CONSTRAINT "loyalty_quest_progress_quest_id_loyalty_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."loyalty_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quest_progress" ADD CONSTRAINT "loyalty_quest_progress_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_quests" ADD CONSTRAINT "loyalty_quests_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_quests_program_idx" ON "loyalty_quests" USING btree ("program_id","kind");