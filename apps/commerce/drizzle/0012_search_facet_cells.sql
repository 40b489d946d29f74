CREATE TABLE "search_facet_cells" (
	"store_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"text_locales" text[] NOT NULL,
	"facet_values" text[] NOT NULL,
	"in_stock" boolean NOT NULL,
	"price_minor" integer NOT NULL,
	"offers" integer NOT NULL,
	CONSTRAINT "search_facet_cells_pk" PRIMARY KEY("store_key","category_id","text_locales","facet_values","in_stock","price_minor")
);
--> statement-breakpoint
CREATE INDEX "search_facet_cells_empty" ON "search_facet_cells" USING btree ("store_key") WHERE offers = 0;--> statement-breakpoint
CREATE INDEX "search_offers_facets_de" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'de';--> statement-breakpoint
CREATE INDEX "search_offers_facets_nl" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'nl';--> statement-breakpoint
CREATE INDEX "search_offers_facets_be" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'be';--> statement-breakpoint
CREATE INDEX "search_offers_facets_lu" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'lu';--> statement-breakpoint
CREATE INDEX "search_offers_facets_fr" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'fr';--> statement-breakpoint
CREATE INDEX "search_offers_facets_it" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'it';--> statement-breakpoint
CREATE INDEX "search_offers_facets_at" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'at';--> statement-breakpoint
CREATE INDEX "search_offers_facets_pl" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'pl';--> statement-breakpoint
CREATE INDEX "search_offers_facets_es" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'es';--> statement-breakpoint
CREATE INDEX "search_offers_facets_ch" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'ch';--> statement-breakpoint
CREATE INDEX "search_offers_facets_ie" ON "search_offers" USING gin ("facet_values") WHERE store_key = 'ie';