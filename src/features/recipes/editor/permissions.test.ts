import { mayEditRecipe, mayPickAuthor } from './permissions';

const author = { externalID: 'ext-olaf' };

describe('recipe permissions (catalogue.md section 6)', () => {
  it('lets admins and nutritionists edit any recipe', () => {
    expect(mayEditRecipe({ roles: ['admin'], externalId: 'x' }, author)).toBe(true);
    expect(mayEditRecipe({ roles: ['nutritionist'], externalId: 'x' }, author)).toBe(true);
  });

  it('lets anyone else edit only what they authored, matched by external id', () => {
    expect(mayEditRecipe({ roles: ['ambassador'], externalId: 'ext-olaf' }, author)).toBe(true);
    expect(mayEditRecipe({ roles: ['ambassador'], externalId: 'ext-nina' }, author)).toBe(false);
    expect(mayEditRecipe({ roles: [], externalId: '' }, {})).toBe(false);
  });

  it('gives the author picker to admins only', () => {
    expect(mayPickAuthor({ roles: ['admin'] })).toBe(true);
    expect(mayPickAuthor({ roles: ['nutritionist'] })).toBe(false);
  });
});
