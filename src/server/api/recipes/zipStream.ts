/**
 * A zip archive written as a stream: each entry is deflated as its data arrives and followed by a data
 * descriptor (its CRC-32 and sizes are known only at its end), so memory does not grow with the
 * archive. No zip64: an entry and the archive stay below 4 GB (a context's export is far smaller).
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

const UTF8_NAMES_AND_DESCRIPTOR = 0x0808;

function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

export class ZipStream {
  /** What the archive's reader (the HTTP response) consumes. */
  readonly output = new PassThrough();
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp: { time: number; date: number };

  constructor(now = new Date()) {
    this.stamp = dosDateTime(now);
  }

  private async push(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.output.write(chunk)) await once(this.output, 'drain');
  }

  /** Adds an entry whose content `produce` writes piece by piece (waiting when the reader is slower). */
  async entry(fileName: string, produce: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const name = Buffer.from(fileName, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(name.length, 26);
    const offset = this.offset;
    await this.push(Buffer.concat([header, name]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw();
    const drained = (async () => {
      for await (const chunk of deflate) {
        compressed += (chunk as Buffer).length;
        await this.push(chunk as Buffer);
      }
    })();
    await produce(async (text) => {
      const data = Buffer.from(text, 'utf8');
      crc = crc32(data, crc);
      size += data.length;
      if (!deflate.write(data)) await once(deflate, 'drain');
    });
    deflate.end();
    await drained;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.push(descriptor);
    this.entries.push({ name, crc: crc >>> 0, compressed, size, offset });
  }

  /** Writes the central directory and ends the output. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(e.crc, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      await this.push(Buffer.concat([record, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.push(end);
    this.output.end();
  }
}
