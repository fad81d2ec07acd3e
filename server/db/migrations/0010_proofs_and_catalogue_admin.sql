CREATE TABLE "custom_order_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_order_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"preview_upload_id" uuid,
	"note" text,
	"created_by_user_id" integer,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"approved_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_order_proofs_order_version_key" UNIQUE("custom_order_id","version"),
	CONSTRAINT "custom_order_proofs_version_check" CHECK ("custom_order_proofs"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "proof_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proof_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"custom_order_id" integer NOT NULL,
	"proof_id" integer,
	"kind" text NOT NULL,
	"comment" text,
	"image_upload_id" uuid,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_feedback_kind_check" CHECK ("proof_feedback"."kind" in ('changes_requested', 'approved', 'reopened'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD CONSTRAINT "custom_order_proofs_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD CONSTRAINT "custom_order_proofs_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD CONSTRAINT "custom_order_proofs_preview_upload_id_uploads_id_fk" FOREIGN KEY ("preview_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD CONSTRAINT "custom_order_proofs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD CONSTRAINT "custom_order_proofs_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_feedback" ADD CONSTRAINT "proof_feedback_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_feedback" ADD CONSTRAINT "proof_feedback_proof_id_custom_order_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."custom_order_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_feedback" ADD CONSTRAINT "proof_feedback_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_feedback" ADD CONSTRAINT "proof_feedback_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_order_proofs_order_idx" ON "custom_order_proofs" USING btree ("custom_order_id");--> statement-breakpoint
CREATE INDEX "proof_feedback_order_idx" ON "proof_feedback" USING btree ("custom_order_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;