import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(300_000);

/** Screenshots of the FCDB screens, for a person to look at. */
const shots = path.join(os.tmpdir(), 'nbo-e2e-ingredients');

interface UsedUnit {
  id: number;
  name: string;
  unit: string;
  parent: string;
}

describe('the FCDB screens in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    // es for the ambassador (the demo account's context), dk as the country imported from; nl as well, so the
    // database is a copy of the run's snapshot the server suites use (tests/setup/databases.ts).
    system = await startSystem(['nl', 'dk', 'es'], { seed: ['nl', 'dk', 'es'] });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const signedIn = async (username: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, system.baseUrl, username);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    return page;
  };

  it('lets an ambassador filter by a LanguaL subtree, edit units, hide an ingredient and import one from dk', async () => {
    // A seeded es food with a unit a seeded recipe uses, and the parent of one of its LanguaL descriptors.
    const [food] = await system.db.transaction(
      (tx) =>
        tx.query<UsedUnit>(
          `SELECT i.id, i.name, u.name AS unit, d.parent_code AS parent
           FROM ingredient i
           JOIN unit u ON u.ingredient_id = i.id AND u.name <> 'GRAMS'
           JOIN ingredient_langual il ON il.ingredient_id = i.id
           JOIN shared.langual_descriptor d ON d.code = il.langual_code AND d.parent_code LIKE 'B%'
           WHERE EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.unit_id = u.id)
           ORDER BY i.id LIMIT 1`,
        ),
      { context: 'es' },
    );
    expect(food).toBeDefined();
    // A food created in dk (a duplicate): it has no external id, so es may import it once.
    const [dkFood] = await system.db.transaction(
      (tx) => tx.query<{ id: number; name: string }>('SELECT id, name FROM ingredient ORDER BY id LIMIT 1'),
      { context: 'dk' },
    );

    const dk = await signedIn('nutritionist.dk');
    await dk.goto(`${system.baseUrl}/nutritionist/ingredients/fcdb/${dkFood.id}`);
    await dk.getByRole('button', { name: 'Duplicate' }).click();
    await dk.getByText('Ingredient duplicated with success').waitFor();
    await dk.waitForURL((url) => /\/ingredients\/fcdb\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${dkFood.id}`));
    const dkCopyId = Number(new URL(dk.url()).pathname.split('/').pop());
    await dk.close();

    const page = await signedIn('ambassador');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Ingredients' }).click();
    const table = page.getByRole('table', { name: 'Ingredients' });
    await table.waitFor();
    await page.screenshot({ path: path.join(shots, 'fcdb-list.png'), fullPage: true });

    // The LanguaL filter (the tree browser): search the parent descriptor by its id and tick it (subtree
    // included by default).
    await page.getByRole('button', { name: 'LanguaL: any' }).click();
    await page.getByRole('textbox', { name: 'Search LanguaL descriptors' }).fill(food.parent);
    await page
      .getByRole('list', { name: 'LanguaL search results' })
      .getByRole('checkbox', { name: new RegExp(`\\(${food.parent}\\)$`) })
      // A click, not check(): the box follows the URL, which the router updates a moment later.
      .click();
    await page.waitForURL((url) => url.searchParams.get('languaLID') === food.parent);
    await page.getByRole('button', { name: 'LanguaL: 1 selected' }).waitFor();
    await page.getByRole('textbox', { name: 'Search ingredients' }).fill(food.name);
    await page.waitForURL((url) => url.searchParams.get('search') === food.name);
    const link = table.getByRole('link', { name: food.name, exact: true });
    await link.waitFor();
    await page.screenshot({ path: path.join(shots, 'fcdb-langual-filter.png'), fullPage: true });
    await link.click();

    // The editor: add a unit, then try to delete the one a recipe uses.
    const units = page.getByRole('table', { name: 'Units' });
    await units.waitFor();
    await page.getByRole('button', { name: 'Add unit' }).click();
    const picker = page.getByRole('combobox', { name: 'New unit' });
    // The unit names come from their own query: wait for the first one a unit may take before reading them.
    await picker.locator('option:not([disabled]):not([value=""])').first().waitFor({ state: 'attached' });
    const free = await picker
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(free.length).toBeGreaterThan(0);
    await picker.selectOption(free[0]);
    await page.getByRole('textbox', { name: 'Grams of the new unit' }).fill('123');
    await page.getByRole('button', { name: 'Save unit' }).click();
    await units.getByRole('cell', { name: '123', exact: true }).waitFor();
    const usedLabel = food.unit.charAt(0) + food.unit.slice(1).toLowerCase().replace(/_/g, ' ');
    await page.getByRole('button', { name: `Delete unit ${usedLabel}` }).click();
    await page.getByText('Cannot delete units in use').waitFor();
    await page.screenshot({ path: path.join(shots, 'fcdb-editor-units.png'), fullPage: true });
    const stored = await system.db.transaction(
      (tx) => tx.query<{ name: string }>('SELECT name FROM unit WHERE ingredient_id = $1', [food.id]),
      { context: 'es' },
    );
    expect(stored.map((u) => u.name)).toEqual(expect.arrayContaining([food.unit, free[0]]));

    // Hide it from the list, then see it under the Hidden filter.
    await page.getByRole('link', { name: 'Back to the ingredients' }).click();
    await page.getByRole('textbox', { name: 'Search ingredients' }).fill(food.name);
    await page.waitForURL((url) => url.searchParams.get('search') === food.name);
    const toggle = page.getByRole('checkbox', { name: `Hidden: ${food.name}`, exact: true });
    await toggle.check();
    await page.getByLabel('Visibility').selectOption('HIDDEN');
    await page.waitForURL((url) => url.searchParams.get('visibilityFilter') === 'HIDDEN');
    await table.getByRole('link', { name: food.name, exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Hidden: ${food.name}`, exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(shots, 'fcdb-hidden.png'), fullPage: true });
    const [hidden] = await system.db.transaction(
      (tx) => tx.query<{ hide_from_user: boolean }>('SELECT hide_from_user FROM ingredient WHERE id = $1', [food.id]),
      { context: 'es' },
    );
    expect(hidden.hide_from_user).toBe(true);

    // Import the dk copy: once with success, a second time "Ingredient already exists".
    await page.getByRole('button', { name: 'Import from another country' }).click();
    await page.getByLabel('Country', { exact: true }).selectOption('dk');
    await page.getByLabel('Ingredient id in that country').fill(String(dkCopyId));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Ingredient imported with success').waitFor();
    await page.waitForURL(/\/ingredients\/fcdb\/\d+$/);
    await page
      .getByRole('heading', { name: `${dkFood.name} (copy)` })
      .or(page.getByRole('heading', { level: 2 }))
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Back to the ingredients' }).click();
    await page.getByRole('button', { name: 'Import from another country' }).click();
    await page.getByLabel('Country', { exact: true }).selectOption('dk');
    await page.getByLabel('Ingredient id in that country').fill(String(dkCopyId));
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Ingredient already exists').waitFor();
    await page.screenshot({ path: path.join(shots, 'fcdb-import-exists.png'), fullPage: true });
    await page.close();
  });

  it("lets a nutritionist edit an ingredient's LanguaL descriptors in the tree browser and save them", async () => {
    // A seeded dk potato: POTATO (B1218) has two parents, STARCH-PRODUCING PLANT (B1016) and root vegetables (B1018).
    const inDk = <T>(text: string, params: unknown[] = []) =>
      system.db.transaction((tx) => tx.query<T>(text, params), { context: 'dk' });
    const [potato] = await inDk<{ id: number }>(
      "SELECT ingredient_id AS id FROM ingredient_langual WHERE langual_code = 'B1218' ORDER BY ingredient_id LIMIT 1",
    );
    const before = (
      await inDk<{ code: string }>('SELECT langual_code AS code FROM ingredient_langual WHERE ingredient_id = $1 ORDER BY 1', [
        potato.id,
      ])
    ).map((r) => r.code);
    const dropped = before.find((c) => c !== 'B1218')!;
    expect(dropped).toBeDefined();

    const page = await signedIn('nutritionist.dk');
    await page.goto(`${system.baseUrl}/nutritionist/ingredients/fcdb/${potato.id}`);
    const section = page.getByRole('region', { name: 'LanguaL' });
    const hierarchy = section.getByRole('list', { name: 'LanguaL hierarchy' });
    // Up to its parents: the chip opens every ancestor, so the potato shows under both of its parents.
    await section.getByRole('button', { name: 'Show POTATO (B1218) in the hierarchy' }).click();
    await hierarchy.getByRole('checkbox', { name: 'POTATO (B1218)' }).nth(1).waitFor();
    expect(await hierarchy.getByRole('checkbox', { name: 'POTATO (B1218)' }).count()).toBe(2);
    await hierarchy
      .getByRole('button', { name: /^Collapse VEGETABLE-PRODUCING PLANT, ROOT, TUBER OR BULB USED \(B1018\)$/ })
      .waitFor();

    // Down to a child of B1018, and a search hit added; one descriptor removed from its chip.
    await hierarchy.getByRole('checkbox', { name: 'CARROT (B1227)' }).click();
    await section.getByRole('textbox', { name: 'Search LanguaL descriptors' }).fill('sweet potato');
    await section
      .getByRole('list', { name: 'LanguaL search results' })
      .getByRole('checkbox', { name: 'SWEET POTATO (B1106)' })
      .click();
    await section.getByRole('button', { name: new RegExp(`^Remove .*\\(${dropped}\\)$`) }).click();
    await page.screenshot({ path: path.join(shots, 'fcdb-editor-langual.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Ingredient saved with success').waitFor();

    const after = (
      await inDk<{ code: string }>('SELECT langual_code AS code FROM ingredient_langual WHERE ingredient_id = $1 ORDER BY 1', [
        potato.id,
      ])
    ).map((r) => r.code);
    expect(after).toEqual([...before.filter((c) => c !== dropped), 'B1106', 'B1227'].sort());
    const [{ subtree }] = await inDk<{ subtree: string[] }>('SELECT langual_subtree AS subtree FROM ingredient WHERE id = $1', [
      potato.id,
    ]);
    expect(subtree).toEqual(expect.arrayContaining(['B1218', 'B1016', 'B1018', 'B1579', 'B1227', 'B1106']));
    await page.close();
  });

  it('lets a nutritionist toggle what an ingredient holds, with the reasons shown, and save it', async () => {
    // A seeded dk dairy food whose facts come from its SR food group, used by at least one vegetarian recipe.
    const inDk = <T>(text: string, params: unknown[] = []) =>
      system.db.transaction((tx) => tx.query<T>(text, params), { context: 'dk' });
    const [food] = await inDk<{ id: number; name: string; reason: string }>(
      `SELECT i.id, i.name, i.fact_reasons->>'DAIRY' AS reason FROM ingredient i
       WHERE i.animal_origins = '{DAIRY}' AND i.gluten_cereals = '{}' AND i.fact_reasons->>'DAIRY' LIKE 'SR food group%'
         AND EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.ingredient_id = i.id)
       ORDER BY i.id LIMIT 1`,
    );
    expect(food).toBeDefined();
    const page = await signedIn('nutritionist.dk');
    await page.goto(`${system.baseUrl}/nutritionist/ingredients/fcdb/${food.id}`);
    const holds = page.getByRole('region', { name: 'What it holds' });
    const derived = holds.getByRole('group', { name: 'Derived from these facts' });
    const dairy = holds.getByRole('checkbox', { name: 'Dairy', exact: true });
    await dairy.waitFor();
    expect(await dairy.isChecked()).toBe(true);
    await holds.getByText(food.reason).waitFor();
    expect(await derived.textContent()).toContain('Suitable for: Lacto ovo vegetarian, Pescetarian, Lacto vegetarian, No pork');

    // Dairy off: vegan for a moment; on again, and wheat added.
    await dairy.click();
    await derived.getByText(/Vegan/).waitFor();
    await dairy.click();
    await holds.getByText(food.reason).waitFor();
    const wheat = holds.getByRole('checkbox', { name: 'Wheat', exact: true });
    await wheat.click();
    await holds.getByText('new: set by you when saved').waitFor();
    expect(await derived.textContent()).toContain('Allergens: Gluten, Milk');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Ingredient saved with success').waitFor();

    // Stored with the reason who set it and the day (UTC; the save may have crossed midnight).
    const [row] = await inDk<{ gluten_cereals: string[]; allergens: string[]; fact_reasons: Record<string, string> }>(
      'SELECT gluten_cereals, allergens, fact_reasons FROM ingredient WHERE id = $1',
      [food.id],
    );
    const days = [Date.now(), Date.now() - 60_000].map((t) => new Date(t).toISOString().slice(0, 10));
    const setBy = row.fact_reasons.WHEAT;
    expect(days.map((d) => `set by nutritionist.dk on ${d}`)).toContain(setBy);
    expect(row).toEqual({
      gluten_cereals: ['WHEAT'],
      allergens: ['GLUTEN', 'MILK'],
      fact_reasons: { DAIRY: food.reason, WHEAT: setBy },
    });
    // Read again from the server: the facts with their reasons are shown.
    await page.reload();
    await holds.getByText(setBy).waitFor();
    expect(await holds.getByRole('checkbox', { name: 'Wheat', exact: true }).isChecked()).toBe(true);
    expect(await holds.getByRole('checkbox', { name: 'Dairy', exact: true }).isChecked()).toBe(true);
    await holds.getByText(food.reason).waitFor();
    await holds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'fcdb-editor-facts.png'), fullPage: true });
    await holds.screenshot({ path: path.join(shots, 'fcdb-editor-facts-section.png') });
    // The recipes using it hold gluten now.
    const [{ without }] = await inDk<{ without: number }>(
      `SELECT count(*)::int AS without FROM recipe r WHERE NOT ('GLUTEN' = ANY(r.allergens))
       AND EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.recipe_id = r.id AND ri.ingredient_id = $1)`,
      [food.id],
    );
    expect(without).toBe(0);
    await page.close();
  });

  it("refuses a save over someone else's with the edits kept, and reloads theirs on request", async () => {
    const inDk = <T>(text: string, params: unknown[] = []) =>
      system.db.transaction((tx) => tx.query<T>(text, params), { context: 'dk' });
    const [food] = await inDk<{ id: number; name: string; version: number }>(
      'SELECT id, name, version FROM ingredient ORDER BY id OFFSET 5 LIMIT 1',
    );
    const page = await signedIn('nutritionist.dk');
    await page.goto(`${system.baseUrl}/nutritionist/ingredients/fcdb/${food.id}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const englishName = page.getByRole('textbox', { name: 'English name' });
    await page.getByRole('heading', { name: food.name }).waitFor();
    // Someone else saves the ingredient after it was opened here (a new name, one more version).
    await inDk("UPDATE ingredient SET name = name || ' (theirs)', version = version + 1 WHERE id = $1", [food.id]);
    await englishName.fill('Mine');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert', { name: 'Not saved' });
    await alert.waitFor();
    await page.getByText('There was an error saving').waitFor();
    await page
      .getByText(/The ingredient was changed by someone else \(you loaded version \d+, it is now version \d+\)/)
      .waitFor();
    expect(await englishName.inputValue()).toBe('Mine');
    await page.screenshot({ path: path.join(shots, 'fcdb-editor-version-conflict.png'), fullPage: true });
    expect(
      (await inDk<{ english_name: string | null }>('SELECT english_name FROM ingredient WHERE id = $1', [food.id]))[0]
        .english_name,
    ).not.toBe('Mine');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe(`${food.name} (theirs)`);
    expect(await englishName.inputValue()).not.toBe('Mine');
    await englishName.fill('Mine');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Ingredient saved with success').waitFor();
    const [row] = await inDk<{ name: string; english_name: string; version: number }>(
      'SELECT name, english_name, version FROM ingredient WHERE id = $1',
      [food.id],
    );
    expect(row).toEqual({ name: `${food.name} (theirs)`, english_name: 'Mine', version: food.version + 2 });
    await page.close();
  });
});
