ALTER TABLE "search_texts" ADD COLUMN "suggestion" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_de" ON "search_texts" USING gin ("suggestion") WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_fr" ON "search_texts" USING gin ("suggestion") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_en" ON "search_texts" USING gin ("suggestion") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_nl" ON "search_texts" USING gin ("suggestion") WHERE locale = 'nl';--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_it" ON "search_texts" USING gin ("suggestion") WHERE locale = 'it';--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_pl" ON "search_texts" USING gin ("suggestion") WHERE locale = 'pl';--> statement-breakpoint
CREATE INDEX "search_texts_suggestion_es" ON "search_texts" USING gin ("suggestion") WHERE locale = 'es';