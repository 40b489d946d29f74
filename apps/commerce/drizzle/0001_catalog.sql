CREATE TABLE "bundle_slots" (
	"bundle_product_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "bundle_slots_bundle_product_id_slot_product_id_pk" PRIMARY KEY("bundle_product_id","slot","product_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "facet_value_translations" (
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "facet_value_translations_facet_value_locale_pk" PRIMARY KEY("facet","value","locale")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"locale" text,
	"title" text,
	"mime_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"url" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"body" text NOT NULL,
	"encoding" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"store_key" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" integer NOT NULL,
	"badge" text NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_pk" PRIMARY KEY("product_id","badge")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_facets" (
	"product_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_facets_product_id_facet_value_pk" PRIMARY KEY("product_id","facet","value")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "product_relations_product_id_related_product_id_kind_pk" PRIMARY KEY("product_id","related_product_id","kind")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"functions" text,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_number" text NOT NULL,
	"kind" text NOT NULL,
	"manufacturer" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"available_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_article_number_unique" UNIQUE("article_number")
);
--> statement-breakpoint
CREATE TABLE "rental_options" (
	"product_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"store_key" text NOT NULL,
	"currency" text NOT NULL,
	"monthly_amount_minor" integer NOT NULL,
	CONSTRAINT "rental_options_product_id_months_store_key_pk" PRIMARY KEY("product_id","months","store_key")
);
--> statement-breakpoint
CREATE TABLE "technical_rows" (
	"product_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "technical_rows_product_id_row_id_locale_pk" PRIMARY KEY("product_id","row_id","locale")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" integer NOT NULL,
	"store_key" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"strikethrough_minor" integer,
	"recommended_retail_minor" integer,
	"recycling_fee_minor" integer,
	CONSTRAINT "variant_prices_variant_id_store_key_pk" PRIMARY KEY("variant_id","store_key")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"color" text,
	"version" text,
	"size_top" text,
	"size_bottom" text,
	"cuff_size" text,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"recycling_class" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variants_article_number_unique" UNIQUE("article_number")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"email" text NOT NULL,
	"author_name" text NOT NULL,
	"locale" text NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_slots" ADD CONSTRAINT "bundle_slots_bundle_product_id_products_id_fk" FOREIGN KEY ("bundle_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_slots" ADD CONSTRAINT "bundle_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_options" ADD CONSTRAINT "rental_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_rows" ADD CONSTRAINT "technical_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_locale_slug" ON "category_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "media_product" ON "media" USING btree ("product_id","kind");--> statement-breakpoint
CREATE INDEX "price_history_variant_store" ON "price_history" USING btree ("variant_id","store_key","valid_from");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_facets_value" ON "product_facets" USING btree ("facet","value");--> statement-breakpoint
CREATE INDEX "products_kind" ON "products" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "products_popularity" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "variant_prices_store" ON "variant_prices" USING btree ("store_key","amount_minor");--> statement-breakpoint
CREATE INDEX "variants_product" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status" ON "reviews" USING btree ("product_id","status");