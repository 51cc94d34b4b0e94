-- Edited by hand (issue 44 part 6): a post's address is its url title written in ASCII (postUrlTitle in
-- packages/domain/src/content/post-url-title.ts). Each published or draft post saved before, whose address holds
-- anything that is not ASCII, moves to its ASCII address, and keeps the one it leaves as an old address that redirects
-- there (BlogPostAddress, as for a renamed post). The same steps as postUrlTitle: the compatibility decomposition
-- (NFKD), the letters it leaves spelled out, whatever is still not ASCII left out, lower case, the ends trimmed and
-- each run of spaces a hyphen. A post keeps its address when nothing of it is left in plain letters or digits, or
-- when its ASCII address is another post's (it still works as it is), and of two posts that would share one, the
-- older one moves. An old address equal to the new one (another post's, from a rename) is taken over, as a save does.
WITH "candidate" AS (
  SELECT "id", "urlTitle" AS "old",
    regexp_replace(
      regexp_replace(
        lower(regexp_replace(
          translate(
            replace(replace(replace(replace(replace(replace(replace(replace(normalize("urlTitle", NFKD), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'),
            'øØđĐðÐłŁħĦŧŦŋŊıĸ‘’‚‛“”„‐‒–—―−',
            'ooddddllhhttnnik''''''''"""------'
          ),
          '[^\x01-\x7F]', '', 'g'
        )),
        '^\s+|\s+$', '', 'g'
      ),
      '\s+', '-', 'g'
    ) AS "ascii"
  FROM "BlogPost"
  WHERE "urlTitle" ~ '[^\x01-\x7F]'
),
"moved" AS (
  SELECT DISTINCT ON ("ascii") "id", "old", "ascii"
  FROM "candidate"
  WHERE "ascii" ~ '[a-z0-9]'
    AND NOT EXISTS (SELECT 1 FROM "BlogPost" AS "holder" WHERE "holder"."urlTitle" = "candidate"."ascii")
  ORDER BY "ascii", "id"
),
"kept" AS (
  INSERT INTO "BlogPostAddress" ("urlTitle", "postId")
  SELECT "old", "id" FROM "moved"
  ON CONFLICT ("urlTitle") DO UPDATE SET "postId" = EXCLUDED."postId"
),
"takenOver" AS (
  DELETE FROM "BlogPostAddress" USING "moved" WHERE "BlogPostAddress"."urlTitle" = "moved"."ascii"
)
UPDATE "BlogPost" SET "urlTitle" = "moved"."ascii" FROM "moved" WHERE "BlogPost"."id" = "moved"."id";
