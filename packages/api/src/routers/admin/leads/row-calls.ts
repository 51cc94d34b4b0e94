import {
  bookedCallRowText,
  callbackRowText,
  callbackWindowOf,
  formatClockTime,
  formatShortDay,
  type OfficeCalendar,
} from '@sme/domain';
import type { Context } from '../../../context.ts';

/** The columns of a lead that name the quote or application its calls belong to. */
export const rowCallSelect = { guestLeadId: true, loanApplicationId: true, cashAdvanceApplicationId: true } as const;

interface Sources {
  guestLeadId: string | null;
  loanApplicationId: string | null;
  cashAdvanceApplicationId: string | null;
}
interface RowSource extends Sources {
  id: string;
  erasedAt: Date | null;
}

const sourceOf = (row: Sources) => row.guestLeadId ?? row.loanApplicationId ?? row.cashAdvanceApplicationId;

/**
 * When to call each lead of a page, as its row says it: a booked call's time once the scheduling service told it
 * ("Call booked: Thu 3 Dec, 14:00"), else the latest callback request's window ("Callback requested: Fri 27 Nov,
 * 12:00–14:00"). Two reads for the whole page, whatever its size. Leads with neither are left out.
 */
export async function callTextsOf(
  ctx: Pick<Context, 'prisma'>,
  calendar: OfficeCalendar,
  rows: RowSource[],
): Promise<Map<string, string>> {
  const open = rows.filter((row) => !row.erasedAt && sourceOf(row));
  const ids = (pick: (row: RowSource) => string | null) => open.flatMap((row) => (pick(row) ? [pick(row)!] : []));
  const bySource = [
    { guestLeadId: { in: ids((row) => row.guestLeadId) } },
    { loanApplicationId: { in: ids((row) => row.loanApplicationId) } },
    { cashAdvanceApplicationId: { in: ids((row) => row.cashAdvanceApplicationId) } },
  ];
  if (open.length === 0) return new Map();
  const [calls, callbacks] = await Promise.all([
    ctx.prisma.scheduledCall.findMany({
      where: { OR: bySource, rescheduled: false },
      orderBy: { createdAt: 'asc' },
      select: {
        ...rowCallSelect,
        startAt: true,
        eventStatus: true,
      },
    }),
    ctx.prisma.callbackRequest.findMany({
      where: { OR: bySource },
      orderBy: { createdAt: 'asc' },
      select: { ...rowCallSelect, callDay: true, bestTime: true, createdAt: true },
    }),
  ]);
  // The latest of each source wins: read oldest first, each later one replaces the one before.
  const latestCall = new Map(calls.map((call) => [sourceOf(call), call]));
  const latestCallback = new Map(callbacks.map((request) => [sourceOf(request), request]));
  const texts = new Map<string, string>();
  for (const row of open) {
    const source = sourceOf(row)!;
    const call = latestCall.get(source);
    const callback = latestCallback.get(source);
    // A booking whose time is not known yet: its row says "Call booked", as the progress does.
    if (call && !call.startAt) continue;
    if (call?.startAt) {
      texts.set(
        row.id,
        call.eventStatus === 'canceled'
          ? `Call cancelled: ${formatShortDay(call.startAt)}, ${formatClockTime(call.startAt)}`
          : bookedCallRowText(call.startAt),
      );
    } else if (callback) {
      texts.set(row.id, callbackRowText(callbackWindowOf(calendar, callback)));
    }
  }
  return texts;
}
