import path from 'node:path';
import { apiCoverage, formatCoverage, projectCoverageSources } from '../../../src/server/http/coverage';

const specPath = path.join(__dirname, 'fixtures', 'pantry.yaml');

describe('api coverage', () => {
  it('reports built, missing (by tag) and undeclared handlers', async () => {
    const [doc] = await apiCoverage([
      { name: 'pantry', specPath, handlers: { listShelves: async () => [], getShelves: async () => [] } },
    ]);
    expect(doc.declared).toBe(8);
    expect(doc.built).toEqual(['listShelves']);
    expect(doc.missing).toHaveLength(7);
    expect(doc.unknown).toEqual(['getShelves']);
    expect(doc.missingByTag.Photos).toEqual(['uploadShelfPhoto']);
    const text = formatCoverage([doc], true);
    expect(text).toContain('pantry      1 / 8    built (13%)');
    expect(text).toContain('handlers for undeclared operations (start-up fails): getShelves');
    expect(text).toContain('missing [Shelves] createShelf, getShelf, deleteShelf, setShelfNote');
  });
});

describe('api coverage of this project', () => {
  it("builds every backend's handler map without a database and finds no undeclared handlers", async () => {
    const report = await apiCoverage(await projectCoverageSources(path.join(__dirname, '../../..')));
    expect(report.map((doc) => doc.name)).toEqual(['api', 'search', 'planner']);
    for (const doc of report) {
      expect(doc.unknown).toEqual([]);
      expect(doc.built.length).toBeGreaterThan(0);
    }
    // The search and planner backends are complete (issues 4 and 5).
    expect(report.filter((doc) => doc.name !== 'api').every((doc) => doc.missing.length === 0)).toBe(true);
  });
});
