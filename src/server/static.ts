import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { policy, type CspDirectives } from './http';

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
export function spaCspDirectives(authOrigins: readonly string[] = []): CspDirectives {
  return {
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
  };
}

export function spaContentSecurityPolicy(authOrigins: readonly string[] = []): string {
  return policy(spaCspDirectives(authOrigins));
}

/** webpack names everything under assets/ by its content hash, so a browser may keep it for a year unasked. */
const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA with @fastify/static: files of dist/ with ETag and Last-Modified (a 304 to a browser
 * that has them), hashed assets cached for a year as immutable, anything else revalidated (`no-cache`); a
 * path under the base path that is no file is answered with index.html (client-side routes survive a
 * reload), except under assets/ (404: a stale bundle asking for a chunk must not get a page).
 */
export async function registerSpa(fastify: FastifyInstance, options: SpaOptions): Promise<void> {
  const { distDir, basePath } = options;
  const indexFile = path.join(path.resolve(distDir), 'index.html');
  const pagePolicy = spaContentSecurityPolicy(options.authOrigins);
  const assetsDir = path.join(path.resolve(distDir), ASSETS_DIR) + path.sep;

  fastify.get('/', (_request, reply) => reply.redirect(`${basePath}/`));
  let favicon: Promise<Buffer> | undefined;
  fastify.get('/favicon.ico', async (_request, reply) => {
    favicon ??= faviconIco();
    return reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .send(await favicon);
  });
  fastify.get(`${basePath}/config.json`, (_request, reply) =>
    reply.header('cache-control', 'no-store').send(options.runtimeConfig),
  );
  fastify.get(basePath, (_request, reply) => reply.redirect(`${basePath}/`));

  await fastify.register(
    async (spa) => {
      await spa.register(fastifyStatic, {
        root: path.resolve(distDir),
        prefix: '/',
        index: 'index.html',
        redirect: false,
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
          if (file === indexFile) reply.header('content-security-policy', pagePolicy);
        },
      });
      spa.setNotFoundHandler((request, reply) => {
        if (request.url.startsWith(`${basePath}/${ASSETS_DIR}/`)) {
          return reply.code(404).send({ code: 'NOT_FOUND', message: `No asset ${request.url.slice(basePath.length + 1)}` });
        }
        if (!existsSync(indexFile)) {
          return reply.code(503).type('text/plain').send('The SPA is not built yet: run `npm run build` (npm start does it).');
        }
        return reply.code(200).sendFile('index.html');
      });
    },
    { prefix: basePath },
  );
}
