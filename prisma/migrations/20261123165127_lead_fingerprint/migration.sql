-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "fingerprint" TEXT;

-- CreateIndex
CREATE INDEX "Lead_fingerprint_createdAt_idx" ON "Lead"("fingerprint", "createdAt");
