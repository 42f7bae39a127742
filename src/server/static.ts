import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

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

export interface SpaOptions {
  /** The webpack output (dist/). */
  distDir: string;
  /** The SPA's base path, `/nutritionist`. */
  basePath: string;
  /** Served as `<basePath>/config.json`: how the SPA signs in. */
  runtimeConfig: unknown;
}

/**
 * Serves the built SPA: hashed assets with a long cache, anything else under the base path answered
 * with index.html so that client-side routes survive a reload.
 */
export function registerSpa(fastify: FastifyInstance, options: SpaOptions): void {
  const { distDir, basePath } = options;
  const indexFile = path.join(distDir, 'index.html');

  fastify.get('/', (_request, reply) => reply.redirect(`${basePath}/`));
  fastify.get(`${basePath}/config.json`, (_request, reply) => reply.header('cache-control', 'no-store').send(options.runtimeConfig));
  const serve = (request: { url: string }, reply: import('fastify').FastifyReply) => {
    const relative = decodeURIComponent(request.url.split('?')[0].slice(basePath.length)).replace(/^\/+/, '');
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
    return reply.type(TYPES['.html']).header('cache-control', 'no-cache').send(createReadStream(indexFile));
  };
  fastify.get(basePath, (_request, reply) => reply.redirect(`${basePath}/`));
  fastify.get(`${basePath}/*`, serve);
}
