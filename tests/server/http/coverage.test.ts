import path from 'node:path';
import { apiCoverage, formatCoverage } from '../../../src/server/http/coverage';

const specPath = path.join(__dirname, 'fixtures', 'pantry.yaml');

describe('api coverage', () => {
  it('reports built, missing (by tag) and undeclared handlers', async () => {
    const [doc] = await apiCoverage([{ name: 'pantry', specPath, handlers: { listShelves: async () => [], getShelves: async () => [] } }]);
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
