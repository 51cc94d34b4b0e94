import {
  watchPgliteChannel,
  watchPostgresChannel,
  type ChannelWatch,
  type ChannelWatchHandlers,
  type EmbeddedListener,
} from './channel-watch.ts';

/**
 * The channel the lead triggers notify (migrations speed_to_lead and contact_cadence), whatever wrote the row:
 * 'INSERT:<leadId>' and 'UPDATE:<leadId>' for the Lead table, 'CALLABLE:<leadId>' once, when its first phone number
 * or e-mail becomes known, 'FOLLOW_UP:<leadId>' when one of its follow-ups is set, done or removed, and
 * 'VIEWERS:<leadId>' when a member of staff opens it or leaves it (migration lead_viewers).
 */
export const LEAD_CHANNEL = 'sme_lead_changed';

/**
 * What happened to a lead: a new one, a change to it, someone can now be reached on it (once per lead), a change
 * to one of its follow-ups, or to who has it open. Its id only, never its data.
 */
export interface LeadChange {
  type: 'created' | 'changed' | 'callable' | 'follow_up' | 'viewers';
  leadId: string;
}

const types: Record<string, LeadChange['type']> = {
  INSERT: 'created',
  UPDATE: 'changed',
  CALLABLE: 'callable',
  FOLLOW_UP: 'follow_up',
  VIEWERS: 'viewers',
};

/** Reads a notification's payload; undefined for anything the triggers do not send. */
export function parseLeadChange(payload: string): LeadChange | undefined {
  const at = payload.indexOf(':');
  const type = types[payload.slice(0, at)];
  const leadId = payload.slice(at + 1);
  if (at < 0 || !type || !/^[0-9a-f-]{36}$/i.test(leadId)) return undefined;
  return { type, leadId };
}

export interface LeadChangeWatchHandlers {
  /** A lead was created or changed, in this process or any other. */
  changed(change: LeadChange): void;
  /**
   * Changes may have gone unheard: the connection was lost, or listens again after being lost (PostgreSQL only).
   * Whoever shows leads should read them again.
   */
  missed?(): void;
  /** The connection to the notifications went down (with the error's code or name) or is back. */
  connection?(up: boolean, cause?: string): void;
}

export type LeadChangeWatch = ChannelWatch;

function onChannel(handlers: LeadChangeWatchHandlers): ChannelWatchHandlers {
  return {
    notified: (payload) => {
      const change = parseLeadChange(payload);
      if (change) handlers.changed(change);
    },
    ...(handlers.missed ? { missed: handlers.missed } : {}),
    ...(handlers.connection ? { connection: handlers.connection } : {}),
  };
}

export function watchPgliteLeadChanges(
  pglite: EmbeddedListener,
  handlers: LeadChangeWatchHandlers,
): Promise<LeadChangeWatch> {
  return watchPgliteChannel(pglite, LEAD_CHANNEL, onChannel(handlers));
}

export function watchPostgresLeadChanges(url: string, handlers: LeadChangeWatchHandlers): Promise<LeadChangeWatch> {
  return watchPostgresChannel(url, LEAD_CHANNEL, onChannel(handlers));
}
