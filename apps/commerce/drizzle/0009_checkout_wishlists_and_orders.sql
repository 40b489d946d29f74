CREATE TABLE "checkout_details" (
	"cart_token" text PRIMARY KEY NOT NULL,
	"email" text,
	"shipping_address" jsonb,
	"payment_method" text,
	"customer_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "rental_months" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "checkout_details" ADD CONSTRAINT "checkout_details_cart_token_carts_token_fk" FOREIGN KEY ("cart_token") REFERENCES "public"."carts"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_details" ADD CONSTRAINT "checkout_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_customer_position" ON "wishlist_items" USING btree ("customer_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_token_unique" UNIQUE("cart_token");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key");