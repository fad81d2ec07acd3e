ALTER TABLE "products" ADD COLUMN "limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Shops created before the flag: the two promo pins the catalogue limited by name until now.
UPDATE "products" SET "limited" = true WHERE "name" IN ('Trump Fight Golf Pin', 'American Flag Golf Pin');
