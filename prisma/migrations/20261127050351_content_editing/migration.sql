-- Edited by hand: the HTML body becomes the Markdown body (Markdown passes HTML through, and the server sanitises
-- what it renders), and every post already on the site stays published from the day it was written.
ALTER TABLE "BlogPost" RENAME COLUMN "description" TO "body";

-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "imageAlt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "publishedAt" TIMESTAMP(3),
ADD COLUMN     "summary" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "contractMonths" INTEGER,
ADD COLUMN     "creditPencePerTransaction" DECIMAL(6,2),
ADD COLUMN     "creditRatePercent" DECIMAL(6,3),
ADD COLUMN     "debitPencePerTransaction" DECIMAL(6,2),
ADD COLUMN     "debitRatePercent" DECIMAL(6,3),
ADD COLUMN     "exitFeePence" INTEGER,
ADD COLUMN     "retiredAt" TIMESTAMP(3),
ADD COLUMN     "setUpFeePence" INTEGER;

-- AlterTable
ALTER TABLE "ProductAcquirer" ADD COLUMN     "retiredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProductFeature" ADD COLUMN     "retiredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProductManufacturer" ADD COLUMN     "retiredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProductTerm" ADD COLUMN     "retiredAt" TIMESTAMP(3);

UPDATE "BlogPost" SET "publishedAt" = "createdAt";

-- CreateTable
CREATE TABLE "BlogPostAddress" (
    "urlTitle" TEXT NOT NULL,
    "postId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlogPostAddress_pkey" PRIMARY KEY ("urlTitle")
);

-- CreateTable
CREATE TABLE "StoredImage" (
    "path" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredImage_pkey" PRIMARY KEY ("path")
);

-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "entityId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "actorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BlogPostAddress_postId_idx" ON "BlogPostAddress"("postId");

-- CreateIndex
CREATE INDEX "ContentVersion_kind_entityId_createdAt_idx" ON "ContentVersion"("kind", "entityId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BlogPost_publishedAt_idx" ON "BlogPost"("publishedAt");

-- AddForeignKey
ALTER TABLE "BlogPostAddress" ADD CONSTRAINT "BlogPostAddress_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BlogPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentVersion" ADD CONSTRAINT "ContentVersion_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Edited by hand: old addresses and uploaded images are content the public pages and reads show, so their writes
-- notify the servers' caches like the other content tables (migration content_change_notify).
CREATE TRIGGER "BlogPostAddress_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BlogPostAddress"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
CREATE TRIGGER "StoredImage_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "StoredImage"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
