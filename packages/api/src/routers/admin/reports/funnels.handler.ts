import type { ReportRange } from '@sme/domain';
import type { Context } from '../../../context.ts';
import { funnelCounts } from './funnel-rows.ts';
import { funnelDefinitions, type FunnelFlow } from './funnel-steps.ts';
import { rangeMoments } from './report-range.ts';
import { sharePercent } from './report-share.ts';

export interface FunnelStepFigures {
  key: string;
  label: string;
  /** Leads that reached this step and every step before it. */
  count: number;
  /** Of the first step's count, whole percent rounded down; null when the first step has none. */
  percentOfFirst: number | null;
  /** Of the step before's count; null on the first step, or when the step before has none. */
  percentOfPrevious: number | null;
}

export interface Funnel {
  flow: FunnelFlow;
  label: string;
  steps: FunnelStepFigures[];
}

export interface FunnelsReport {
  from: string;
  to: string;
  funnels: Funnel[];
}

/** A funnel per flow for the leads received on the range's UK days: energy, water & waste, loan, cash advance. */
export async function funnelsHandler(ctx: Pick<Context, 'prisma'>, range: ReportRange): Promise<FunnelsReport> {
  const { start, end } = rangeMoments(range);
  const funnels = await Promise.all(
    funnelDefinitions.map(async (funnel) => {
      const counts = await funnelCounts(ctx.prisma, funnel, start, end);
      const first = counts[0] ?? 0;
      return {
        flow: funnel.flow,
        label: funnel.label,
        steps: funnel.steps.map(({ key, label }, index) => {
          const count = counts[index] ?? 0;
          return {
            key,
            label,
            count,
            percentOfFirst: sharePercent(count, first),
            percentOfPrevious: index === 0 ? null : sharePercent(count, counts[index - 1] ?? 0),
          };
        }),
      };
    }),
  );
  return { from: range.from, to: range.to, funnels };
}
