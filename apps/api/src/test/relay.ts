import net from 'node:net';

/**
 * A TCP relay in front of a server (PostgreSQL, Redis): `cut()` drops every connection and refuses new ones, as a
 * restart does; `restore()` lets them through again. The machine's shared servers themselves are never restarted.
 */
export async function relayTo(target: { host: string; port: number }) {
  const pairs = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    pairs.add(client).add(upstream);
    const forget = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      down = true;
      for (const socket of pairs) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
