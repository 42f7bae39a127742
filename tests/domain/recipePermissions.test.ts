import { canEditRecipe, canPickRecipeAuthor } from '../../src/domain/recipePermissions';

describe('recipe permissions', () => {
  it('lets admins and nutritionists edit any recipe, authored or not', () => {
    expect(canEditRecipe({ roles: ['admin'], externalId: 'x' }, 'ext-olaf')).toBe(true);
    expect(canEditRecipe({ roles: ['nutritionist'], externalId: 'x' }, 'ext-olaf')).toBe(true);
    expect(canEditRecipe({ roles: ['nutritionist'], externalId: 'x' }, undefined)).toBe(true);
  });

  it('lets anyone else edit only what they authored, matched by external id', () => {
    expect(canEditRecipe({ roles: ['ambassador'], externalId: 'ext-olaf' }, 'ext-olaf')).toBe(true);
    expect(canEditRecipe({ roles: ['ambassador'], externalId: 'ext-nina' }, 'ext-olaf')).toBe(false);
    expect(canEditRecipe({ roles: [], externalId: 'ext-nina' }, 'ext-olaf')).toBe(false);
  });

  it('leaves a recipe with no author (the seeded catalogue) to staff', () => {
    expect(canEditRecipe({ roles: ['ambassador'], externalId: 'ext-amb' }, undefined)).toBe(false);
    expect(canEditRecipe({ roles: ['ambassador'], externalId: 'ext-amb' }, null)).toBe(false);
    expect(canEditRecipe({ roles: [], externalId: '' }, '')).toBe(false);
  });

  it('gives the author picker to admins only', () => {
    expect(canPickRecipeAuthor({ roles: ['admin'] })).toBe(true);
    expect(canPickRecipeAuthor({ roles: ['nutritionist'] })).toBe(false);
  });
});
