import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../../src/server/db/migrate';
import { ciqualValue, importFoods, readCiqualDirectory, readSrDirectory } from '../../../src/server/seed/importers';
import { seedLangual } from '../../../src/server/seed/seed';
import { openTestDatabase, type TestDatabase } from './helpers';

jest.setTimeout(120_000);

const sr = (rows: (string | number)[][]) =>
  rows.map((r) => r.map((v) => (typeof v === 'string' ? `~${v}~` : String(v))).join('^')).join('\r\n') + '\r\n';

describe('food composition importers', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await openTestDatabase();
    await migrate(t.db, { contexts: ['pt'] });
    await seedLangual(t.db);
    dir = mkdtempSync(path.join(os.tmpdir(), 'fcdb-'));
    writeFileSync(
      path.join(dir, 'FOOD_DES.txt'),
      sr([
        ['90001', '0900', 'Fruit, test, raw', 'FRUIT,TEST,RAW'],
        ['90002', '0100', 'Cheese, test', 'CHEESE,TEST'],
      ]),
    );
    writeFileSync(
      path.join(dir, 'FD_GROUP.txt'),
      sr([
        ['0900', 'Fruits and Fruit Juices'],
        ['0100', 'Dairy and Egg Products'],
      ]),
    );
    writeFileSync(
      path.join(dir, 'NUT_DATA.txt'),
      sr([
        ['90001', '208', 52],
        ['90001', '307', 1],
        ['90002', '208', 402],
        ['90002', '307', 621],
      ]),
    );
    writeFileSync(
      path.join(dir, 'WEIGHT.txt'),
      sr([
        ['90001', 1, 1, 'medium', 182],
        ['90001', 2, 1, 'cup, sliced', 109],
        ['90002', 1, 1, 'slice', 28],
      ]),
    );
    writeFileSync(
      path.join(dir, 'LANGUAL.txt'),
      sr([
        ['90001', 'A0143'],
        ['90002', 'NOTACODE'],
      ]),
    );
    const header = [
      'alim_grp_code',
      'alim_ssgrp_code',
      'alim_ssssgrp_code',
      'alim_grp_nom_fr',
      'alim_ssgrp_nom_fr',
      'alim_ssssgrp_nom_fr',
      'alim_code',
      'alim_nom_fr',
      'alim_nom_sci',
      'Energie, Règlement UE N° 1169/2011 (kcal/100 g)',
      'Protéines, N x facteur de Jones (g/100 g)',
      'Lipides (g/100 g)',
      'Sucres (g/100 g)',
      'Sodium (mg/100 g)',
    ];
    const csv = [
      header,
      ['02', '0201', '020101', 'fruits', '', '', '13000', 'Pomme, crue', '', '52,4', '0,25', 'traces', '-', '< 0,5'],
      ['02', '0201', '020101', 'fruits', '', '', '13000', 'Pomme, crue', '', '52,4', '0,25', 'traces', '-', '< 0,5'],
    ]
      .map((r) => r.join(';'))
      .join('\r\n');
    writeFileSync(path.join(dir, 'Table_Ciqual_test.csv'), Buffer.from(csv, 'latin1'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.drop();
  });

  it('reads CIQUAL cells: decimal comma, traces, below-limit and missing values', () => {
    expect([ciqualValue('52,4'), ciqualValue('traces'), ciqualValue('< 0,5'), ciqualValue('-'), ciqualValue('')]).toEqual([
      52.4,
      0,
      0,
      null,
      null,
    ]);
  });

  it('imports SR-format files with nutrients, units, food groups and known LanguaL factors, and re-imports in place', async () => {
    // A re-import is a save of the food (an editor that loaded it before gets 409 INGREDIENT_VERSION_CONFLICT).
    const first = await importFoods(t.db, 'pt', 'TEST_SR', readSrDirectory(dir));
    expect(first).toEqual({ ingredients: 2, units: 5, foodGroups: 2, langualLinks: 1 });
    const again = await importFoods(t.db, 'pt', 'TEST_SR', readSrDirectory(dir));
    expect(again.ingredients).toBe(2);
    const rows = await t.db.transaction(
      (tx) =>
        tx.query<{ name: string; version: number; energy_kcal: number; salt: number; units: string; allergens: string[] }>(
          `SELECT i.name, i.version, i.energy_kcal, i.salt, string_agg(u.name || '=' || u.quantity_in_grams, ',' ORDER BY u.name) AS units, i.allergens
       FROM ingredient i JOIN unit u ON u.ingredient_id = i.id WHERE i.fcdb = 'TEST_SR' GROUP BY i.id ORDER BY i.external_id`,
        ),
      { context: 'pt' },
    );
    expect(rows).toEqual([
      {
        name: 'Fruit, test, raw',
        version: 2,
        energy_kcal: 52,
        salt: 0.003,
        units: 'CUP=109,GRAMS=1,MEDIUM_UNIT=182',
        allergens: [],
      },
      { name: 'Cheese, test', version: 2, energy_kcal: 402, salt: 1.553, units: 'GRAMS=1,SLICE=28', allergens: ['MILK'] },
    ]);
  });

  it('imports a CIQUAL table (first of a duplicated code) with French original names', async () => {
    const result = await importFoods(t.db, 'pt', 'CIQUAL_TEST', readCiqualDirectory(dir));
    expect(result.ingredients).toBe(1);
    const [apple] = await t.db.transaction(
      (tx) =>
        tx.query("SELECT original_name, energy_kcal, protein, fat, sugar, sodium FROM ingredient WHERE fcdb = 'CIQUAL_TEST'"),
      { context: 'pt' },
    );
    expect(apple).toEqual({ original_name: 'Pomme, crue', energy_kcal: 52.4, protein: 0.25, fat: 0, sugar: null, sodium: 0 });
  });
});
