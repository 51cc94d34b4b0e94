-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "attemptsToReach" INTEGER,
ADD COLUMN     "couldNotReachAt" TIMESTAMP(3),
ADD COLUMN     "dueAt" TIMESTAMP(3),
ADD COLUMN     "lastReachedAt" TIMESTAMP(3),
ADD COLUMN     "nextTryAt" TIMESTAMP(3),
ADD COLUMN     "nextTryByEmail" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "waitFrom" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Lead_dueAt_id_idx" ON "Lead"("dueAt", "id");

-- Written by hand. The waiting clock starts at waitFrom: the trigger sets it with reachableAt, and the app moves it
-- later when the customer chooses a time (a callback window, a booked call). The trigger keeps dueAt, when the lead
-- is next due (the next try, else the clock's start), whoever writes the lead. Function bodies are escape strings
-- with each semicolon written \073: the driver adapter splits a migration at every semicolon.
CREATE OR REPLACE FUNCTION "lead_reachable_at"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF NEW."reachableAt" IS NULL AND (NEW."email" IS NOT NULL OR NEW."phone" IS NOT NULL) THEN NEW."reachableAt" := CASE WHEN TG_OP = ''INSERT'' THEN COALESCE(NEW."createdAt", now()) ELSE now() END\073 END IF\073 IF NEW."reachableAt" IS NOT NULL AND (NEW."waitFrom" IS NULL OR NEW."waitFrom" < NEW."reachableAt") THEN NEW."waitFrom" := NEW."reachableAt"\073 END IF\073 NEW."dueAt" := COALESCE(NEW."nextTryAt", NEW."waitFrom")\073 RETURN NEW\073 END';

UPDATE "Lead" SET "waitFrom" = "reachableAt" WHERE "reachableAt" IS NOT NULL;

-- Contact was counted at the first call or e-mail logged, whatever came of it, and now only at the first that reached the
-- person. From the timeline: the latest reached contact, the first one and who made it, and the attempts it took.
-- The office time to a first contact moved this way is not worked out here (the office calendar is the app's): it is
-- left empty, and the report's times leave such leads out.
WITH logged AS (
  SELECT e."leadId", e."createdAt", e."actorId",
         e."detail"->>'outcome' IN ('spoke', 'not_interested', 'replied') AS reached,
         row_number() OVER (PARTITION BY e."leadId" ORDER BY e."createdAt", e."id") AS nth
    FROM "LeadEvent" e
   WHERE e."type" = 'contact_logged'
), firsts AS (
  SELECT DISTINCT ON ("leadId") "leadId", "createdAt", "actorId", nth
    FROM logged WHERE reached ORDER BY "leadId", nth
), lasts AS (
  SELECT "leadId", max("createdAt") AS at FROM logged WHERE reached GROUP BY "leadId"
)
UPDATE "Lead" l
   SET "lastReachedAt" = lasts.at,
       "attemptsToReach" = firsts.nth,
       "firstContactOfficeSeconds" = CASE WHEN l."firstContactAt" = firsts."createdAt" THEN l."firstContactOfficeSeconds" END,
       "firstContactAt" = firsts."createdAt",
       "firstContactById" = CASE WHEN l."firstContactAt" = firsts."createdAt" THEN l."firstContactById" ELSE firsts."actorId" END
  FROM firsts JOIN lasts USING ("leadId")
 WHERE l."id" = firsts."leadId";

UPDATE "Lead" l
   SET "firstContactAt" = NULL, "firstContactById" = NULL, "firstContactOfficeSeconds" = NULL
 WHERE l."firstContactAt" IS NOT NULL AND l."lastReachedAt" IS NULL;

-- A lead becomes callable once, when a phone number or e-mail first becomes known: 'CALLABLE:<leadId>' on the lead
-- channel, beside 'INSERT:' or 'UPDATE:'. The console alerts then, not when a row is created (a loan's first step has
-- no phone number yet).
CREATE OR REPLACE FUNCTION "notify_lead_changed"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''sme_lead_changed'', TG_OP || '':'' || NEW."id")\073 IF NEW."reachableAt" IS NOT NULL AND (TG_OP = ''INSERT'' OR OLD."reachableAt" IS NULL) THEN PERFORM pg_notify(''sme_lead_changed'', ''CALLABLE:'' || NEW."id")\073 END IF\073 RETURN NULL\073 END';
