-- Cart lines no longer hold a foreign key to their product: every add took a FOR KEY SHARE lock on the product row
-- (a multixact when adds overlap, all on the same row for a popular pin), most of the database's extra work per add.
-- The cascade the key did is this trigger: deleting products deletes their cart lines in the same transaction. Every
-- read of a line joins its product, so a line whose product is gone never shows even if one slipped in beside the
-- delete (docs/decisions/024-cart-lines-without-foreign-key.md).
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_product_id_products_id_fk";
--> statement-breakpoint
CREATE FUNCTION products_delete_cart_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cart_items WHERE product_id IN (SELECT id FROM gone);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_delete_cart_items AFTER DELETE ON products
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION products_delete_cart_items();
--> statement-breakpoint
CREATE FUNCTION products_truncate_cart_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cart_items;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_truncate_cart_items AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_truncate_cart_items();
