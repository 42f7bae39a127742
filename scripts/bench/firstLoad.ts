/**
 * The SPA's first-load transfer: index.html and the scripts and styles it names, fetched from a running
 * server (the real buildServer on an in-memory database, listening on a free port) as a client that
 * accepts no encoding, as a browser on plain HTTP does (`gzip, deflate`: browsers offer brotli over HTTPS
 * only) and as one on HTTPS does (`br, gzip, deflate`), counting the bytes on the wire (bodies as sent,
 * before any decoding). Needs `npm run build` first.
 *
 *   npx tsx scripts/bench/firstLoad.ts
 */
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { buildServer } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

function get(url: string, acceptEncoding?: string): Promise<{ status: number; bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: body.length,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db, { contexts: ['nl'] });
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-first-load-'));
  const { app } = await buildServer({
    db,
    publicUrl: 'http://127.0.0.1',
    auth: { mode: 'embedded', accounts: [] },
    distDir: path.resolve(__dirname, '../../dist'),
    photosDir,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const index = await get(`${address}/nutritionist/`);
    if (index.status !== 200) throw new Error(`GET /nutritionist/ answered ${index.status}: run npm run build first`);
    const html = index.body.toString('utf8');
    const files = [
      '/nutritionist/',
      ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    ];
    const totals = { plain: 0, gzip: 0, br: 0 };
    const column = (r: { bytes: number; encoding: string }) => `${String(r.bytes).padStart(9)} B ${r.encoding.padEnd(8)}`;
    for (const file of files) {
      const plain = await get(`${address}${file}`);
      const gzip = await get(`${address}${file}`, 'gzip, deflate');
      const br = await get(`${address}${file}`, 'br, gzip, deflate');
      totals.plain += plain.bytes;
      totals.gzip += gzip.bytes;
      totals.br += br.bytes;
      console.log(`${file.padEnd(44)} ${column(plain)} ${column(gzip)} ${column(br)}`);
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `first load: ${files.length} files, ${kb(totals.plain)} without Accept-Encoding, ${kb(totals.gzip)} with gzip, ${kb(totals.br)} with br`,
    );
  } finally {
    await app.close();
    await db.close();
    rmSync(photosDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
