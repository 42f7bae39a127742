/**
 * The documents agree about the schemas they share (scripts/openapiConsistency.ts, run by codegen and
 * codegen:check): the real documents pass, and a drift planted in a copy of a document is reported
 * with its name, its documents and where it is, by the function and by the command.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { checkConsistency, compareDocuments, dereference, DOCUMENT_NAMES, loadDocuments } from '../../scripts/openapiConsistency';

const OPENAPI_DIR = path.join(__dirname, '../../openapi');
const SCRIPT = path.join(__dirname, '../../scripts/openapiConsistency.ts');

/** A copy of the three documents with `edit` applied to one of them (through the YAML document model). */
function plantedCopy(doc: (typeof DOCUMENT_NAMES)[number], edit: (yaml: ReturnType<typeof parseDocument>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-drift-'));
  for (const name of DOCUMENT_NAMES) fs.copyFileSync(path.join(OPENAPI_DIR, `${name}.yaml`), path.join(dir, `${name}.yaml`));
  const file = path.join(dir, `${doc}.yaml`);
  const yaml = parseDocument(fs.readFileSync(file, 'utf8'));
  edit(yaml);
  fs.writeFileSync(file, yaml.toString());
  return dir;
}

describe('shared schemas of the OpenAPI documents', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('agree in the real documents, including the shapes issue 9 named', () => {
    const report = compareDocuments(loadDocuments(OPENAPI_DIR));
    expect(report.drifts).toEqual([]);
    const shared = new Map(report.shared.map((s) => [s.name, s.documents]));
    expect(shared.get('RecipeNutritionalInfo')).toEqual(['api', 'search', 'planner']);
    for (const name of ['IngredientSummary', 'IngredientGroupRef']) expect(shared.get(name)).toEqual(['api', 'search']);
    for (const name of ['HouseholdMember', 'UserProfile', 'UserIngredientFeedback', 'UserRecipeFeedback'])
      expect(shared.get(name)).toEqual(['api', 'planner']);
    expect(checkConsistency(OPENAPI_DIR).ok).toBe(true);
  });

  it('reports a property one document adds to a shared schema, with the documents and the place', () => {
    const dir = plantedCopy('planner', (yaml) => {
      yaml.setIn(['components', 'schemas', 'RecipeNutritionalInfo', 'properties', 'weightInGrams'], {
        type: 'number',
        minimum: 0,
      });
    });
    dirs.push(dir);
    const { drifts } = compareDocuments(loadDocuments(dir));
    expect(drifts).toEqual([
      expect.objectContaining({
        name: 'RecipeNutritionalInfo',
        documents: ['api', 'search', 'planner'],
        between: ['api', 'planner'],
        at: '/properties/weightInGrams',
      }),
    ]);
    const result = checkConsistency(dir);
    expect(result.ok).toBe(false);
    expect(result.message).toContain(
      'RecipeNutritionalInfo (api, search, planner): differs between api.yaml and planner.yaml at /properties/weightInGrams',
    );
  });

  it('compares after dereferencing: a drift in a schema that a shared one refers to is a drift of both', () => {
    // UserIngredientFeedback.value refers to FeedbackValue; an integer there is the old disagreement of the documents.
    const dir = plantedCopy('api', (yaml) => {
      yaml.setIn(['components', 'schemas', 'UserIngredientFeedback', 'properties', 'value'], { type: 'integer' });
    });
    dirs.push(dir);
    const names = compareDocuments(loadDocuments(dir)).drifts.map((d) => d.name);
    expect(names).toEqual(['UserIngredientFeedback', 'UserProfile']); // FeedbackValue itself is unchanged
  });

  it('treats a part inlined in one document and named in another as the same shape', () => {
    const docs = loadDocuments(OPENAPI_DIR);
    const planner = docs.planner as { components: { schemas: Record<string, unknown> } };
    const inlined = { ...planner, components: { schemas: { ...planner.components.schemas } } };
    inlined.components.schemas.IngredientDivision = {
      ...(inlined.components.schemas.IngredientDivision as object),
      properties: { ingredient: dereference(planner, { $ref: '#/components/schemas/IngredientRef' }) },
    };
    expect(compareDocuments({ ...docs, planner: inlined }).drifts).toEqual([]);
  });

  it('fails the command (exit 1) and names the schema when a document drifts', () => {
    const dir = plantedCopy('search', (yaml) => {
      yaml.setIn(['components', 'schemas', 'IngredientGroupRef', 'required'], ['idGroup', 'name']);
    });
    dirs.push(dir);
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: unknown }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toContain('IngredientGroupRef (api, search): differs between api.yaml and search.yaml at /required');
    expect(execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, OPENAPI_DIR], { encoding: 'utf8' })).toContain(
      'schemas defined by more than one document agree',
    );
  }, 60_000);
});
