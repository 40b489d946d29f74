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
CREATE INDEX "search_facet_cells_empty" ON "search_facet_cells" USING btree ("store_key") WHERE offers = 0;