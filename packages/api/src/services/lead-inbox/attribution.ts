import type { DbTransaction, Prisma } from '@sme/db';
import { channelOf, referralCodeOf, touchOf, type AttributionInput, type Touch } from '@sme/domain';

/** What a submission says of the visit it came from: its touch, and the partner code of the link it came through. */
export interface Attribution {
  touch: Touch | null;
  referralCode: string | null;
}

/** A submission's attribution fields (attributionFields, already parsed) as the lead services take them. */
export function attributionOf(input: AttributionInput, now: Date = new Date()): Attribution {
  return { touch: touchOf(input, now), referralCode: referralCodeOf(input.ref) };
}

/** The Lead columns a new lead's attribution fills. Empty for a submission that carries none (an integrator's). */
export interface FirstTouchColumns {
  source?: string;
  medium?: string;
  campaign?: string | null;
  firstTouch?: Touch;
  partnerId?: string;
}

/**
 * A new lead's first touch and channel (channelOf: the reports' groups), and the partner whose code the visit
 * carried. An unknown code is ignored rather than refused: the lead matters more than the link it came by.
 */
export async function firstTouchColumns(
  db: Prisma | DbTransaction,
  attribution: Attribution | undefined,
): Promise<FirstTouchColumns> {
  if (!attribution) return {};
  const { touch, referralCode } = attribution;
  const partner = referralCode
    ? await db.partner.findUnique({ where: { code: referralCode }, select: { id: true } })
    : null;
  return {
    ...(touch ? { ...channelOf(touch), firstTouch: touch } : {}),
    ...(partner ? { partnerId: partner.id } : {}),
  };
}

/**
 * The touch a later step of a lead brings, when it is another visit's: the same visit sends the touch it landed
 * with (the same landing time), which the lead holds already as its first or last touch. Null: nothing to keep.
 */
export function laterTouchOf(
  lead: { firstTouch: unknown; lastTouch: unknown },
  attribution: Attribution | undefined,
): Touch | null {
  const touch = attribution?.touch;
  if (!touch) return null;
  const seen = [lead.firstTouch, lead.lastTouch].some((kept) => landedAt(kept) === touch.at);
  return seen ? null : touch;
}

const landedAt = (touch: unknown): string | null =>
  touch && typeof touch === 'object' && 'at' in touch && typeof touch.at === 'string' ? touch.at : null;
