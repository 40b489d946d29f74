DROP INDEX "search_texts_document";--> statement-breakpoint
DROP INDEX "search_texts_title_words";--> statement-breakpoint
CREATE INDEX "search_texts_document_de" ON "search_texts" USING gin ("document") WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_de" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "search_texts_document_fr" ON "search_texts" USING gin ("document") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_fr" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_texts_document_en" ON "search_texts" USING gin ("document") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_en" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_texts_document_nl" ON "search_texts" USING gin ("document") WHERE locale = 'nl';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_nl" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'nl';--> statement-breakpoint
CREATE INDEX "search_texts_document_it" ON "search_texts" USING gin ("document") WHERE locale = 'it';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_it" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'it';--> statement-breakpoint
CREATE INDEX "search_texts_document_pl" ON "search_texts" USING gin ("document") WHERE locale = 'pl';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_pl" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'pl';--> statement-breakpoint
CREATE INDEX "search_texts_document_es" ON "search_texts" USING gin ("document") WHERE locale = 'es';--> statement-breakpoint
CREATE INDEX "search_texts_title_words_es" ON "search_texts" USING gin ("title_words" gin_trgm_ops) WHERE locale = 'es';