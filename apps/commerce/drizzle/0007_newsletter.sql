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
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_voucher" ON "newsletter_subscriptions" USING btree ("voucher_code");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status" ON "newsletter_subscriptions" USING btree ("status");