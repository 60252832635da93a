import net from 'node:net';

/**
 * A stand-in for ClamAV's daemon on loopback, for tests: it speaks clamd's INSTREAM protocol
 * (`zINSTREAM\0` or `nINSTREAM\n`, chunks led by a 4-byte big-endian length, a zero length at the
 * end) and answers as clamd does: `stream: OK`, or `stream: <name> FOUND` when the bytes contain one
 * of its signatures, or `INSTREAM size limit exceeded. ERROR` past `maxBytes`. `stop()` and `start()`
 * take it down and bring it back on the same port, as an outage would (each does nothing if already so).
 */
export interface FakeClamd {
  port: number;
  /** How many streams it has scanned. */
  scanned: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startFakeClamd(
  opts: { signatures?: Record<string, Buffer>; maxBytes?: number } = {},
): Promise<FakeClamd> {
  const signatures = opts.signatures ?? {};
  const maxBytes = opts.maxBytes ?? 25 * 1024 * 1024;
  const sockets = new Set<net.Socket>();
  const state: FakeClamd = {
    port: 0,
    scanned: 0,
    async stop() {
      if (!server.listening) return;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (server.listening) return;
      server = makeServer();
      await listen(state.port);
    },
  };

  const makeServer = () =>
    net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      let buffer = Buffer.alloc(0);
      let command: string | null = null;
      const received: Buffer[] = [];
      let size = 0;
      socket.on('data', (data) => {
        buffer = Buffer.concat([buffer, data]);
        if (command === null) {
          const end = buffer.findIndex((b) => b === 0 || b === 0x0a);
          if (end < 0) return;
          command = buffer.subarray(0, end).toString('latin1');
          buffer = buffer.subarray(end + 1);
          if (command !== 'zINSTREAM' && command !== 'nINSTREAM') {
            socket.end('UNKNOWN COMMAND\0');
            return;
          }
        }
        const terminator = command.startsWith('z') ? '\0' : '\n';
        while (buffer.length >= 4) {
          const length = buffer.readUInt32BE(0);
          if (length === 0) {
            const all = Buffer.concat(received);
            state.scanned++;
            const hit = Object.entries(signatures).find(([, bytes]) => all.includes(bytes));
            socket.end(`stream: ${hit ? `${hit[0]} FOUND` : 'OK'}${terminator}`);
            return;
          }
          if (buffer.length < 4 + length) return;
          received.push(Buffer.from(buffer.subarray(4, 4 + length)));
          size += length;
          buffer = buffer.subarray(4 + length);
          if (size > maxBytes) {
            socket.end(`INSTREAM size limit exceeded. ERROR${terminator}`);
            return;
          }
        }
      });
      socket.on('error', () => {});
    });

  let server = makeServer();
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        state.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen(0);
  return state;
}
