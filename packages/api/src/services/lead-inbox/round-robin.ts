import { sql, type DbTransaction, type Prisma } from '@sme/db';
import type { AttributionInput } from '@sme/domain';
import { attributionOf, type Attribution } from './attribution.ts';

/**
 * How a new lead is taken in: handed out by LEAD_ROUND_ROBIN (the context's leadRoundRobin; absent, off), and the
 * visit it came from (its attribution fields; absent, none).
 */
export interface LeadIntake {
  roundRobin?: boolean;
  attribution?: Attribution;
}

/** What the procedures' context says of handing out leads, and what the submission says of its visit. */
export const intakeOf = (ctx: { leadRoundRobin?: boolean }, input?: AttributionInput): LeadIntake => ({
  roundRobin: ctx.leadRoundRobin ?? false,
  ...(input ? { attribution: attributionOf(input) } : {}),
});

/** The timeline's word for an assignment made by turns rather than by a person. */
export const ROUND_ROBIN = 'round robin';

/**
 * Gives an unassigned, reachable lead to the next admin or agent on duty (LEAD_ROUND_ROBIN): the one whose last lead by turn
 * is the oldest (never given one: first), and stamps their turn, in the caller's transaction, so the lead, its step
 * and its assignment are stored together or not at all. Answers who got it, or null when nobody is on duty (the lead
 * stays unassigned, as without the setting) or the lead is not one to assign (already someone's, erased, spam).
 *
 * One statement, so a visitor's request waits for one round trip more. Safe with several instances and submissions
 * at once: a user whose turn another transaction is taking right now is skipped (SKIP LOCKED), so two leads at the
 * same moment go to two people; only when every one on duty is being given a lead at that instant does it wait for
 * the turn that is oldest, rather than leave the lead unassigned.
 */
export async function assignInTurn(
  db: DbTransaction | Prisma,
  leadId: string,
): Promise<{ id: string; name: string } | null> {
  // Only those who work leads (users.handler.ts leadWorkers): an editor's switch left on from when they were an
  // agent would otherwise hand them leads they cannot see.
  const onDuty = sql`"onDuty" AND "banned" IS NOT TRUE AND ("role" IS NULL OR "role" IN ('admin', 'agent'))`;
  const order = sql`ORDER BY "lastRoundRobinAt" ASC NULLS FIRST, "createdAt" ASC, "id" ASC LIMIT 1`;
  const rows = await db.$queryRaw<{ id: string; name: string }[]>(sql`
    WITH lead AS (
      SELECT "id", "lastActivityAt" FROM "Lead"
      WHERE "id" = ${leadId}::uuid AND "assigneeId" IS NULL AND "erasedAt" IS NULL AND "status" <> 'spam'
        AND ("email" IS NOT NULL OR "phone" IS NOT NULL)
    ),
    turn AS (
      UPDATE "user" SET "lastRoundRobinAt" = clock_timestamp()
      WHERE EXISTS (SELECT 1 FROM lead) AND "id" = COALESCE(
        (SELECT "id" FROM "user" WHERE ${onDuty} ${order} FOR UPDATE SKIP LOCKED),
        (SELECT "id" FROM "user" WHERE ${onDuty} ${order})
      )
      RETURNING "id", "name"
    ),
    assigned AS (
      UPDATE "Lead" SET "assigneeId" = turn."id", "updatedAt" = clock_timestamp()
      FROM turn, lead WHERE "Lead"."id" = lead."id"
      RETURNING "Lead"."id"
    ),
    event AS (
      INSERT INTO "LeadEvent" ("id", "leadId", "type", "actorId", "detail", "createdAt")
      SELECT gen_random_uuid(), assigned."id", 'assigned'::"LeadEventType", NULL,
        jsonb_build_object('assignee', turn."name", 'by', ${ROUND_ROBIN}::text),
        -- After the step that made the lead reachable (stamped by the app's clock), whatever the two clocks say.
        GREATEST(clock_timestamp(), lead."lastActivityAt" + interval '1 millisecond')
      FROM assigned, turn, lead
    ),
    audited AS (
      INSERT INTO "AuditEntry" ("id", "actorId", "action", "leadId", "subjectId", "detail")
      SELECT gen_random_uuid(), NULL, 'lead.assign', assigned."id", turn."id", jsonb_build_object('by', ${ROUND_ROBIN}::text)
      FROM assigned, turn
    )
    SELECT turn."id", turn."name" FROM turn, assigned
  `);
  return rows[0] ?? null;
}
