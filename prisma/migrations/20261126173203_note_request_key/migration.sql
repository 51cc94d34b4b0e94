-- AlterTable
ALTER TABLE "LeadEvent" ADD COLUMN     "requestKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "LeadEvent_requestKey_key" ON "LeadEvent"("requestKey");
