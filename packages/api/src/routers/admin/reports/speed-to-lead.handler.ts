import {
  ANSWER_TARGET_SECONDS,
  leadKindLabels,
  leadKinds,
  reportDays,
  withinTargetPercent,
  type LeadKindValue,
  type ReportRange,
} from '@sme/domain';
import type { Context } from '../../../context.ts';
import { salesKinds } from '../../../services/lead-kinds/registry.ts';
import { rangeMoments } from './report-range.ts';
import { groupings, speedToLeadRows, type GroupRow } from './speed-to-lead-rows.ts';

/** How a group of callable leads fared: reached, how fast, and the ones not reached. */
export interface ReachFigures {
  /** Sales leads whose waiting clock started in the range: someone could and should have called them. */
  callable: number;
  /** Of those, reached: a conversation, or a reply to an e-mail. */
  reached: number;
  /** Reached in at most 3 minutes of office time from the clock's start. */
  withinTarget: number;
  /** withinTarget as a share of callable (not of reached), whole percent rounded down; null: none callable. */
  withinTargetPercent: number | null;
  /** Not reached yet, still in "To answer". */
  stillWaiting: number;
  /** Not reached, and nobody will try again (the cadence ran out, or the lead was closed or erased). */
  neverReached: number;
  /** Office seconds to reach the person, interpolated, to the nearest second; null: none reached. */
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** Calls and e-mails it took to reach each reached lead, the reaching one included, on average; null: none reached. */
  attemptsPerReached: number | null;
}

export interface DayFigures extends ReachFigures {
  /** The UK calendar day the leads became callable, yyyy-mm-dd. */
  day: string;
}

export interface AgentFigures extends ReachFigures {
  /** The user's id; null for the leads nobody has taken or reached yet. */
  agentId: string | null;
  name: string;
}

export interface KindFigures extends ReachFigures {
  kind: LeadKindValue;
  label: string;
}

export interface SourceFigures extends ReachFigures {
  /** The first touch's source (utm_source, the referring site, or "(direct)"). */
  source: string;
}

export interface SpeedToLeadReport {
  from: string;
  to: string;
  /** The promise the share is measured against: 180 s of office time. */
  targetSeconds: number;
  total: ReachFigures;
  /** Every day of the range, oldest first, days without leads included. */
  days: DayFigures[];
  /** Whose leads they were: who reached the person, else who the lead is assigned to; most leads first, nobody's last. */
  agents: AgentFigures[];
  /** Every sales kind, in the console's order. */
  kinds: KindFigures[];
  /** Every source the range's leads came from, most leads first. */
  sources: SourceFigures[];
}

/** The agent row of the leads nobody has taken or reached yet. */
export const NOBODY_NAME = 'Unassigned';

const noLeads: GroupRow = {
  grouping: groupings.total,
  day: null,
  agent: null,
  kind: null,
  source: null,
  callable: 0,
  reached: 0,
  withinTarget: 0,
  stillWaiting: 0,
  neverReached: 0,
  median: null,
  p90: null,
  attemptsPerReached: null,
};

const seconds = (value: number | null) => (value === null ? null : Math.round(Number(value)));

const figuresOf = (row: GroupRow): ReachFigures => ({
  callable: row.callable,
  reached: row.reached,
  withinTarget: row.withinTarget,
  withinTargetPercent: withinTargetPercent(row.withinTarget, row.callable),
  stillWaiting: row.stillWaiting,
  neverReached: row.neverReached,
  medianSeconds: seconds(row.median),
  p90Seconds: seconds(row.p90),
  attemptsPerReached: row.attemptsPerReached === null ? null : Number(row.attemptsPerReached),
});

const byCallable =
  <T extends ReachFigures>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.callable - a.callable || name(a).localeCompare(name(b), 'en-GB');

/**
 * The speed-to-lead report over the sales leads that became callable on the range's UK days: the share reached within
 * 3 minutes is of all of them, so leads still waiting or never reached weigh against it, per day, agent, kind and
 * source, each table adding up to the total.
 */
export async function speedToLeadHandler(
  ctx: Pick<Context, 'prisma'>,
  range: ReportRange,
  now = new Date(),
): Promise<SpeedToLeadReport> {
  const { start, end } = rangeMoments(range);
  const rows = await speedToLeadRows(ctx.prisma, start, end, now);
  const of = (grouping: number) => rows.filter((row) => row.grouping === grouping);

  const dayRows = new Map(of(groupings.day).map((row) => [row.day, row]));
  const days = reportDays(range.from, range.to).map((day) => ({ day, ...figuresOf(dayRows.get(day) ?? noLeads) }));

  const agentRows = of(groupings.agent);
  const ids = agentRows.map((row) => row.agent).filter((id): id is string => id !== null);
  const users = await ctx.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(users.map((user) => [user.id, user.name]));
  const agentName = (id: string | null) => (id === null ? NOBODY_NAME : (names.get(id) ?? NOBODY_NAME));
  const agents = agentRows
    .map((row) => ({ agentId: row.agent, name: agentName(row.agent), ...figuresOf(row) }))
    .sort(
      (a, b) =>
        Number(a.agentId === null) - Number(b.agentId === null) || byCallable<AgentFigures>((x) => x.name)(a, b),
    );

  const kindRows = new Map(of(groupings.kind).map((row) => [row.kind, row]));
  const kinds = leadKinds
    .filter((kind) => salesKinds.includes(kind))
    .map((kind) => ({ kind, label: leadKindLabels[kind], ...figuresOf(kindRows.get(kind) ?? noLeads) }));

  const sources = of(groupings.source)
    .map((row) => ({ source: row.source!, ...figuresOf(row) }))
    .sort(byCallable<SourceFigures>((x) => x.source));

  return {
    from: range.from,
    to: range.to,
    targetSeconds: ANSWER_TARGET_SECONDS,
    total: figuresOf(of(groupings.total)[0] ?? noLeads),
    days,
    agents,
    kinds,
    sources,
  };
}
