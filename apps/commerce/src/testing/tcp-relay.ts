/**
 * A loopback TCP relay in front of a server (PostgreSQL, the commerce service), so a test
 * can make it "go away" (every connection dropped, new ones refused) and come back on the
 * same port, without stopping the shared server other test files use.
 */
import net from 'node:net';

export interface TcpRelay {
  port: number;
  /** Drops every open connection and stops accepting new ones, for good. */
  cut(): Promise<void>;
  /** Drops every open connection; new ones are dropped at once until restore(). */
  interrupt(): void;
  /** Relays new connections again after interrupt(). */
  restore(): void;
}

export async function startTcpRelay(
  target: { host: string; port: number },
  listenPort = 0,
): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let interrupted = false;
  const relay: TcpRelay = {
    port: 0,
    cut: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
    interrupt() {
      interrupted = true;
      dropAll();
    },
    restore() {
      interrupted = false;
    },
  };
  function dropAll() {
    for (const socket of sockets) socket.destroy();
  }
  const server = net.createServer((client) => {
    if (interrupted) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  relay.port = address.port;
  return relay;
}
