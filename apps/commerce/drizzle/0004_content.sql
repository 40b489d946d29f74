CREATE TABLE "content_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"brand" text DEFAULT 'default' NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_documents_kind_key_locale_brand_pk" PRIMARY KEY("kind","key","locale","brand"),
	CONSTRAINT "content_documents_kind" CHECK ("content_documents"."kind" in ('snippet', 'menu', 'page', 'page-elements')),
	CONSTRAINT "content_documents_locale" CHECK ("content_documents"."locale" in ('de', 'fr', 'en', 'nl', 'it', 'pl', 'es')),
	CONSTRAINT "content_documents_brand" CHECK ("content_documents"."brand" in ('default', 'second'))
);
