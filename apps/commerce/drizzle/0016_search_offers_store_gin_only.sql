DROP INDEX "search_offers_categories";--> statement-breakpoint
DROP INDEX "search_offers_facets";