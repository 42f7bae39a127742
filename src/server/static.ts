import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { policy } from './http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The app's icon: a white leaf on a teal plate (the SPA's accent colour), drawn here rather than kept as a binary. */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="30" fill="#319795"/>
<path d="M18 46c0-18 12-28 30-28-1 18-11 30-28 30z" fill="#fff"/>
<path d="M20 44c6-8 13-14 22-20" stroke="#319795" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;

const ICON_SIZES = [16, 32, 48] as const;

/**
 * /favicon.ico as browsers ask for it on every page: an ICO container holding PNG images (allowed
 * since Windows Vista and read by every current browser), rendered once from the SVG above.
 */
async function faviconIco(): Promise<Buffer> {
  const images = await Promise.all(ICON_SIZES.map((size) => sharp(Buffer.from(ICON_SVG)).resize(size, size).png().toBuffer()));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(ICON_SIZES[i], entry); // width
    header.writeUInt8(ICON_SIZES[i], entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

export interface SpaOptions {
  /** The webpack output (dist/). */
  distDir: string;
  /** The SPA's base path, `/nutritionist`. */
  basePath: string;
  /** Served as `<basePath>/config.json`: how the SPA signs in. */
  runtimeConfig: unknown;
  /** Origins of the identity provider when it is not this origin (Keycloak): keycloak-js calls and posts to them. */
  authOrigins?: readonly string[];
}

/**
 * The SPA page's Content-Security-Policy: scripts only from this origin (the webpack bundles; no inline
 * script, no eval), no plugins, never framed. `style-src 'unsafe-inline'` because Chakra UI (emotion) writes
 * its styles into <style> elements at run time; images may be data: and blob: URLs (photo previews and
 * thumbnails are object URLs).
 */
export function spaContentSecurityPolicy(authOrigins: readonly string[] = []): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...authOrigins],
    'frame-src': ["'self'", ...authOrigins],
    'form-action': ["'self'", ...authOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Serves the built SPA: hashed assets with a long cache, anything else under the base path answered
 * with index.html so that client-side routes survive a reload.
 */
export function registerSpa(fastify: FastifyInstance, options: SpaOptions): void {
  const { distDir, basePath } = options;
  const indexFile = path.join(distDir, 'index.html');
  const pagePolicy = spaContentSecurityPolicy(options.authOrigins);

  fastify.get('/', (_request, reply) => reply.redirect(`${basePath}/`));
  let favicon: Promise<Buffer> | undefined;
  fastify.get('/favicon.ico', async (_request, reply) => {
    favicon ??= faviconIco();
    return reply
      .type(TYPES['.ico'])
      .header('cache-control', 'public, max-age=86400')
      .send(await favicon);
  });
  fastify.get(`${basePath}/config.json`, (_request, reply) =>
    reply.header('cache-control', 'no-store').send(options.runtimeConfig),
  );
  const serve = (request: { url: string }, reply: import('fastify').FastifyReply) => {
    let relative: string;
    try {
      relative = decodeURIComponent(request.url.split('?')[0].slice(basePath.length)).replace(/^\/+/, '');
    } catch {
      return reply.code(400).send({ code: 'BAD_REQUEST', message: 'The path is not valid UTF-8' });
    }
    const candidate = path.resolve(distDir, relative);
    const inside = candidate.startsWith(path.resolve(distDir) + path.sep);
    if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
      const immutable = relative.startsWith('assets/');
      return reply
        .type(TYPES[path.extname(candidate)] ?? 'application/octet-stream')
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(createReadStream(candidate));
    }
    if (relative.startsWith('assets/')) return reply.code(404).send({ code: 'NOT_FOUND', message: `No asset ${relative}` });
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/plain').send('The SPA is not built yet: run `npm run build` (npm start does it).');
    }
    return reply
      .type(TYPES['.html'])
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy)
      .send(createReadStream(indexFile));
  };
  fastify.get(basePath, (_request, reply) => reply.redirect(`${basePath}/`));
  fastify.get(`${basePath}/*`, serve);
}
