import {
  ANSWER_TARGET_SECONDS,
  leadKindLabels,
  leadKinds,
  reportDays,
  shiftDay,
  startOfUkDay,
  withinTargetPercent,
  type LeadKindValue,
  type ReportRange,
} from '@sme/domain';
import type { Context } from '../../../context.ts';
import { groupings, speedToLeadRows, type GroupRow } from './speed-to-lead-rows.ts';

/** How fast a group of leads was answered. */
export interface SpeedFigures {
  /** Leads with a first contact logged. */
  answered: number;
  /** Of those, answered in at most 3 minutes of office time. */
  withinTarget: number;
  /** withinTarget as a share of answered (not of received or reachable), whole percent rounded down; null: none answered. */
  withinTargetPercent: number | null;
  /** Office seconds to first contact, interpolated, to the nearest second; null: none answered. */
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/** A group of leads received: how many, how many could be reached, and how fast they were answered. */
export interface ReceivedFigures extends SpeedFigures {
  received: number;
  /** A phone number or e-mail was known: the business could answer them. */
  reachable: number;
}

export interface KindCount {
  kind: LeadKindValue;
  label: string;
  count: number;
}

export interface DayFigures extends ReceivedFigures {
  /** The UK calendar day the leads were received, yyyy-mm-dd. */
  day: string;
  /** Received that day, by kind (every kind, in the console's order). */
  byKind: KindCount[];
}

export interface AgentFigures extends SpeedFigures {
  /** The user's id; null for first contacts by a user no longer on record. */
  agentId: string | null;
  name: string;
  /** The leads this user answered first, by kind. */
  byKind: KindCount[];
}

export interface KindFigures extends ReceivedFigures {
  kind: LeadKindValue;
  label: string;
}

export interface SpeedToLeadReport {
  from: string;
  to: string;
  /** The promise the share is measured against: 180 s of office time. */
  targetSeconds: number;
  total: ReceivedFigures & { byKind: KindCount[] };
  /** Every day of the range, oldest first, days without leads included. */
  days: DayFigures[];
  /** Everyone who made a first contact on a lead received in the range: most answered first. */
  agents: AgentFigures[];
  /** The total per kind, in the console's order. */
  kinds: KindFigures[];
}

/** Who answered leads whose first contact's user is no longer on record. */
export const FORMER_USER_NAME = 'Former user';

const noLeads: GroupRow = {
  grouping: groupings.total,
  day: null,
  agent: null,
  kind: null,
  received: 0,
  reachable: 0,
  answered: 0,
  withinTarget: 0,
  median: null,
  p90: null,
};

const seconds = (value: number | null) => (value === null ? null : Math.round(Number(value)));

function speedOf(row: GroupRow): SpeedFigures {
  return {
    answered: row.answered,
    withinTarget: row.withinTarget,
    withinTargetPercent: withinTargetPercent(row.withinTarget, row.answered),
    medianSeconds: seconds(row.median),
    p90Seconds: seconds(row.p90),
  };
}

const receivedOf = (row: GroupRow): ReceivedFigures => ({
  received: row.received,
  reachable: row.reachable,
  ...speedOf(row),
});

/** Every kind with its count among `rows` (one group's rows per kind): answered for agents, received otherwise. */
function byKindOf(rows: GroupRow[], count: (row: GroupRow) => number): KindCount[] {
  const counts = new Map(rows.map((row) => [row.kind, count(row)]));
  return leadKinds.map((kind) => ({ kind, label: leadKindLabels[kind], count: counts.get(kind) ?? 0 }));
}

/**
 * The speed-to-lead report for the leads received on the range's UK days. Per day is by the day received; per
 * agent is by who logged the first contact (among the same leads), so the agents' answered add up to the total's.
 */
export async function speedToLeadHandler(ctx: Pick<Context, 'prisma'>, range: ReportRange): Promise<SpeedToLeadReport> {
  const start = startOfUkDay(range.from);
  const end = startOfUkDay(shiftDay(range.to, 1));
  const rows = await speedToLeadRows(ctx.prisma, start, end);
  const of = (grouping: number) => rows.filter((row) => row.grouping === grouping);

  const total = of(groupings.total)[0] ?? noLeads;
  const dayRows = new Map(of(groupings.day).map((row) => [row.day, row]));
  const dayKindRows = of(groupings.dayKind);
  const days = reportDays(range.from, range.to).map((day) => ({
    day,
    ...receivedOf(dayRows.get(day) ?? noLeads),
    byKind: byKindOf(
      dayKindRows.filter((row) => row.day === day),
      (row) => row.received,
    ),
  }));

  // Leads nobody answered have no agent: they are in the totals, not in any agent's row.
  const agentRows = of(groupings.agent).filter((row) => row.agent !== null);
  const agentKindRows = of(groupings.agentKind);
  const ids = agentRows.map((row) => row.agent).filter((id): id is string => !!id);
  const users = await ctx.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(users.map((user) => [user.id, user.name]));
  const agents = agentRows
    .map((row) => ({
      agentId: row.agent || null,
      name: (row.agent && names.get(row.agent)) || FORMER_USER_NAME,
      ...speedOf(row),
      byKind: byKindOf(
        agentKindRows.filter((kindRow) => kindRow.agent === row.agent),
        (kindRow) => kindRow.answered,
      ),
    }))
    .sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name, 'en-GB'));

  const kindRows = new Map(of(groupings.kind).map((row) => [row.kind, row]));
  const kinds = leadKinds.map((kind) => ({
    kind,
    label: leadKindLabels[kind],
    ...receivedOf(kindRows.get(kind) ?? noLeads),
  }));

  return {
    from: range.from,
    to: range.to,
    targetSeconds: ANSWER_TARGET_SECONDS,
    total: {
      ...receivedOf(total),
      byKind: kinds.map(({ kind, label, received }) => ({ kind, label, count: received })),
    },
    days,
    agents,
    kinds,
  };
}
