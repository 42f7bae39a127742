import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(180_000);

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
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function addIngredient(page: Page, search: string, optionName: string, quantity: string) {
  const picker = page.getByRole('combobox', { name: 'Add ingredient' });
  await picker.fill(search);
  await page.getByRole('option', { name: optionName, exact: true }).click();
  await page.getByLabel(`Quantity of ${optionName}`).fill(quantity);
}

describe('a nutritionist works on a recipe in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem(['nl'], { seed: ['nl'] });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('creates a recipe with two ingredients, sees its nutrition, finds it misspelt, and manages a photo', async () => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    await page.goto(`${system.baseUrl}/nutritionist/recipes/new`);
    await page.getByLabel('Name').fill('Grandma lentil quinoa stew');
    await page.getByLabel('Servings').fill('2');
    await addIngredient(page, 'lentils raw', 'Lentils, raw', '200');
    await addIngredient(page, 'quinoa uncooked', 'Quinoa, uncooked', '100');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.getByText('Recipe created with success').waitFor();
    await page.waitForURL(/\/nutritionist\/recipes\/\d+$/);
    const id = Number(page.url().split('/').pop());
    // Nutrition per serving, computed by the server from the two ingredients (SR28: lentils 352 kcal,
    // quinoa 368 kcal per 100 g): (704 + 368) / 2 servings = 536 kcal.
    const nutrition = page.getByRole('table', { name: 'Nutrition per serving' });
    await nutrition.getByText(/kcal/).first().waitFor();
    const energy = await nutrition.getByRole('row').filter({ hasText: 'Energy' }).textContent();
    expect(Number(/([\d.]+)\s*kcal/.exec(energy ?? '')?.[1])).toBeCloseTo(536, -1);

    await page.goto(`${system.baseUrl}/nutritionist/recipes`);
    await page.getByPlaceholder('Search by name').fill('grandma lentl qinoa');
    await page.getByRole('link', { name: 'Grandma lentil quinoa stew' }).or(page.getByText('Grandma lentil quinoa stew')).first().waitFor();
    expect(page.url()).toContain('searchText=');

    await page.goto(`${system.baseUrl}/nutritionist/recipes/${id}/photos`);
    await page.getByLabel('Choose photos').setInputFiles({ name: 'stew.png', mimeType: 'image/png', buffer: await samplePng() });
    const deleteButton = page.getByRole('button', { name: /^Delete photo \d+$/ });
    await deleteButton.waitFor();
    await deleteButton.click();
    await expect(deleteButton.waitFor({ state: 'detached', timeout: 10_000 })).resolves.toBeUndefined();
    await page.reload();
    await page.getByText('No photos yet.').waitFor();
    expect(await page.getByRole('button', { name: /^Delete photo \d+$/ }).count()).toBe(0);
    await page.close();
  });
});
