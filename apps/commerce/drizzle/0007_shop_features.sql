CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"store_key" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"create_voucher" boolean NOT NULL,
	"confirmation_token_hash" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_product_status";--> statement-breakpoint
ALTER TABLE "bundle_slots" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'mailbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "search_offers" ADD COLUMN "text_locales" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_variant_email" ON "back_in_stock_requests" USING btree ("variant_id","email");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_created_at" ON "back_in_stock_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_voucher" ON "newsletter_subscriptions" USING btree ("voucher_code");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status" ON "newsletter_subscriptions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_email" ON "reviews" USING btree ("product_id","email");--> statement-breakpoint
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
CREATE INDEX "search_offers_categories_ie" ON "search_offers" USING gin ("category_ids") WHERE store_key = 'ie';--> statement-breakpoint
CREATE INDEX "reviews_product_status" ON "reviews" USING btree ("product_id","status","created_at");