import net from 'node:net';

/**
 * A small TCP proxy in front of PostgreSQL that a fault test controls, standing for what sits between an app and its
 * database in production (a pooler, a failover's virtual address, a cloud proxy):
 * - `refuse()`: new connections are refused (ECONNREFUSED: the listening socket is closed) and open ones are cut, as
 *   during a failover or a proxy restart; `accept()` listens again on the same port;
 * - `silence()`: every open connection stays open but carries nothing more, either way (a dropped route, a NAT entry
 *   gone, a frozen peer: no reset ever comes); new connections pass. `silence(filter)` silences only the connections
 *   opened so far that `filter` picks, by their order of opening or by `databasePort`: the proxy's own port on its
 *   connection to the database, which the database reports as that session's `client_port` (pg_stat_activity), so a
 *   test can silence one session it picked by what it runs.
 */
export interface FaultProxy {
  /** A connection string for the database `url` names, through the proxy. */
  url: string;
  port: number;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  silence(filter?: (connection: { opened: number; databasePort: number | undefined }) => boolean): number;
  /** Connections open through the proxy now. */
  open(): number;
  close(): Promise<void>;
}

interface Link {
  opened: number;
  client: net.Socket;
  server: net.Socket;
  silent: boolean;
}

/** Starts the proxy on a free loopback port, forwarding to the host and port of `databaseUrl`. */
export async function startFaultProxy(databaseUrl: string): Promise<FaultProxy> {
  const target = new URL(databaseUrl);
  const links = new Set<Link>();
  let opened = 0;

  const onConnection = (client: net.Socket) => {
    const server = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    const link: Link = { opened: (opened += 1), client, server, silent: false };
    links.add(link);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        // Silenced: what arrives is swallowed, as a dead route would, and nothing is closed.
        if (!link.silent) to.write(chunk);
      });
    forward(client, server);
    forward(server, client);
    const end = () => {
      links.delete(link);
      client.destroy();
      server.destroy();
    };
    client.on('close', end).on('error', end);
    server.on('close', end).on('error', end);
  };

  let listener = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => resolve((listener.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const stopListening = () => new Promise<void>((resolve) => listener.close(() => resolve()));

  return {
    url: url.toString(),
    port,
    async refuse() {
      const closed = stopListening();
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      links.clear();
      await closed;
    },
    async accept() {
      listener = net.createServer(onConnection);
      await listen(port);
    },
    silence(filter = () => true) {
      let silenced = 0;
      for (const link of links) {
        if (!link.silent && filter({ opened: link.opened, databasePort: link.server.localPort })) {
          link.silent = true;
          silenced += 1;
        }
      }
      return silenced;
    },
    open: () => links.size,
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      links.clear();
      if (listener.listening) await stopListening();
    },
  };
}
