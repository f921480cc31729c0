// Sends a byte range of a local file to the client through a small pool of reused buffers. A file stream would
// allocate a fresh 64 KiB buffer per read: at hundreds of MB/s that is hundreds of MB of garbage a second, which
// the garbage collector frees only after the process has grown by tens of MB (V8 waits for ~64 MB of outside
// memory before it collects), and 16 thread-pool round trips per MiB. Here each read fills a pooled 256 KiB
// buffer, which returns to the pool once the socket has taken it, so memory stays flat under any load.
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

const BUFFER_SIZE = 256 * 1024;
/** 48 × 256 KiB = 12 MiB kept at most; more concurrent readers allocate and drop their extra buffers. */
const POOL_LIMIT = 48;
const pool: Buffer[] = [];

function take(): Buffer {
  return pool.pop() ?? Buffer.allocUnsafeSlow(BUFFER_SIZE);
}

function give(buffer: Buffer) {
  if (pool.length < POOL_LIMIT) pool.push(buffer);
}

/** Resolves once the socket has taken the chunk, or false when the client has gone (its callback may never come). */
function write(res: ServerResponse, chunk: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    if (res.destroyed || res.writableEnded) return resolve(false);
    const gone = () => resolve(false);
    res.once('close', gone);
    res.write(chunk, (error) => {
      res.off('close', gone);
      resolve(!error);
    });
  });
}

/**
 * Writes bytes start..end (inclusive) of the file to the response and ends it. The headers must have been
 * written. While one buffer is on its way to the socket the next is being read, so disk and network overlap.
 */
export async function pumpFile(res: ServerResponse, file: string, start: number, end: number): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const fh = handle;
    const read = async (position: number) => {
      const buffer = take();
      const length = Math.min(BUFFER_SIZE, end - position + 1);
      const { bytesRead } = await fh.read(buffer, 0, length, position);
      return { buffer, bytesRead };
    };
    let position = start;
    let next = position <= end ? read(position) : null;
    while (next) {
      const { buffer, bytesRead } = await next;
      if (bytesRead === 0) {
        give(buffer);
        break; // the file is shorter than announced: the client sees a short body
      }
      position += bytesRead;
      next = position <= end && !res.destroyed ? read(position) : null;
      const sent = await write(res, bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead));
      give(buffer);
      if (!sent) {
        if (next) give((await next).buffer);
        next = null;
        break;
      }
    }
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  } finally {
    await handle?.close();
  }
}
