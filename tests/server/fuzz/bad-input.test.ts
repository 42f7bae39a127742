/**
 * Bad input, generated from the OpenAPI documents:
 * every operation of api.yaml, search.yaml and planner.yaml gets bad requests derived from its declared
 * parameters and body schema (see generate.ts), sent with a real token of a role that may call it to the
 * real server on a real seeded database. Every one must get a 4xx with `{code, message}` (never a 5xx;
 * 501 only for an operation not built yet and only when the loader accepts the request), validation
 * answers must name the field, and none of them may write anything.
 *
 * The loader itself (buildSpecApp with pass-through handlers, no auth) serves as the oracle of what the
 * documents accept: it proves the generated valid requests are valid (so each bad request differs from
 * a valid one by exactly the one change it names) and tells schema-invalid requests (which must get the
 * loader's 400/415 on the real server too, before any handler or 501) from schema-valid ones that are bad
 * only for the data (a huge or unknown id), which must get a 4xx from the handler.
 *
 * Odd requests (control characters, huge text, invalid UTF-8 in paths, query strings and bodies, JSON nested
 * thousands deep, numbers beyond a double) need not all be refused, but none may get a 5xx.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { buildSpecApp, loadSpec, registerErrorHandling, type HandlerMap } from '../../../src/server/http';
import { OPENAPI_DIR } from '../../../src/server/app';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { generateCases, type DocumentName, type GeneratedCase, type RealIds } from './generate';

const SEED = 20261122;
const DOCUMENTS: DocumentName[] = ['api', 'search', 'planner'];
/** A cap per operation keeps the planner's large bodies from dominating the run. */
const MAX_CASES_PER_OPERATION = 60;
/** Odd requests kept per operation (seeded sample). */
const MAX_ODD_CASES_PER_OPERATION = 30;

/** The account used for an operation: admin when admitted, else nutritionist, else the bulk exporter. */
function accountFor(roles: readonly string[]): string {
  if (roles.includes('admin') || roles.includes('user')) return 'admin';
  if (roles.includes('nutritionist')) return 'nutritionist';
  if (roles.includes('bulk-export')) return 'exporter';
  throw new Error(`no test account for roles ${roles.join(', ')}`);
}

/** The same ajv settings as buildServer (src/server/app.ts). */
const AJV_OPTIONS = { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } } as const;

async function buildOracle(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ajv: AJV_OPTIONS, bodyLimit: 12 * 1024 * 1024 });
  registerErrorHandling(app);
  for (const doc of DOCUMENTS) {
    const specPath = path.join(OPENAPI_DIR, `${doc}.yaml`);
    const spec = await loadSpec(specPath);
    const handlers: HandlerMap = Object.fromEntries(spec.operations.map((op) => [op.operationId, async () => undefined]));
    await buildSpecApp(app, { specPath, handlers, auth: null });
  }
  await app.ready();
  return app;
}

interface Outcome {
  c: GeneratedCase;
  oracle: number;
  res: LightMyRequestResponse;
}

