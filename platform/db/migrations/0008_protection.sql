CREATE TABLE "protection_exclusions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"period_days" integer,
	"started_at" timestamp with time zone,
	"pending_amount" bigint,
	"pending_period_days" integer,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "protection_limits_kind" CHECK ("protection_limits"."kind" in ('loss', 'wager', 'session'))
);
--> statement-breakpoint
CREATE TABLE "protection_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"session_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reality_minutes" integer,
	"reality_due_at" timestamp with time zone,
	"reality_pending" boolean DEFAULT false NOT NULL,
	"last_spin_at" timestamp with time zone,
	"limit_prompt_done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_applicants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'init' NOT NULL,
	"document_type" text,
	"document_name" text,
	"reject_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_town" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_subscribed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_state" ADD CONSTRAINT "protection_state_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_applicants" ADD CONSTRAINT "verification_applicants_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_exclusions_user_idx" ON "protection_exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "protection_exclusions_email_idx" ON "protection_exclusions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "protection_exclusions_phone_idx" ON "protection_exclusions" USING btree ("phone");