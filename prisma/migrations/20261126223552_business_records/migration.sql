-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LeadEventType" ADD VALUE 'answer_corrected';
ALTER TYPE "LeadEventType" ADD VALUE 'booking_updated';

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "businessId" UUID,
ADD COLUMN     "companyKey" TEXT,
ADD COLUMN     "emailKey" TEXT,
ADD COLUMN     "lastContactAt" TIMESTAMP(3),
ADD COLUMN     "phoneKey" TEXT;

-- AlterTable
ALTER TABLE "LoanApplication" ADD COLUMN     "postCode" TEXT,
ADD COLUMN     "tradingPostCode" TEXT;

-- AlterTable
ALTER TABLE "ScheduledCall" ADD COLUMN     "detailsAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "detailsDueAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "detailsError" TEXT,
ADD COLUMN     "detailsFetchedAt" TIMESTAMP(3),
ADD COLUMN     "endAt" TIMESTAMP(3),
ADD COLUMN     "eventStatus" TEXT,
ADD COLUMN     "inviteeAnswers" JSONB,
ADD COLUMN     "inviteeEmail" TEXT,
ADD COLUMN     "inviteeName" TEXT,
ADD COLUMN     "inviteePhone" TEXT,
ADD COLUMN     "rescheduled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "startAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Lead_phoneKey_createdAt_idx" ON "Lead"("phoneKey", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_emailKey_createdAt_idx" ON "Lead"("emailKey", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_companyKey_createdAt_idx" ON "Lead"("companyKey", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_businessId_idx" ON "Lead"("businessId");

-- CreateIndex
CREATE INDEX "ScheduledCall_detailsDueAt_idx" ON "ScheduledCall"("detailsDueAt");

-- CreateIndex
CREATE INDEX "ScheduledCall_startAt_idx" ON "ScheduledCall"("startAt");

-- Written by hand. One business, one record: leads that share a phone number, an e-mail address or a company (name
-- and postcode) are linked, whichever process writes them. The keys are worked out here, on every write, so a
-- correction or an erasure re-links at once (the lead page reads its links from the keys as they are). businessId
-- groups the leads of a business for the inbox: a lead joins the group of the earliest lead it shares a key with,
-- when its keys are set or change. Groups are never rewritten afterwards: a lead that links two groups joins one of
-- them and leaves the other as it was. Merging them went past 5 s per hundred leads once a group held thousands
-- (the filler's thousand phone numbers), and a business's first enquiry usually carries the keys its later ones share.
-- Function bodies are escape strings with each semicolon written \073: the driver adapter splits a migration at
-- every semicolon.

-- The earliest other lead for each of the keys: three short index reads, however many leads share a key.
CREATE FUNCTION "lead_business_peers"(lead_id uuid, phone_key text, email_key text, company_key text)
  RETURNS TABLE ("id" uuid, "businessId" uuid, "createdAt" timestamp(3)) LANGUAGE sql STABLE
  AS E'(SELECT m."id", m."businessId", m."createdAt" FROM "Lead" m WHERE phone_key IS NOT NULL AND m."phoneKey" = phone_key AND m."id" <> lead_id ORDER BY m."createdAt", m."id" LIMIT 1)
    UNION ALL (SELECT m."id", m."businessId", m."createdAt" FROM "Lead" m WHERE email_key IS NOT NULL AND m."emailKey" = email_key AND m."id" <> lead_id ORDER BY m."createdAt", m."id" LIMIT 1)
    UNION ALL (SELECT m."id", m."businessId", m."createdAt" FROM "Lead" m WHERE company_key IS NOT NULL AND m."companyKey" = company_key AND m."id" <> lead_id ORDER BY m."createdAt", m."id" LIMIT 1)';

CREATE FUNCTION "lead_business_keys"() RETURNS trigger LANGUAGE plpgsql
  AS E'DECLARE digits text\073 name text\073 pc text\073 BEGIN
    digits := regexp_replace(coalesce(NEW."phone", ''''), ''[^0-9]'', '''', ''g'')\073
    IF digits LIKE ''00%'' THEN digits := substr(digits, 3)\073 END IF\073
    IF digits LIKE ''44%'' AND length(digits) >= 11 THEN digits := ''0'' || substr(digits, 3)\073 END IF\073
    NEW."phoneKey" := CASE WHEN length(digits) >= 9 THEN digits END\073
    NEW."emailKey" := CASE WHEN position(''@'' in coalesce(NEW."email", '''')) > 1
      THEN regexp_replace(lower(btrim(NEW."email")), ''[+][^@]*@'', ''@'') END\073
    name := lower(coalesce(NEW."businessName", ''''))\073
    name := regexp_replace(name, '' [(]trading as .*$'', '''')\073
    name := regexp_replace(name, ''[^a-z0-9]+(ltd|limited|plc|llp)[^a-z0-9]*$'', '''')\073
    name := regexp_replace(name, ''[^a-z0-9]'', '''', ''g'')\073
    pc := upper(regexp_replace(coalesce(NEW."postCode", ''''), ''[^A-Za-z0-9]'', '''', ''g''))\073
    NEW."companyKey" := CASE WHEN name <> '''' AND pc <> '''' THEN name || ''|'' || pc END\073
    IF TG_OP = ''INSERT'' OR NEW."businessId" IS NULL
       OR NEW."phoneKey" IS DISTINCT FROM OLD."phoneKey" OR NEW."emailKey" IS DISTINCT FROM OLD."emailKey"
       OR NEW."companyKey" IS DISTINCT FROM OLD."companyKey" THEN
      NEW."businessId" := coalesce((SELECT g."businessId" FROM "lead_business_peers"(NEW."id", NEW."phoneKey",
        NEW."emailKey", NEW."companyKey") g ORDER BY g."createdAt", g."id" LIMIT 1), NEW."id")\073
    END IF\073
    RETURN NEW\073 END';

CREATE TRIGGER "Lead_business_keys" BEFORE INSERT OR UPDATE ON "Lead"
  FOR EACH ROW EXECUTE FUNCTION "lead_business_keys"();

-- The leads already stored get their keys and groups as the triggers give them, oldest first.
DO E'DECLARE r record\073 BEGIN
  FOR r IN SELECT "id" FROM "Lead" ORDER BY "createdAt", "id" LOOP
    UPDATE "Lead" SET "phone" = "phone" WHERE "id" = r."id"\073
  END LOOP\073 END';
