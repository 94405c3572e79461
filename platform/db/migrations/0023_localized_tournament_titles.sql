-- A tournament's title may be given per locale: jsonb holding a string or { locale: text }. Existing rows keep their text as a jsonb string, which reads the same in every locale.
ALTER TABLE "tournaments" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");
