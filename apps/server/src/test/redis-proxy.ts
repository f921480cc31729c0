// Stand-ins for a Redis that fails (ADR 031 tests): a TCP proxy in front of a real Redis that can pass traffic,
// hang (connections stay open and nothing answers, as with a stopped process or a cut network) or refuse (the
// port closed, as when Redis is down), a server that accepts and never answers, and a port nobody listens on.
import net, { type AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'hang' | 'refuse';

export interface RedisProxy {
  /** redis://127.0.0.1:<port> of the proxy. */
  url: string;
  mode: ProxyMode;
  /** Switches mode: 'hang' holds open connections too, 'refuse' closes them and the port. */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/** A server that accepts connections and never answers: a Redis that hangs. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on: a stopped Redis. */
export async function closedPort(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}

export async function startRedisProxy(targetUrl: string): Promise<RedisProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let mode: ProxyMode = 'pass';

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('error', () => undefined);
    upstream.on('error', () => client.destroy());
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
    // Forwarded by hand: 'hang' pauses both directions, so bytes wait (as for a stopped server) and nothing
    // answers, then flow again on 'pass'.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    if (mode === 'hang') {
      client.pause();
      upstream.pause();
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;

  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        dropAll();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        return;
      }
      if (previous === 'refuse') await listen(port);
      for (const { client, upstream } of pairs) {
        if (next === 'hang') {
          client.pause();
          upstream.pause();
        } else {
          client.resume();
          upstream.resume();
        }
      }
    },
    async close() {
      const open = mode !== 'refuse';
      mode = 'refuse';
      dropAll();
      if (open) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
