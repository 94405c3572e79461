-- What a loyalty programme's points are called may be given per locale: jsonb holding a string or { locale: text }. Existing rows keep their text as a jsonb string, which reads the same in every locale; the default is dropped before the column changes type.
ALTER TABLE "loyalty_programs" ALTER COLUMN "points_alias" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ALTER COLUMN "points_alias" SET DATA TYPE jsonb USING to_jsonb("points_alias");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ALTER COLUMN "points_alias" SET DEFAULT '"points"'::jsonb;
