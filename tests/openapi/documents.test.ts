import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { namedCalls, unnamedCalls, type Doc } from './calls';
import { ALLERGENS, ANIMAL_ORIGINS, DIETS, GLUTEN_CEREALS, MEAL_ROLES } from '../../src/domain';

const docs: Doc[] = ['api', 'search', 'planner'];
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const knownRoles = new Set(['admin', 'nutritionist', 'ambassador', 'user', 'bulk-export']);

interface Operation {
  doc: Doc;
  method: string;
  path: string;
  op: OpenAPIV3.OperationObject & { 'x-roles'?: unknown };
}

async function load(doc: Doc): Promise<OpenAPIV3.Document> {
  // validate() checks the document against the OpenAPI 3 schema and resolves every $ref.
  return (await SwaggerParser.validate(path.join(__dirname, '../../openapi', `${doc}.yaml`))) as OpenAPIV3.Document;
}

function operations(doc: Doc, api: OpenAPIV3.Document): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(api.paths)) {
    for (const method of methods) {
      const op = item?.[method];
      if (op) out.push({ doc, method: method.toUpperCase(), path: p, op });
    }
  }
  return out;
}

const loose = (p: string) => p.replace(/\/$/, '');

describe('the OpenAPI documents', () => {
  const loaded = new Map<Doc, OpenAPIV3.Document>();
  beforeAll(async () => {
    for (const doc of docs) loaded.set(doc, await load(doc));
  });
  const all = () => docs.flatMap((doc) => operations(doc, loaded.get(doc)!));

  it.each(docs)('%s.yaml is a valid OpenAPI 3.0 document with a bearer scheme', (doc) => {
    const api = loaded.get(doc)!;
    expect(api.openapi).toMatch(/^3\.0\./);
    expect(api.servers?.[0]?.url).toBe(`/${doc}`);
    expect(api.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a unique operationId, tags, roles and the bearer security requirement', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { doc, method, path: p, op } of all()) {
      const where = `${doc} ${method} ${p}`;
      if (!op.operationId) problems.push(`${where}: no operationId`);
      else if (seen.has(op.operationId))
        problems.push(`${where}: operationId ${op.operationId} also on ${seen.get(op.operationId)}`);
      else seen.set(op.operationId, where);
      if (!op.security?.some((s) => 'bearerAuth' in s)) problems.push(`${where}: no bearerAuth security requirement`);
      if (!op.tags?.length) problems.push(`${where}: no tags`);
      const roles = op['x-roles'];
      if (!Array.isArray(roles) || roles.length === 0 || !roles.every((r) => knownRoles.has(String(r)))) {
        problems.push(`${where}: x-roles missing or unknown (${JSON.stringify(roles)})`);
      }
      if (!op.responses?.['401']) problems.push(`${where}: no 401 response`);
    }
    expect(problems).toEqual([]);
  });

  it.each(docs)('%s.yaml holds every call the specification names for it', (doc) => {
    const present = new Set(operations(doc, loaded.get(doc)!).map((o) => `${o.method} ${loose(o.path)}`));
    const missing = namedCalls[doc].filter(([m, p]) => !present.has(`${m} ${loose(p)}`)).map(([m, p]) => `${m} ${p}`);
    expect(missing).toEqual([]);
    const ids = new Set(operations(doc, loaded.get(doc)!).map((o) => o.op.operationId));
    expect(unnamedCalls[doc].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('declares the x-result-count header on the list calls that page', () => {
    const paged = [
      ['search', 'GET', '/recipes'],
      ['search', 'GET', '/ingredients'],
      ['api', 'GET', '/ingredient'],
      ['api', 'GET', '/user'],
    ] as const;
    for (const [doc, method, p] of paged) {
      const op = operations(doc, loaded.get(doc)!).find((o) => o.method === method && o.path === p);
      const ok = op?.op.responses['200'] as OpenAPIV3.ResponseObject | undefined;
      expect(Object.keys(ok?.headers ?? {}).map((h) => h.toLowerCase())).toContain('x-result-count');
    }
  });

  it('names every enumeration value of the specification', () => {
    const schemas = { ...loaded.get('api')!.components!.schemas, ...loaded.get('planner')!.components!.schemas };
    const enumOf = (name: string) => ((schemas[name] as OpenAPIV3.SchemaObject | undefined)?.enum ?? []) as string[];
    expect(enumOf('MealType')).toEqual(expect.arrayContaining(['BREAKFAST', 'CEREAL', 'NO_MEAL_TYPE', 'SMOOTHIE']));
    expect(enumOf('MealType')).toHaveLength(17);
    expect(enumOf('Allergen')).toHaveLength(14);
    expect(enumOf('Diet')).toHaveLength(8);
    expect(enumOf('CookingMethod')).toHaveLength(14);
    expect(enumOf('Cuisine')).toHaveLength(13);
    expect(enumOf('UnitName')).toHaveLength(13);
    expect(enumOf('MealOfDay')).toEqual(['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER']);
    expect(enumOf('HeuristicName')).toHaveLength(17);
    // The food facts and what they derive, as the domain (src/domain/foodFacts.ts) has them.
    expect(enumOf('AnimalOrigin')).toEqual([...ANIMAL_ORIGINS]);
    expect(enumOf('GlutenCereal')).toEqual([...GLUTEN_CEREALS]);
    expect(enumOf('Allergen')).toEqual([...ALLERGENS]);
    expect(enumOf('Diet')).toEqual([...DIETS]);
    expect(enumOf('MealRole')).toEqual([...MEAL_ROLES]); // a division's role (src/domain/mealRoles.ts)
  });
});
