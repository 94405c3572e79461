-- Keys every process must agree on, made once and kept here (platform/kernel/installation-keys.ts).
CREATE TABLE "installation_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
