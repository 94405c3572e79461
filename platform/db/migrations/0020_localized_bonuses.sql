-- A bonus's title may be given per locale (as the offer, the shop product or the wheel prize it came from names it): jsonb holding a string or { locale: text }. Existing rows keep their text as a jsonb string, which reads the same in every locale.
ALTER TABLE "bonuses" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");
