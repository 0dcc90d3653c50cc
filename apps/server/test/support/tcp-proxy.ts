import net from 'node:net';

/**
 * Passes a client's connection on to `target` (the tests' PostgreSQL, through a proxy the test can cut): both ends
 * are kept in `sockets` so a cut can close them, and either end closing closes the other.
 */
export function passOn(client: net.Socket, target: URL, sockets: Set<net.Socket>): void {
  const upstream = net.connect(Number(target.port || 5432), target.hostname);
  sockets.add(client).add(upstream);
  const drop = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', drop).on('close', drop);
  upstream.on('error', drop).on('close', drop);
  client.pipe(upstream).pipe(client);
}
