-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LeadEventType" ADD VALUE 'contact_logged';
ALTER TYPE "LeadEventType" ADD VALUE 'do_not_contact';
ALTER TYPE "LeadEventType" ADD VALUE 'follow_up_set';
ALTER TYPE "LeadEventType" ADD VALUE 'note_deleted';

-- AlterTable
ALTER TABLE "CallbackRequest" ADD COLUMN     "callDay" TEXT,
ADD COLUMN     "reference" TEXT;

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "contactAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "doNotContactAt" TIMESTAMP(3),
ADD COLUMN     "doNotContactReason" TEXT,
ADD COLUMN     "firstContactAt" TIMESTAMP(3),
ADD COLUMN     "firstContactById" TEXT,
ADD COLUMN     "firstContactOfficeSeconds" INTEGER,
ADD COLUMN     "reachableAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "lastRoundRobinAt" TIMESTAMP(3),
ADD COLUMN     "newLeadAlerts" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "onDuty" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "FollowUp" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FollowUp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FollowUp_userId_doneAt_dueAt_idx" ON "FollowUp"("userId", "doneAt", "dueAt");

-- CreateIndex
CREATE INDEX "FollowUp_leadId_idx" ON "FollowUp"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "CallbackRequest_reference_key" ON "CallbackRequest"("reference");

-- CreateIndex
CREATE INDEX "Lead_firstContactAt_reachableAt_idx" ON "Lead"("firstContactAt", "reachableAt");

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_firstContactById_fkey" FOREIGN KEY ("firstContactById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUp" ADD CONSTRAINT "FollowUp_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FollowUp" ADD CONSTRAINT "FollowUp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand. The waiting clock starts when the business can first reach someone: whichever process writes the
-- lead (a form, a later step, the fake-lead filler, psql), the database notes the moment a phone number or e-mail
-- is first there. A lead stored with them is reachable from when it was received.
-- Function bodies are escape strings with each semicolon written \073: the driver adapter splits a migration at
-- every semicolon.
CREATE FUNCTION "lead_reachable_at"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF NEW."reachableAt" IS NULL AND (NEW."email" IS NOT NULL OR NEW."phone" IS NOT NULL) THEN NEW."reachableAt" := CASE WHEN TG_OP = ''INSERT'' THEN COALESCE(NEW."createdAt", now()) ELSE now() END\073 END IF\073 RETURN NEW\073 END';

CREATE TRIGGER "Lead_reachable_at" BEFORE INSERT OR UPDATE ON "Lead"
  FOR EACH ROW EXECUTE FUNCTION "lead_reachable_at"();

UPDATE "Lead" SET "reachableAt" = "createdAt" WHERE "email" IS NOT NULL OR "phone" IS NOT NULL;

-- Every open console hears of a new lead or a change to one within the notification's round trip, whichever
-- instance wrote it (packages/db/src/lead-changes.ts). The payload is the operation and the lead's id
-- ('INSERT:…', 'UPDATE:…'), and a follow-up set or done is 'FOLLOW_UP:…'. PostgreSQL folds identical payloads within
-- a transaction.
CREATE FUNCTION "notify_lead_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''sme_lead_changed'', TG_OP || '':'' || NEW."id")\073 RETURN NULL\073 END';

CREATE TRIGGER "Lead_changed" AFTER INSERT OR UPDATE ON "Lead"
  FOR EACH ROW EXECUTE FUNCTION "notify_lead_changed"();

CREATE FUNCTION "notify_follow_up_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''sme_lead_changed'', ''FOLLOW_UP:'' || COALESCE(NEW."leadId", OLD."leadId"))\073 RETURN NULL\073 END';

CREATE TRIGGER "FollowUp_changed" AFTER INSERT OR UPDATE OR DELETE ON "FollowUp"
  FOR EACH ROW EXECUTE FUNCTION "notify_follow_up_changed"();
