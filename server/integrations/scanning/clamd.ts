import net from 'node:net';
import { type MalwareScanner, ScannerUnavailableError, type ScanVerdict } from './scanner.ts';

/** clamd reads INSTREAM chunks of any size up to its StreamMaxLength; 64 KiB keeps each write small. */
const CHUNK = 64 * 1024;

/**
 * ClamAV's daemon over TCP with its INSTREAM command: `zINSTREAM\0`, then chunks each led by their
 * length (4 bytes, big-endian), then a zero length; clamd answers `stream: OK` or
 * `stream: <signature> FOUND`, ended by NUL. Anything else (refused connection, timeout, an `ERROR`
 * such as "INSTREAM size limit exceeded": raise clamd's StreamMaxLength above the largest upload) is
 * ScannerUnavailableError: the scan did not happen, which is not the same as a clean file.
 */
export function clamdScanner(opts: { host: string; port: number; timeoutMs?: number }): MalwareScanner {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  return {
    name: 'clamav',
    async scan(bytes) {
      const socket = net.connect({ host: opts.host, port: opts.port });
      socket.setTimeout(timeoutMs);
      const reply = readReply(socket, timeoutMs);
      // Writes fail once clamd has answered early (an error) and closed; the reply says why.
      reply.catch(() => {});
      try {
        await once(socket, 'connect');
        await write(socket, Buffer.from('zINSTREAM\0'));
        for await (const chunk of bytes) {
          for (let at = 0; at < chunk.byteLength; at += CHUNK) {
            const part = chunk.subarray(at, Math.min(at + CHUNK, chunk.byteLength));
            const length = Buffer.alloc(4);
            length.writeUInt32BE(part.byteLength);
            await write(socket, Buffer.concat([length, part]));
          }
        }
        await write(socket, Buffer.alloc(4));
      } catch (error) {
        socket.destroy();
        // A failure reading the upload itself is ours, not the scanner's: pass it on as it is.
        if (!isSocketError(error)) throw error;
        const answered = await reply.catch(() => null);
        throw new ScannerUnavailableError(
          `clamd at ${opts.host}:${opts.port}: ${answered ?? (error as Error).message}`,
        );
      }
      const answer = await reply.finally(() => socket.destroy());
      return parseReply(answer, `${opts.host}:${opts.port}`);
    },
  };
}

export function parseReply(answer: string, where: string): ScanVerdict {
  const text = answer.replace(/\0/g, '').trim();
  if (/^stream: OK$/.test(text)) return { clean: true, scanner: 'clamav' };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { clean: false, scanner: 'clamav', threat: found[1]! };
  throw new ScannerUnavailableError(`clamd at ${where} answered: ${text || '(nothing)'}`);
}

class SocketError extends Error {}
const isSocketError = (error: unknown) => error instanceof SocketError;

function once(socket: net.Socket, event: 'connect'): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => reject(new SocketError(err.message));
    socket.once('error', fail);
    socket.once('timeout', () => fail(new Error('timed out')));
    socket.once(event, () => {
      socket.off('error', fail);
      resolve();
    });
  });
}

function write(socket: net.Socket, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || socket.writableEnded) return reject(new SocketError('connection closed'));
    socket.write(data, (err) => (err ? reject(new SocketError(err.message)) : resolve()));
  });
}

/** Everything clamd says up to its NUL (or until it closes); rejects on a timeout or a socket error. */
function readReply(socket: net.Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve(text);
    };
    socket.on('data', (data: Buffer) => {
      text += data.toString('utf8');
      if (text.includes('\0')) done();
    });
    socket.on('end', done);
    socket.on('close', done);
    socket.on('timeout', () => {
      clearTimeout(timer);
      reject(new Error('timed out'));
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      if (text) resolve(text);
      else reject(err);
    });
  });
}
