import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { HttpError } from '../../../src/server/http/errors';
import { page, withStatus, type HandlerMap } from '../../../src/server/http/operation';
import { buildSpecApp } from '../../../src/server/http/spec-loader';
import { listOperations } from '../../../src/server/http/openapi-document';

const specPath = path.join(__dirname, 'fixtures', 'pantry.yaml');

async function setup(handlers: HandlerMap) {
  const app = Fastify({ logger: false });
  const result = await buildSpecApp(app, { specPath, handlers, auth: null });
  await app.ready();
  return { app, result };
}

const shelf = { id: 1, name: 'Spices', items: [{ name: 'Pepper', grams: 50, kind: null }], note: null };

describe('spec loader', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('registers one route per operation under the servers url and reports what is built', async () => {
    const s = await setup({ listShelves: async () => [] });
    app = s.app;
    expect(s.result.prefix).toBe('/pantry');
    expect(s.result.built).toEqual(['listShelves']);
    expect(s.result.notImplemented).toEqual(
      expect.arrayContaining([
        'createShelf',
        'getShelf',
        'deleteShelf',
        'setShelfNote',
        'uploadShelfPhoto',
        'exportPantry',
        'getHealth',
      ]),
    );
    const ops = await listOperations(specPath);
    expect(ops.find((o) => o.operationId === 'getShelf')).toMatchObject({
      method: 'GET',
      path: '/shelves/{shelfId}',
      url: '/pantry/shelves/:shelfId',
      roles: ['user'],
      secured: true,
    });
    expect(ops.find((o) => o.operationId === 'getHealth')).toMatchObject({ secured: false, roles: [] });
  });

  it('answers 501 with NOT_IMPLEMENTED for an operation without a handler', async () => {
    ({ app } = await setup({}));
    const res = await app.inject({ method: 'DELETE', url: '/pantry/shelves/3' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ code: 'NOT_IMPLEMENTED', message: 'Operation deleteShelf is not implemented yet' });
  });

  it('fails at start-up when a handler names an operationId the document does not declare', async () => {
    const fastify = Fastify();
    await expect(
      buildSpecApp(fastify, { specPath, handlers: { listShelves: async () => [], listShelfs: async () => [] }, auth: null }),
    ).rejects.toThrow(/declares no operation "listShelfs"/);
    await fastify.close();
  });

  it('rejects an invalid body with 400 naming the field', async () => {
    const create = jest.fn(async () => shelf);
    ({ app } = await setup({ createShelf: create }));
    const empty = await app.inject({ method: 'POST', url: '/pantry/shelves', payload: { name: '', items: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Name must not be empty', field: 'name' });

    const missing = await app.inject({ method: 'POST', url: '/pantry/shelves', payload: { name: 'A' } });
    expect(missing.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Items are required', field: 'items' });

    const nested = await app.inject({
      method: 'POST',
      url: '/pantry/shelves',
      payload: { name: 'A', items: [{ name: 'Salt', grams: 0 }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Grams of item 1 must be greater than 0',
      field: 'items[0].grams',
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('answers 400 for a missing required body, and lets an optional body be absent', async () => {
    let saved = 0;
    ({ app } = await setup({
      createShelf: async () => shelf,
      setShelfNote: async () => {
        saved += 1;
      },
    }));
    const missing = await app.inject({ method: 'POST', url: '/pantry/shelves' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body' });

    expect((await app.inject({ method: 'PUT', url: '/pantry/shelves/1/note' })).statusCode).toBe(204);
    const tooLong = await app.inject({ method: 'PUT', url: '/pantry/shelves/1/note', payload: { note: 'far too long' } });
    expect(tooLong.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Note must have at most 5 characters', field: 'note' });
    expect(saved).toBe(1);
  });

  it('accepts a valid body (readOnly id not required, nullable fields) and answers with the declared 201', async () => {
    ({ app } = await setup({
      createShelf: async ({ body }: { body: { name: string } }) => ({ ...shelf, name: body.name }),
    }));
    const res = await app.inject({
      method: 'POST',
      url: '/pantry/shelves',
      payload: { name: 'Tins', items: [{ name: 'Beans', grams: 400, kind: null }], note: null },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 1, name: 'Tins' });
  });

  it('gives 400, not 500, for malformed JSON', async () => {
    ({ app } = await setup({ createShelf: async () => shelf }));
    const res = await app.inject({
      method: 'POST',
      url: '/pantry/shelves',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('validates path, query and header parameters, coercing a single query value to an array', async () => {
    const list = jest.fn(async (input: { query: unknown }) => {
      void input;
      return [];
    });
    ({ app } = await setup({ listShelves: list, getShelf: async () => shelf }));
    const badId = await app.inject({ method: 'GET', url: '/pantry/shelves/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Shelf id must be a whole number', field: 'shelfId' });

    await app.inject({ method: 'GET', url: '/pantry/shelves?kind=DRY' });
    await app.inject({ method: 'GET', url: '/pantry/shelves?kind=DRY&kind=FRESH&page=2' });
    expect(list.mock.calls[0][0].query).toEqual({ kind: ['DRY'], page: 0 });
    expect(list.mock.calls[1][0].query).toEqual({ kind: ['DRY', 'FRESH'], page: 2 });

    const badEnum = await app.inject({ method: 'GET', url: '/pantry/shelves?kind=FROZEN' });
    expect(badEnum.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Kind must be one of: DRY, FRESH', field: 'kind[0]' });

    const badHeader = await app.inject({ method: 'GET', url: '/pantry/shelves', headers: { 'x-trace': 'far-too-long' } });
    expect(badHeader.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Header x-trace must have at most 8 characters',
      field: 'x-trace',
    });
  });

  it('serialises 2xx responses from the document, dropping fields it does not declare', async () => {
    ({ app } = await setup({
      getShelf: async () => ({ ...shelf, passwordHash: 'secret', items: [{ name: 'Salt', grams: 1, internal: true }] }),
    }));
    const res = await app.inject({ method: 'GET', url: '/pantry/shelves/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'Spices', items: [{ name: 'Salt', grams: 1 }], note: null });
  });

  it('sends list totals in x-result-count', async () => {
    ({ app } = await setup({ listShelves: async () => page([shelf], 41) }));
    const res = await app.inject({ method: 'GET', url: '/pantry/shelves' });
    expect(res.headers['x-result-count']).toBe('41');
    expect(res.json()).toHaveLength(1);
  });

  it('turns HttpError into its status and body, and unknown errors into a generic 500', async () => {
    const logged: string[] = [];
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    await buildSpecApp(app, {
      specPath,
      auth: null,
      handlers: {
        getShelf: async () => {
          throw new HttpError(409, 'SHELF_LOCKED', 'The shelf is locked', 'shelfId');
        },
        listShelves: async () => {
          throw new Error('connection refused at 10.0.0.5:5432');
        },
      },
    });
    const domain = await app.inject({ method: 'GET', url: '/pantry/shelves/1' });
    expect(domain.statusCode).toBe(409);
    expect(domain.json()).toEqual({ code: 'SHELF_LOCKED', message: 'The shelf is locked', field: 'shelfId' });

    const crash = await app.inject({ method: 'GET', url: '/pantry/shelves' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    expect(crash.body).not.toContain('10.0.0.5');
    expect(logged.join('\n')).toContain('connection refused at 10.0.0.5:5432');
  });

  it('answers 404 NOT_FOUND for unknown routes', async () => {
    ({ app } = await setup({}));
    const res = await app.inject({ method: 'GET', url: '/pantry/cupboards' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('parses multipart bodies into FormData for the handler', async () => {
    ({ app } = await setup({
      uploadShelfPhoto: async ({ body }: { body: FormData }) => {
        const file = body.get('file') as File;
        return withStatus(201, { bytes: file.size });
      },
    }));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }), 'a.png');
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: '/pantry/shelves/1/photo',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ bytes: 4 });
  });
});
