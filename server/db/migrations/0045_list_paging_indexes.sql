DROP INDEX "tax_certificates_user_idx";--> statement-breakpoint
CREATE INDEX "discount_codes_admin_created_at_id_idx" ON "discount_codes" USING btree ("created_at","id") WHERE "discount_codes"."bound_email" is null;--> statement-breakpoint
CREATE INDEX "campaign_templates_created_at_id_idx" ON "campaign_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tax_certificates_status_created_at_id_idx" ON "tax_certificates" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tax_certificates_user_created_at_id_idx" ON "tax_certificates" USING btree ("user_id","created_at","id");