-- Loyalty level names and perks, shop products, the wheel's campaign names and quests may be given per locale: jsonb holding a string or { locale: text }. Existing rows keep their text as a jsonb string (perks: a jsonb array of strings); a default is dropped before its column changes type.
ALTER TABLE "loyalty_levels" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");--> statement-breakpoint
ALTER TABLE "loyalty_levels" ALTER COLUMN "perks" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ALTER COLUMN "perks" SET DATA TYPE jsonb USING to_jsonb("perks");--> statement-breakpoint
ALTER TABLE "loyalty_levels" ALTER COLUMN "perks" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "loyalty_products" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");--> statement-breakpoint
ALTER TABLE "loyalty_products" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "loyalty_products" ALTER COLUMN "description" SET DATA TYPE jsonb USING to_jsonb("description");--> statement-breakpoint
ALTER TABLE "loyalty_products" ALTER COLUMN "description" SET DEFAULT '""'::jsonb;--> statement-breakpoint
ALTER TABLE "wheel_campaigns" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");--> statement-breakpoint
ALTER TABLE "wheel_quests" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");--> statement-breakpoint
ALTER TABLE "wheel_quests" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wheel_quests" ALTER COLUMN "description" SET DATA TYPE jsonb USING to_jsonb("description");--> statement-breakpoint
ALTER TABLE "wheel_quests" ALTER COLUMN "description" SET DEFAULT '""'::jsonb;
