CREATE TABLE "search_title_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_title_words_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
DROP INDEX "search_texts_title_words_de";--> statement-breakpoint
DROP INDEX "search_texts_title_words_fr";--> statement-breakpoint
DROP INDEX "search_texts_title_words_en";--> statement-breakpoint
DROP INDEX "search_texts_title_words_nl";--> statement-breakpoint
DROP INDEX "search_texts_title_words_it";--> statement-breakpoint
DROP INDEX "search_texts_title_words_pl";--> statement-breakpoint
DROP INDEX "search_texts_title_words_es";--> statement-breakpoint
CREATE INDEX "search_title_words_trigrams" ON "search_title_words" USING gin ("word" gin_trgm_ops);