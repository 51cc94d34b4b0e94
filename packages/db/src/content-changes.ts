import {
  watchPgliteChannel,
  watchPostgresChannel,
  type ChannelWatch,
  type ChannelWatchHandlers,
  type EmbeddedListener,
} from './channel-watch.ts';

/**
 * The channel the content tables' triggers notify (migration content_change_notify): blog posts and the card-machine
 * catalogue, whatever wrote them (the seed in another process, the server, a person at psql).
 */
export const CONTENT_CHANNEL = 'sme_content_changed';

export interface ContentWatchHandlers {
  /**
   * Content may have changed: called for every notification, and also whenever the watch loses or regains its
   * connection, since changes made in between were not seen.
   */
  changed(): void;
  /** The connection to the notifications went down (with the error's code or name) or is back. */
  connection?(up: boolean, cause?: string): void;
}

/** `live` false while a change could go unseen (PostgreSQL: reconnecting): a cache must then neither serve nor keep. */
export type ContentWatch = ChannelWatch;

/** A missed notification is a change as far as a cache is concerned: the payload does not matter, only the news. */
function onChannel(handlers: ContentWatchHandlers): ChannelWatchHandlers {
  return {
    notified: () => handlers.changed(),
    missed: () => handlers.changed(),
    ...(handlers.connection ? { connection: handlers.connection } : {}),
  };
}

export function watchPgliteContent(pglite: EmbeddedListener, handlers: ContentWatchHandlers): Promise<ContentWatch> {
  return watchPgliteChannel(pglite, CONTENT_CHANNEL, onChannel(handlers));
}

export function watchPostgresContent(url: string, handlers: ContentWatchHandlers): Promise<ContentWatch> {
  return watchPostgresChannel(url, CONTENT_CHANNEL, onChannel(handlers));
}
