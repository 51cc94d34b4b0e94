-- The repeat check moves from a lock and a look-up to the unique index below. Only a lead's newest fingerprint
-- ever decided a repeat, so older leads that share one give theirs up first (a hash of the answers is personal
-- data too: nothing is lost that the check still used).
UPDATE "Lead" AS "older" SET "fingerprint" = NULL
WHERE "older"."fingerprint" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "Lead" AS "newer"
    WHERE "newer"."fingerprint" = "older"."fingerprint"
      AND ("newer"."createdAt", "newer"."id") > ("older"."createdAt", "older"."id")
  );

-- DropIndex
DROP INDEX "Lead_fingerprint_createdAt_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Lead_fingerprint_key" ON "Lead"("fingerprint");
