-- Written by hand (storage parameters are not in the Prisma schema, so `npm run db:migration:new` has nothing to
-- generate). The inbox's trigram index takes each new lead's words directly, without GIN's pending list. With the
-- list, inserts are cheap until it fills (4 MB, about 3,000 leads). Then one insert moves all of it into the index:
-- 50-70 ms on the embedded database, which has no autovacuum to do it in the background, and under a steady stream
-- of submissions several hundred milliseconds for everything queued behind it (npm run bench, contact-us). Taking
-- the words directly costs about as much per lead on average, and searches no longer scan an unsorted list.
ALTER INDEX "Lead_searchText_idx" SET (fastupdate = off);
