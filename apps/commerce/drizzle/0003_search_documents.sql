CREATE TABLE "search_offers" (
	"product_id" integer NOT NULL,
	"store_key" text NOT NULL,
	"kind" text NOT NULL,
	"price_minor" integer NOT NULL,
	"strikethrough_minor" integer,
	"popularity" integer NOT NULL,
	"rating_centis" integer NOT NULL,
	"review_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"in_stock" boolean NOT NULL,
	"stock_status" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"facet_values" text[] NOT NULL,
	"article_numbers" text[] NOT NULL,
	CONSTRAINT "search_offers_product_id_store_key_pk" PRIMARY KEY("product_id","store_key")
);
--> statement-breakpoint
CREATE TABLE "search_texts" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"title_words" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_texts_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE INDEX "search_offers_store_popularity" ON "search_offers" USING btree ("store_key","popularity");--> statement-breakpoint
CREATE INDEX "search_offers_categories" ON "search_offers" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "search_offers_facets" ON "search_offers" USING gin ("facet_values");--> statement-breakpoint
CREATE INDEX "search_offers_article_numbers" ON "search_offers" USING gin ("article_numbers");--> statement-breakpoint
CREATE INDEX "search_texts_document" ON "search_texts" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_texts_title_words" ON "search_texts" USING gin ("title_words" gin_trgm_ops);