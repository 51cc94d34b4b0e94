-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "recipientKey" TEXT;

-- CreateIndex
CREATE INDEX "Delivery_recipientKey_createdAt_idx" ON "Delivery"("recipientKey", "createdAt");

-- Confirmations already in the outbox count towards the limit as new ones do (confirmation-limit.ts).
UPDATE "Delivery" SET "recipientKey" = regexp_replace(lower("recipient"), '\+[^@]*@', '@')
WHERE "channel" = 'visitor_email' AND "recipient" IS NOT NULL;
