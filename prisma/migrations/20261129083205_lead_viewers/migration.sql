-- CreateTable
CREATE TABLE "LeadViewer" (
    "leadId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "openedAt" TIMESTAMP(3) NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeadViewer_pkey" PRIMARY KEY ("leadId","userId")
);

-- CreateIndex
CREATE INDEX "LeadViewer_seenAt_idx" ON "LeadViewer"("seenAt");

-- AddForeignKey
ALTER TABLE "LeadViewer" ADD CONSTRAINT "LeadViewer_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeadViewer" ADD CONSTRAINT "LeadViewer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Who has a lead open travels on the lead channel as 'VIEWERS:<leadId>' (packages/db/src/lead-changes.ts): when
-- someone opens it, comes back to it after the 2 minutes, or leaves. A page's beat once a minute changes nothing
-- the others see, so it is not sent.
CREATE FUNCTION "notify_lead_viewers_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF TG_OP = ''UPDATE'' AND NEW."openedAt" = OLD."openedAt" THEN RETURN NULL\073 END IF\073 PERFORM pg_notify(''sme_lead_changed'', ''VIEWERS:'' || COALESCE(NEW."leadId", OLD."leadId"))\073 RETURN NULL\073 END';

CREATE TRIGGER "LeadViewer_changed" AFTER INSERT OR UPDATE OR DELETE ON "LeadViewer"
  FOR EACH ROW EXECUTE FUNCTION "notify_lead_viewers_changed"();
