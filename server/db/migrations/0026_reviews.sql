CREATE TABLE "review_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"outbox_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_order_unique" UNIQUE("order_kind","order_id"),
	CONSTRAINT "review_requests_order_kind_check" CHECK ("review_requests"."order_kind" in ('regular', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"photo_upload_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_product_unique" UNIQUE NULLS NOT DISTINCT("order_kind","order_id","product_id"),
	CONSTRAINT "reviews_order_kind_check" CHECK ("reviews"."order_kind" in ('regular', 'custom')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'published', 'hidden')),
	CONSTRAINT "reviews_hidden_reason_check" CHECK ("reviews"."hidden_reason" in ('spam', 'offensive', 'personal_data')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_hidden_has_reason_check" CHECK (("reviews"."status" = 'hidden') = ("reviews"."hidden_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status");