-- Written by hand (no schema change, so `npm run db:migration:new` has nothing to generate): every instance keeps
-- the public pages and the blog and catalogue reads in memory, and drops them the moment that content changes.
-- Each statement that writes a content table, whichever process runs it (the seed, the server, psql), notifies the
-- channel the servers LISTEN on (packages/db/src/content-changes.ts). Statement-level, so a seed of hundreds of
-- rows sends one notification per statement, and PostgreSQL folds identical ones within a transaction.
-- The function's body is an escape string with each semicolon written \073: the PostgreSQL driver adapter runs a
-- migration by splitting it at every semicolon, dollar quotes or not.
CREATE FUNCTION "notify_content_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''sme_content_changed'', TG_TABLE_NAME)\073 RETURN NULL\073 END';

CREATE TRIGGER "BlogPost_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BlogPost"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "Product_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "ProductTerm_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductTerm"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "ProductAcquirer_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductAcquirer"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "ProductManufacturer_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductManufacturer"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "ProductFeature_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductFeature"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "_ProductToProductFeature_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "_ProductToProductFeature"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
