import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registerSpa } from '../../../src/server/static';

/** The ICO directory: how many images, and each one's size and bytes. */
function readIco(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { width: ico.readUInt8(entry), height: ico.readUInt8(entry + 1), image: ico.subarray(offset, offset + length) };
  });
}

describe('the SPA static routes', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
    app = Fastify();
    registerSpa(app, { distDir, basePath: '/nutritionist', runtimeConfig: {} });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a real icon at /favicon.ico, which browsers ask for on every page', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    const images = readIco(response.rawPayload);
    expect(images.map((i) => i.width)).toEqual([16, 32, 48]);
    for (const { width, height, image } of images) {
      const meta = await sharp(image).metadata();
      expect(meta).toMatchObject({ format: 'png', width, height });
    }
  });

  it('answers the same icon again from memory', async () => {
    const first = await app.inject({ method: 'GET', url: '/favicon.ico' });
    const second = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('still answers client routes with index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/nutritionist/recipes/12' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>SPA</title>');
  });
});
