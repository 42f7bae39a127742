import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(300_000);

describe('the settings screen in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem(['nl', 'dk']);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('lets an admin fix an invalid energy distribution, save everything in one call, edit a weekly food-group rule and reset the recommender settings', async () => {
    const page = await browser.newPage();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/settings') saves.push(request.postData() ?? '');
    });
    await signIn(page, system.baseUrl, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();

    const protein = page.getByLabel('Protein (%)');
    await protein.waitFor();
    const carbohydrate = page.getByLabel('Carbohydrate (%)');
    const before = Number(await protein.inputValue());
    await protein.fill(String(before + 5));
    await page.getByRole('alert').filter({ hasText: 'Sum of kcal distribution should be 100%' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    expect(saves).toHaveLength(0);

    await carbohydrate.fill(String(Number(await carbohydrate.inputValue()) - 5));
    await page.getByRole('tab', { name: 'Energy estimation equation' }).click();
    await page.getByText('Harris-Benedict', { exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved with success').waitFor();
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0])).toMatchObject({
      energyEstimationEquation: 'HARRIS_BENEDICT',
      mealOfDayDivisions: expect.any(Array),
    });

    // What was saved is what the server now answers.
    await page.reload();
    await protein.waitFor();
    expect(Number(await protein.inputValue())).toBe(before + 5);
    await page.getByRole('tab', { name: 'Energy estimation equation' }).click();
    expect(await page.getByRole('radio', { name: 'Harris-Benedict', exact: true }).isChecked()).toBe(true);

    // The default weekly food-group rule (red meat at most 3 meals a week): refused while its count is out of range,
    // changed, saved, read back; a rule added and removed again; reset brings the default back.
    await page.getByRole('tab', { name: 'Recommender settings' }).click();
    const rules = page.getByRole('group', { name: 'Weekly food-group rules' });
    expect(await rules.getByLabel('Rule 1 food group').inputValue()).toBe('RED_MEAT');
    expect(await rules.getByLabel('Rule 1 meals a week').inputValue()).toBe('3');
    await rules.getByRole('button', { name: 'Add rule' }).click();
    await rules.getByRole('button', { name: 'Remove rule 2' }).click();
    await rules.getByLabel('Rule 1 meals a week').fill('30');
    await rules.getByRole('alert').filter({ hasText: 'Enter a whole number of meals from 0 to 21' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    expect(saves).toHaveLength(1);
    await rules.getByLabel('Rule 1 meals a week').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved with success').last().waitFor();
    await page.waitForTimeout(200);
    expect(saves).toHaveLength(2);
    expect(JSON.parse(saves[1]).recommenderSettings.weeklyFoodGroupRules).toEqual([{ foodGroup: 'RED_MEAT', atMost: 2 }]);
    await page.reload();
    await page.getByRole('tab', { name: 'Recommender settings' }).click();
    expect(await rules.getByLabel('Rule 1 food group').inputValue()).toBe('RED_MEAT');
    expect(await rules.getByLabel('Rule 1 bound').inputValue()).toBe('atMost');
    expect(await rules.getByLabel('Rule 1 meals a week').inputValue()).toBe('2');
    // For a person to look at (the rules editor as an admin sees it).
    await page.screenshot({ path: path.join(os.tmpdir(), 'nbo-e2e-settings-rules.png'), fullPage: true });

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByText('Recommender settings successfully reset').waitFor();
    const count = rules.getByLabel('Rule 1 meals a week');
    for (let i = 0; i < 50 && (await count.inputValue()) !== '3'; i += 1) await page.waitForTimeout(100);
    expect(await count.inputValue()).toBe('3');
    await page.close();
  });
});
