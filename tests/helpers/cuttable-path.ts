/**
 * A path to PostgreSQL that can be cut: every connection through it dropped, and new ones refused, until it is
 * opened again (what a server sees while its database restarts or the network to it is down).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface CuttablePath {
  /** The database's address through the path. */
  url: string;
  cut(): Promise<void>;
  open(): Promise<void>;
  close(): Promise<void>;
}

export async function cuttablePath(databaseUrl: string): Promise<CuttablePath> {
  const to = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(to.port || 5432), to.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      // The same port each time: the server's settings name it.
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const cut = async () => {
    // No new connections; the open ones dropped (close waits for them to end).
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const through = new URL(databaseUrl);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return { url: through.toString(), cut, open: listen, close: () => (server?.listening ? cut() : Promise.resolve()) };
}
