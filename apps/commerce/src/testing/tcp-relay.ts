/**
 * A loopback TCP relay in front of the PostgreSQL server, so a test can make the
 * database "go away" (every connection dropped, new ones refused) without stopping the
 * shared server other test files use.
 */
import net from 'node:net';

export interface TcpRelay {
  port: number;
  /** Drops every open connection and stops accepting new ones. */
  cut(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  return {
    port: address.port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
