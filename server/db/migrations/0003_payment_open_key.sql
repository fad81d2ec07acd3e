ALTER TABLE "payments" ADD COLUMN "open_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_key_key" ON "payments" USING btree ("open_key") WHERE "payments"."status" in ('created', 'approved', 'pending');--> statement-breakpoint
CREATE INDEX "payments_client_ip_open_idx" ON "payments" USING btree ("client_ip") WHERE "payments"."status" in ('created', 'approved', 'pending');