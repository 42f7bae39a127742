import type { OperationInfo } from '../../../src/server/http';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** One signed-in account per role of the specification (and the bulk-export role). */
const accounts: Record<string, string> = {
  admin: 'admin',
  nutritionist: 'nutritionist',
  ambassador: 'ambassador',
  user: 'user',
  'bulk-export': 'exporter',
};

function admits(op: OperationInfo, role: string): boolean {
  return op.roles.includes('user') || op.roles.includes(role as never);
}

/** A request for an operation with placeholder path values (the matrix is about who may call). */
function requestFor(op: OperationInfo) {
  const url = op.url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    name === 'runId' ? 'run-1' : /langual/i.test(op.path) ? 'A0001' : '1',
  );
  return { method: op.method, url };
}

describe('the role table on every operation of the three backends', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'es'] });
  }, 120_000);
  afterAll(async () => server?.close());

  const operations = () => server.served.flatMap((s) => s.operations);

  it('declares roles for all 108 operations', () => {
    expect(operations().length).toBeGreaterThanOrEqual(108);
    expect(operations().filter((op) => op.roles.length === 0)).toEqual([]);
  });

  it.each(Object.keys(accounts))(
    'refuses %s exactly the operations its role may not call, and never answers 5xx but 501',
    async (role) => {
      const headers = await server.auth(accounts[role]);
      const wrong: string[] = [];
      for (const op of operations()) {
        const res = await server.app.inject({ ...requestFor(op), headers });
        const refused = res.statusCode === 403 && res.json().code === 'FORBIDDEN';
        if (admits(op, role) === refused) wrong.push(`${op.operationId}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode >= 500 && res.statusCode !== 501)
          wrong.push(`${op.operationId}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );

  it('answers 401 to every operation without a token', async () => {
    const notRefused: string[] = [];
    for (const op of operations()) {
      const res = await server.app.inject(requestFor(op));
      if (res.statusCode !== 401) notRefused.push(`${op.operationId}: ${res.statusCode}`);
    }
    expect(notRefused).toEqual([]);
  });
});
