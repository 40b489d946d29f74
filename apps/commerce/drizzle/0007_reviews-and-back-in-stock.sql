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
DROP INDEX "reviews_product_status";--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_variant_email" ON "back_in_stock_requests" USING btree ("variant_id","email");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_created_at" ON "back_in_stock_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_email" ON "reviews" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "reviews_product_status" ON "reviews" USING btree ("product_id","status","created_at");