function json(res: LightMyRequestResponse): Record<string, unknown> | undefined {
  try {
    const body = res.json() as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const show = (o: Outcome) =>
  `[${o.c.document}] ${o.c.description} -> ${o.res.statusCode} ${JSON.stringify(o.res.body.slice(0, 160))} (loader alone: ${o.oracle}) ` +
  `| ${o.c.request.method} ${o.c.request.url.slice(0, 120)}`;

describe('bad input generated from the OpenAPI documents', () => {
  let server: TestServer;
  let oracle: FastifyInstance;
  let ids: RealIds;
  const cases = new Map<DocumentName, GeneratedCase[]>();
  const unbuilt = new Set<string>();
  const roleOf = new Map<string, string>();
  const headersFor = new Map<string, Record<string, string>>();
  let snapshotBefore: Map<string, string>;

  /** Count and checksum of every table of the context and of the shared accounts (or of the `only` ones). */
  async function snapshot(only?: readonly string[]): Promise<Map<string, string>> {
    const all = await server.db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND (table_schema = 'ctx_nl' OR (table_schema = 'shared' AND table_name IN ('staff_account', 'idp_account')))
        ORDER BY 1, 2`,
    );
    const tables = only ? all.filter((t) => only.includes(t.name)) : all;
    if (only) expect(tables.map((t) => t.name).sort()).toEqual([...only].sort());
    const out = new Map<string, string>();
    for (const t of tables) {
      const rows = await server.db.query<{ n: string; h: string | null }>(
        // an order-independent checksum of the rows' text: any insert, update or delete changes it
        `SELECT count(*)::text AS n, coalesce(sum(hashtextextended(t::text, 7)::numeric), 0)::text AS h FROM "${t.schema}"."${t.name}" t`,
      );
      out.set(`${t.schema}.${t.name}`, `${rows[0].n} rows, ${rows[0].h}`);
    }
    return out;
  }

  async function send(c: GeneratedCase): Promise<Outcome> {
    const { method, url, headers, payload } = c.request;
    const opts = { method: method as 'GET', url, headers, payload };
    const o = await oracle.inject(opts);
    const res = await server.app.inject({ ...opts, headers: { ...headers, ...headersFor.get(c.operationId) } });
    return { c, oracle: o.statusCode, res };
  }

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: { recipes: true } });
    oracle = await buildOracle();
    const one = async <T>(sql: string): Promise<T | undefined> =>
      (await server.db.transaction((tx) => tx.query<{ v: T }>(sql), { context: 'nl' }))[0]?.v;
    const ingredientIds = (
      await server.db.transaction((tx) => tx.query<{ id: number }>('SELECT id FROM ingredient ORDER BY id LIMIT 3'), {
        context: 'nl',
      })
    ).map((r) => Number(r.id));
    const recipeId = Number(await one<number>('SELECT id AS v FROM recipe ORDER BY id LIMIT 1'));
    expect(recipeId).toBeGreaterThan(0);
    expect(ingredientIds.length).toBeGreaterThan(0);
    const num = (v: unknown) => (v === undefined || v === null ? undefined : Number(v));
    ids = {
      recipeId,
      ingredientIds,
      userId: num(await one<number>('SELECT id AS v FROM app_user ORDER BY id LIMIT 1')),
      foodGroupId: num(await one<number>('SELECT id AS v FROM food_group ORDER BY id LIMIT 1')),
      ingredientGroupId: num(await one<number>('SELECT id AS v FROM ingredient_group ORDER BY id LIMIT 1')),
      foodRestrictionId: num(await one<number>('SELECT id AS v FROM food_restriction ORDER BY id LIMIT 1')),
      langualId: await one<string>(
        `SELECT code AS v FROM shared.langual_descriptor WHERE code ~ '^[A-Z][0-9]{4}$' ORDER BY code LIMIT 1`,
      ),
    };
    for (const doc of DOCUMENTS) {
      const spec = await loadSpec(path.join(OPENAPI_DIR, `${doc}.yaml`));
      const served = server.served.find((s) => s.backend === doc)!;
      served.notImplemented.forEach((id) => unbuilt.add(id));
      for (const op of spec.operations) roleOf.set(op.operationId, accountFor(op.roles));
      cases.set(
        doc,
        generateCases(doc, spec, served.prefix, {
          seed: SEED,
          ids,
          maxCasesPerOperation: MAX_CASES_PER_OPERATION,
          maxOddCasesPerOperation: MAX_ODD_CASES_PER_OPERATION,
        }),
      );
    }
    for (const [opId, account] of roleOf) headersFor.set(opId, await server.auth(account));
    snapshotBefore = await snapshot();
    const count = (doc: DocumentName, kind: 'bad' | 'odd' | 'valid') =>
      cases.get(doc)!.filter((c) => (c.kind === 'valid' ? 'valid' : c.odd ? 'odd' : 'bad') === kind).length;
    console.log(
      `Generated requests (seed ${SEED}): ` +
        DOCUMENTS.map(
          (d) =>
            `${d}.yaml ${cases.get(d)!.length} (${count(d, 'bad')} bad + ${count(d, 'odd')} odd + ${count(d, 'valid')} valid)`,
        ).join(', ') +
        `; total ${DOCUMENTS.reduce((n, d) => n + cases.get(d)!.length, 0)}. Operations not built yet (501 tolerated for loader-valid requests): ${unbuilt.size}`,
    );
  }, 180_000);

  afterAll(async () => {
    await oracle?.close();
    await server?.close();
  });

  it.each(DOCUMENTS)(
    '%s.yaml: every generated bad request gets a 4xx with {code, message}, validation first and naming the field',
    async (doc) => {
      const docCases = cases.get(doc)!.filter((c) => c.kind !== 'valid' && !c.odd);
      const operations = new Set(docCases.map((c) => c.operationId));
      expect(docCases.length).toBeGreaterThan(operations.size * 5);
      const problems: string[] = [];
      let loaderRejected = 0;
      for (const c of docCases) {
        const o = await send(c);
        const status = o.res.statusCode;
        const body = json(o.res);
        const schemaInvalid = o.oracle >= 400 && o.oracle < 500;
        if (schemaInvalid) loaderRejected++;
        if (o.res.headers['x-content-type-options'] !== 'nosniff' || !o.res.headers['content-security-policy'])
          problems.push(`no security headers: ${show(o)}`);
        if (status >= 500) {
          if (!(status === 501 && unbuilt.has(c.operationId) && !schemaInvalid)) problems.push(`5xx: ${show(o)}`);
          continue;
        }
        if (status < 400) {
          problems.push(`accepted: ${show(o)}`);
          continue;
        }
        if (typeof body?.code !== 'string' || typeof body?.message !== 'string' || !body.code || !body.message) {
          problems.push(`4xx without {code, message}: ${show(o)}`);
          continue;
        }
        // What the documents forbid is refused by the validation, before any handler (or 501), on the real server too.
        if (schemaInvalid && status !== o.oracle) problems.push(`not the loader's ${o.oracle}: ${show(o)}`);
        if (status === 400 && c.field && c.location !== 'request') {
          const named = `${String(body.field ?? '')} ${String(body.message)}`.toLowerCase();
          if (!named.includes(c.leaf.toLowerCase())) problems.push(`does not name ${c.field}: ${show(o)}`);
        }
      }
      console.log(
        `${doc}.yaml: ${docCases.length} bad requests over ${operations.size} operations; ${loaderRejected} refused by the validation, ${docCases.length - loaderRejected} valid for the schema but bad for the data`,
      );
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('none of the bad requests wrote anything (every table of the context and the accounts unchanged)', async () => {
    const after = await snapshot();
    expect(after.size).toBeGreaterThan(10);
    const changed = [...after]
      .filter(([table, v]) => snapshotBefore.get(table) !== v)
      .map(([table, v]) => `${table}: ${snapshotBefore.get(table)} -> ${v}`);
    expect(changed).toEqual([]);
  }, 60_000);

  it('the generated valid requests (real ids) are valid for the documents and get no 5xx', async () => {
    // Reads and writes first, deletes last (they remove the real rows the others use).
    const valid = DOCUMENTS.flatMap((d) => cases.get(d)!.filter((c) => c.kind === 'valid'));
    const ordered = [
      ...valid.filter((c) => c.request.method !== 'DELETE'),
      ...valid.filter((c) => c.request.method === 'DELETE'),
    ];
    expect(ordered.length).toBeGreaterThanOrEqual(103);
    const problems: string[] = [];
    let ok = 0;
    for (const c of ordered) {
      const o = await send(c);
      const status = o.res.statusCode;
      if (o.oracle < 200 || o.oracle >= 300) problems.push(`generator: the loader refuses the valid request: ${show(o)}`);
      if (status >= 500 && !(status === 501 && unbuilt.has(c.operationId))) problems.push(`5xx: ${show(o)}`);
      if (status >= 400 && status < 500) {
        const body = json(o.res);
        if (typeof body?.code !== 'string' || typeof body?.message !== 'string')
          problems.push(`4xx without {code, message}: ${show(o)}`);
      }
      if (status < 300) ok++;
      if (process.env.FUZZ_VERBOSE) console.log(`valid: ${show(o)}`);
    }
    console.log(`valid requests: ${ordered.length}, ${ok} answered 2xx`);
    expect(problems).toEqual([]);
  }, 120_000);

  it.each(DOCUMENTS)(
    '%s.yaml: odd input (control characters, huge values, bad UTF-8, deep JSON) never gets a 5xx',
    async (doc) => {
      const odd = cases.get(doc)!.filter((c) => c.odd);
      expect(odd.length).toBeGreaterThan(new Set(odd.map((c) => c.operationId)).size);
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      for (const c of odd) {
        const o = await send(c);
        const status = o.res.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (o.res.headers['x-content-type-options'] !== 'nosniff' || !o.res.headers['content-security-policy'])
          problems.push(`no security headers: ${show(o)}`);
        if (status >= 500 && !(status === 501 && unbuilt.has(c.operationId))) problems.push(`5xx: ${show(o)}`);
        if (status >= 400 && status < 500) {
          const body = json(o.res);
          if (typeof body?.code !== 'string' || typeof body?.message !== 'string')
            problems.push(`4xx without {code, message}: ${show(o)}`);
        }
      }
      console.log(
        `${doc}.yaml: ${odd.length} odd requests; answers ${[...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}`,
      );
      expect(problems).toEqual([]);
    },
    180_000,
  );

  // ---- nothing half-written: requests the schema accepts but a handler must refuse part-way

  /** Sends as admin and returns the answer; the whole context and the accounts must be unchanged after it. */
  async function refusedWithoutWrites(
    tables: readonly string[],
    request: { method: string; url: string; payload?: unknown },
    account = 'admin',
  ) {
    const before = await snapshot(tables);
    const res = await server.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: await server.auth(account),
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    const after = await snapshot(tables);
    const changed = [...after].filter(([table, v]) => before.get(table) !== v).map(([table]) => table);
    return { res, changed };
  }

  function expectRefused(res: LightMyRequestResponse, statuses: number[]) {
    expect(`${res.statusCode} ${res.body.slice(0, 300)}`).toMatch(new RegExp(`^(${statuses.join('|')}) `));
    const body = json(res);
    expect(typeof body?.code).toBe('string');
    expect(typeof body?.message).toBe('string');
  }

  const USER_TABLES = ['app_user', 'household', 'idp_account', 'staff_account'];
  const RECIPE_TABLES = ['recipe', 'recipe_ingredient', 'recipe_tag', 'recipe_author', 'idempotency_key'];

  it('createUser: a duplicate email is refused (409) and adds no user and no account', async () => {
    const email = `half.written.${SEED}@example.com`;
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: await server.auth('admin'),
      payload: { email, password: 'Half-Written-1!' },
    });
    expect(first.statusCode).toBe(201);
    const { res, changed } = await refusedWithoutWrites(USER_TABLES, {
      method: 'POST',
      url: '/api/user',
      payload: { email: email.toUpperCase(), password: 'Half-Written-2!' },
    });
    expectRefused(res, [409]);
    expect(changed).toEqual([]);
  }, 60_000);

  it('saveRecipe: a new recipe whose last ingredient does not exist is refused and leaves no recipe, ingredient line or tag', async () => {
    const [real] = ids.ingredientIds;
    const payload = {
      name: 'Half-written check',
      preparationDetails: { servings: 2 },
      recipeIngredients: [
        { ingredient: { idIngredient: real }, quantity: 100, unit: { name: 'GRAMS', quantityInGrams: 1 } },
        { ingredient: { idIngredient: 2_000_000_000 }, quantity: 50, unit: { name: 'GRAMS', quantityInGrams: 1 } },
      ],
    };
    const { res, changed } = await refusedWithoutWrites(RECIPE_TABLES, { method: 'POST', url: '/api/recipe/', payload });
    expectRefused(res, [400, 404, 409, 422]);
    expect(changed).toEqual([]);
  }, 60_000);

  it('saveRecipe: an update with a stale version (409) or a missing ingredient changes nothing of the stored recipe', async () => {
    const [real] = ids.ingredientIds;
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('admin'),
      payload: {
        name: 'Versioned',
        preparationDetails: { servings: 1 },
        recipeIngredients: [{ ingredient: { idIngredient: real }, quantity: 10, unit: { name: 'GRAMS', quantityInGrams: 1 } }],
      },
    });
    expect(created.statusCode).toBe(200);
    const saved = created.json().data as { idRecipe: number; version: number };
    const base = { idRecipe: saved.idRecipe, name: 'Renamed', preparationDetails: { servings: 3 } };
    const stale = await refusedWithoutWrites(RECIPE_TABLES, {
      method: 'POST',
      url: '/api/recipe/',
      payload: { ...base, version: saved.version + 7, recipeIngredients: [] },
    });
    expectRefused(stale.res, [409, 412]);
    expect(stale.changed).toEqual([]);
    const missing = await refusedWithoutWrites(RECIPE_TABLES, {
      method: 'POST',
      url: '/api/recipe/',
      payload: {
        ...base,
        version: saved.version,
        recipeIngredients: [
          { ingredient: { idIngredient: real }, quantity: 20, unit: { name: 'GRAMS', quantityInGrams: 1 } },
          { ingredient: { idIngredient: 2_000_000_000 }, quantity: 5, unit: { name: 'GRAMS', quantityInGrams: 1 } },
        ],
      },
    });
    expectRefused(missing.res, [400, 404, 409, 422]);
    expect(missing.changed).toEqual([]);
  }, 60_000);

  it('saveEnergyDistribution: shares that do not sum to 100 % are refused and the stored distribution stays', async () => {
    const before = await server.app.inject({
      method: 'GET',
      url: '/api/energy-distribution',
      headers: await server.auth('admin'),
    });
    const { res, changed } = await refusedWithoutWrites(['setting'], {
      method: 'POST',
      url: '/api/energy-distribution',
      payload: { proteinDistribution: 0.5, fatDistribution: 0.5, carbohydratesDistribution: 0.5 },
    });
    expectRefused(res, [400, 422]);
    expect(changed).toEqual([]);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/energy-distribution',
      headers: await server.auth('admin'),
    });
    expect(after.body).toBe(before.body);
  }, 60_000);

  it('createSimulationProfile: a profile that is not JSON is refused and stores nothing', async () => {
    const { res, changed } = await refusedWithoutWrites(['simulation_profile'], {
      method: 'POST',
      url: '/planner/simulate/profile',
      payload: { name: 'Broken', userProfile: '{"age": ' },
    });
    if (res.statusCode === 501) expect(unbuilt.has('createSimulationProfile')).toBe(true);
    else expectRefused(res, [400, 422]);
    expect(changed).toEqual([]);
  }, 60_000);
});
