CREATE TABLE "search_catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_offers_store_created" ON "search_offers" USING btree ("store_key","created_at");--> statement-breakpoint
CREATE INDEX "search_offers_store_price" ON "search_offers" USING btree ("store_key","price_minor");--> statement-breakpoint
CREATE INDEX "search_offers_store_reviews" ON "search_offers" USING btree ("store_key","rating_centis","review_count","popularity");