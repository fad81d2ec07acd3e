ALTER TABLE "custom_order_proofs" DROP CONSTRAINT "custom_order_proofs_order_version_key";--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD COLUMN "design" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proof_feedback" ADD COLUMN "design" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_order_proofs" ADD CONSTRAINT "custom_order_proofs_order_design_version_key" UNIQUE("custom_order_id","design","version");