CREATE TABLE "search_category_versions" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
