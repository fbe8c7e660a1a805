import net from 'node:net';
import { freePortsFor } from '../src/ports';

it('when ports are asked for several names at once, then each gets its own port, free to listen on', async () => {
  const names = ['catalog', 'user', 'cart', 'order', 'payment', 'messaging', 'notification', 'dashboard'];

  const ports = await freePortsFor(names);

  expect(Object.keys(ports)).toEqual(names);
  expect(new Set(Object.values(ports)).size).toBe(names.length);
  for (const port of Object.values(ports)) {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  }
});
