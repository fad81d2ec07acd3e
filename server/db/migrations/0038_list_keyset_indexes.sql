DROP INDEX "manual_invoices_created_at_idx";--> statement-breakpoint
CREATE INDEX "manual_invoices_created_at_id_idx" ON "manual_invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suppressions_created_at_id_idx" ON "suppressions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_status_created_at_id_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);