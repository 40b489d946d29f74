ALTER TABLE "bundle_slots" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_offers_categories_de" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'de';--> statement-breakpoint
CREATE INDEX "search_offers_categories_nl" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'nl';--> statement-breakpoint
CREATE INDEX "search_offers_categories_be" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'be';--> statement-breakpoint
CREATE INDEX "search_offers_categories_lu" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'lu';--> statement-breakpoint
CREATE INDEX "search_offers_categories_fr" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'fr';--> statement-breakpoint
CREATE INDEX "search_offers_categories_it" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'it';--> statement-breakpoint
CREATE INDEX "search_offers_categories_at" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'at';--> statement-breakpoint
CREATE INDEX "search_offers_categories_pl" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'pl';--> statement-breakpoint
CREATE INDEX "search_offers_categories_es" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'es';--> statement-breakpoint
CREATE INDEX "search_offers_categories_ch" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'ch';--> statement-breakpoint
CREATE INDEX "search_offers_categories_ie" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'ie';