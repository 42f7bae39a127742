import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(240_000);

/** A real photo-like PNG (a gradient), made here so the browser has something to compress. */
async function samplePng(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 97) % 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function addIngredient(page: Page, search: string, optionName: string, quantity: string) {
  const picker = page.getByRole('combobox', { name: 'Add ingredient' });
  await picker.fill(search);
  await page.getByRole('option', { name: optionName, exact: true }).click();
  await page.getByLabel(`Quantity of ${optionName}`).fill(quantity);
}

/** Every save the page sends (POST /api/recipe/), and every answer that is an error. */
function watch(page: Page) {
  const saves: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/recipe/') saves.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return { saves, failures };
}

/**
 * What Chromium reports against the Content-Security-Policy (of the SPA, the sign-in and sign-out pages):
 * every refused script, style, image, connection, form or frame is logged to the console.
 */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

/** Waits until the image has really been decoded (a broken image keeps naturalWidth 0). */
async function loadedWidth(page: Page, name: string | RegExp): Promise<number> {
  const image = page.getByRole('img', { name });
  await image.waitFor();
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    await image.elementHandle(),
    { timeout: 15_000 },
  );
  return image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0));
}

describe('recipes in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    // nl for the nutritionist and the plain user, es for the ambassador (the demo accounts' contexts); dk as well,
    // so the database is a copy of the run's snapshot the server suites use (tests/setup/databases.ts).
    system = await startSystem(['nl', 'dk', 'es'], { seed: ['nl', 'dk', 'es'] });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('lets a nutritionist create a recipe with one Save, see its nutrition, find it misspelt, and manage its cover photo', async () => {
    const page = await browser.newPage();
    const violations = cspViolations(page);
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const { saves, failures } = watch(page);

    await page.goto(`${system.baseUrl}/nutritionist/recipes/new`);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Grandma lentil quinoa stew');
    await page.getByLabel('Servings').fill('2');
    await addIngredient(page, 'lentils raw', 'Lentils, raw', '200');
    await addIngredient(page, 'quinoa uncooked', 'Quinoa, uncooked', '100');
    // Enter in a field is not a save either.
    await page.getByRole('textbox', { name: /^Name/ }).press('Enter');
    await page.waitForTimeout(500);
    expect(saves).toHaveLength(0);
    expect(page.url()).toMatch(/\/nutritionist\/recipes\/new$/);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Recipe created with success').waitFor();
    await page.waitForURL(/\/nutritionist\/recipes\/\d+$/);
    expect(saves).toHaveLength(1);
    const id = Number(page.url().split('/').pop());
    // Nutrition per serving, computed by the server from the two ingredients (SR28: lentils 352 kcal,
    // quinoa 368 kcal per 100 g): (704 + 368) / 2 servings = 536 kcal.
    const nutrition = page.getByRole('table', { name: 'Nutrition per serving' });
    await nutrition.getByText(/kcal/).first().waitFor();
    const energy = await nutrition.getByRole('row').filter({ hasText: 'Energy' }).textContent();
    expect(Number(/([\d.]+)\s*kcal/.exec(energy ?? '')?.[1])).toBeCloseTo(536, -1);
    await page.getByText('No cover photo').waitFor();

    await page.goto(`${system.baseUrl}/nutritionist/recipes`);
    await page.getByPlaceholder('Search by name').fill('grandma lentl qinoa');
    await page
      .getByRole('link', { name: 'Grandma lentil quinoa stew' })
      .or(page.getByText('Grandma lentil quinoa stew'))
      .first()
      .waitFor();
    expect(page.url()).toContain('searchText=');

    await page.goto(`${system.baseUrl}/nutritionist/recipes/${id}/photos`);
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'stew.png', mimeType: 'image/png', buffer: await samplePng() });
    await page.getByText('Photo uploaded with success').waitFor();
    expect(await loadedWidth(page, /^Thumbnail of photo \d+$/)).toBeGreaterThan(0);

    // The editor shows the new cover.
    await page.getByRole('link', { name: 'Back to the recipe' }).click();
    expect(await loadedWidth(page, 'Cover photo')).toBeGreaterThan(0);
    expect(await page.getByText('No cover photo').count()).toBe(0);

    await page.goto(`${system.baseUrl}/nutritionist/recipes/${id}/photos`);
    const deleteButton = page.getByRole('button', { name: /^Delete photo \d+$/ });
    await deleteButton.click();
    await expect(deleteButton.waitFor({ state: 'detached', timeout: 10_000 })).resolves.toBeUndefined();
    await page.reload();
    await page.getByText('No photos yet.').waitFor();
    expect(await page.getByRole('button', { name: /^Delete photo \d+$/ }).count()).toBe(0);
    // No call answered an error (the thumbnail's address, the favicon).
    expect(failures).toEqual([]);
    // Signing out runs the provider's sign-out page (its one script is allowed by hash) and returns to sign-in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByLabel('Username').waitFor();
    // The SPA, keycloak-js, Chakra's styles, the photo previews and the provider's pages all ran under the CSP.
    expect(violations).toEqual([]);
    await page.close();
  });

  it.each([
    ['an ambassador', 'ambassador'],
    ['a plain user', 'user'],
  ])('shows a seeded recipe locked to %s, in the list and in the editor', async (_who, account) => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, account);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const { saves } = watch(page);

    await page.goto(`${system.baseUrl}/nutritionist/recipes?searchText=Alfredo%20sauce`);
    // A row the viewer may not change offers no inline controls at all, and "View" instead of "Edit".
    await page.getByRole('link', { name: 'View Alfredo sauce' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit name of Alfredo sauce' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Meal types of Alfredo sauce' }).count()).toBe(0);
    // Alfredo sauce is a sauce, not a dessert.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'View Alfredo sauce' }) });
    expect(await row.getByText('No meal type').count()).toBe(1);

    await page.getByRole('link', { name: 'View Alfredo sauce' }).click();
    await page.getByText(/^Read-only: only the author of this recipe, admins and nutritionists can change it/).waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Servings').isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Add ingredient' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.keyboard.press('Control+s');
    await page.waitForTimeout(300);
    expect(saves).toHaveLength(0);
    await page.close();
  });

  it('lets a nutritionist untick a meal role of a seeded recipe, kept after a reload with who set the roles', async () => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const { saves, failures } = watch(page);
    const [{ id }] = await system.db.transaction(
      (tx) => tx.query<{ id: number }>("SELECT id FROM recipe WHERE external_id = '27520140'"),
      { context: 'nl' },
    );

    await page.goto(`${system.baseUrl}/nutritionist/recipes/${id}`);
    const roles = page.getByRole('group', { name: 'Meal roles' });
    const breakfast = roles.getByRole('checkbox', { name: 'Breakfast', exact: true });
    const breadMeal = roles.getByRole('checkbox', { name: 'Bread meal (sandwich, open sandwich)' });
    // Derived from the FNDDS food code and the name: an egg sandwich.
    await roles.getByText('Derived from the food category and the name').waitFor();
    expect(await breakfast.isChecked()).toBe(true);
    expect(await breadMeal.isChecked()).toBe(true);

    await breakfast.uncheck();
    await roles.getByText('Set by you when saved').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved with success').waitFor();
    expect(saves).toHaveLength(1);

    await page.reload();
    const today = new Date().toISOString().slice(0, 10);
    await roles.getByText(`Set by nutritionist on ${today}`).waitFor();
    expect(await breakfast.isChecked()).toBe(false);
    expect(await breadMeal.isChecked()).toBe(true);
    await roles.getByRole('button', { name: 'Reset to derived' }).waitFor();
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'recipe-meal-roles.png'), fullPage: true });
    expect(failures).toEqual([]);
    await page.close();
  });

  it('clamps a deep link past the last page to the last page', async () => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${system.baseUrl}/nutritionist/recipes?searchText=Alfredo%20sauce&page=7`);
    await page.getByRole('link', { name: 'Edit Alfredo sauce' }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await page.getByText('No recipes match these filters').count()).toBe(0);
    await page.close();
  });
});
