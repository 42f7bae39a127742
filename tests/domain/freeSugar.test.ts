import { freeSugarShare, recipeFreeSugarPerServing } from '../../src/domain';

/** SR28 ingredients: [description, food group, sugar per 100 g, expected share]. */
const WHOLE: [string, string, number, number][] = [
  ['Sugars, granulated', 'Sweets', 99.8, 1],
  ['Honey', 'Sweets', 82.12, 1],
  ['Syrups, maple', 'Sweets', 60.46, 1],
  ['Jams and preserves', 'Sweets', 48.5, 1],
  ['Candies, milk chocolate', 'Sweets', 51.5, 1],
  ['Cocoa, dry powder, unsweetened', 'Sweets', 1.75, 0],
  ['Apples, raw, with skin', 'Fruits and Fruit Juices', 10.39, 0],
  ['Raisins, seedless', 'Fruits and Fruit Juices', 59.19, 0],
  ['Strawberries, frozen, unsweetened', 'Fruits and Fruit Juices', 4.56, 0],
  ['Orange juice, raw', 'Fruits and Fruit Juices', 8.4, 1],
  ['Apple juice, canned or bottled, unsweetened, without added ascorbic acid', 'Fruits and Fruit Juices', 9.62, 1],
  ['Cranberries, dried, sweetened', 'Fruits and Fruit Juices', 72.56, 1],
  ['Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'Dairy and Egg Products', 4.66, 0],
  ['Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products', 5.05, 0],
  ['Cheese, cheddar', 'Dairy and Egg Products', 0.48, 0],
  ['Cereals ready-to-eat, GENERAL MILLS, CHEERIOS', 'Breakfast Cereals', 4.4, 1],
  ["Cereals ready-to-eat, KELLOGG, KELLOGG'S CORN FLAKES", 'Breakfast Cereals', 9.6, 1],
  ['Cereals, oats, regular and quick, not fortified, dry', 'Breakfast Cereals', 0.99, 0],
  ['Beverages, carbonated, cola, regular', 'Beverages', 8.97, 1],
  ['Beverages, coffee, brewed, prepared with tap water', 'Beverages', 0, 0],
  ['Beverages, tea, black, brewed, prepared with tap water', 'Beverages', 0, 0],
  ['Beverages, almond milk, unsweetened, shelf stable', 'Beverages', 0, 0],
  ['Bread, whole-wheat, commercially prepared', 'Baked Products', 5.57, 1],
  ['Carrots, raw', 'Vegetables and Vegetable Products', 4.74, 0],
  ['Catsup', 'Vegetables and Vegetable Products', 21.27, 1],
  ['Tomato juice, canned, with salt added', 'Vegetables and Vegetable Products', 2.58, 0],
  ['Beans, kidney, all types, mature seeds, cooked, boiled, without salt', 'Legumes and Legume Products', 0.32, 0],
  ['Nuts, almonds', 'Nut and Seed Products', 4.35, 0],
  ['Nuts, almonds, honey roasted, unblanched', 'Nut and Seed Products', 12.0, 1],
  ['Soup, tomato, canned, condensed', 'Soups, Sauces, and Gravies', 10.25, 0.5],
  ['Sauce, barbecue', 'Soups, Sauces, and Gravies', 32.85, 1],
  ['Fast foods, hamburger; single, regular patty; plain', 'Fast Foods', 5.4, 0.5],
];

describe("freeSugarShare: the share of an ingredient's sugars that are free (WHO 2015)", () => {
  it.each(WHOLE)('%s (%s) -> %p', (name, foodGroup, sugarPer100g, share) => {
    expect(freeSugarShare({ name, foodGroup, sugarPer100g })).toBe(share);
  });

  it('counts the sugar of a sweetened dairy food over the lactose of milk', () => {
    const fruitYoghurt = freeSugarShare({
      name: 'Yogurt, fruit, low fat, 9 grams protein per 8 ounce',
      foodGroup: 'Dairy and Egg Products',
      sugarPer100g: 18.64,
    });
    expect(fruitYoghurt).toBeCloseTo(1 - 4.7 / 18.64, 6); // 0.75
    const chocolateMilk = freeSugarShare({
      name: 'Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D',
      foodGroup: 'Dairy and Egg Products',
      sugarPer100g: 9.54,
    });
    expect(chocolateMilk).toBeGreaterThan(0.4);
    expect(chocolateMilk).toBeLessThan(0.6);
    const iceCream = freeSugarShare({ name: 'Ice creams, vanilla', foodGroup: 'Sweets', sugarPer100g: 21.22 });
    expect(iceCream).toBeCloseTo(1 - 4.7 / 21.22, 6);
    // Without the sugar: a fixed share for a sweetened dairy food.
    expect(freeSugarShare({ name: 'Yogurt, vanilla, low fat', foodGroup: 'Dairy and Egg Products' })).toBe(0.65);
    // Non-dairy creamers and toppings are vegetable fat and corn syrup: all free.
    expect(freeSugarShare({ name: 'Cream substitute, powdered', foodGroup: 'Dairy and Egg Products', sugarPer100g: 7.77 })).toBe(
      1,
    );
  });

  it("grades fruit canned in syrup or juice by the syrup's part of the sugar", () => {
    const fruit = (name: string) => freeSugarShare({ name, foodGroup: 'Fruits and Fruit Juices' });
    expect(fruit('Peaches, canned, extra heavy syrup pack, solids and liquids')).toBe(0.6);
    expect(fruit('Peaches, canned, heavy syrup pack, solids and liquids')).toBe(0.5);
    expect(fruit('Peaches, canned, light syrup pack, solids and liquids')).toBe(0.35);
    expect(fruit('Peaches, canned, extra light syrup pack, solids and liquids')).toBe(0.25);
    expect(fruit('Peaches, canned, juice pack, solids and liquids')).toBe(0.25);
    expect(fruit('Peaches, canned, water pack, solids and liquids')).toBe(0);
  });

  it('takes honey, syrup, jam and sugar by name whatever the group, and names alone for an unknown group', () => {
    expect(freeSugarShare({ name: 'Honey', foodGroup: 'My group' })).toBe(1);
    expect(freeSugarShare({ name: 'Sugar, brown', foodGroup: null })).toBe(1);
    expect(freeSugarShare({ name: 'Jam, strawberry', foodGroup: 'Fruits and Fruit Juices' })).toBe(1);
    expect(freeSugarShare({ name: 'Apple juice', foodGroup: 'Jus' })).toBe(1);
    expect(freeSugarShare({ name: 'Pommes, raw', foodGroup: 'Fruits' })).toBe(0);
    expect(freeSugarShare({ name: 'Compote, sweetened', foodGroup: 'Desserts' })).toBe(1);
    expect(freeSugarShare({ name: 'Ratatouille', foodGroup: 'Plats' })).toBe(0.5);
    // A seeded SR28 group staff renamed is read by its source code.
    expect(freeSugarShare({ name: 'Candies, fudge', foodGroup: 'Snoep', foodGroupCode: '1900' })).toBe(1);
    expect(freeSugarShare({ name: 'Apples, raw', foodGroup: 'Fruit', foodGroupCode: '0900' })).toBe(0);
  });

  it('gives meat and fish the whole share: what sugar they list was added (fresh ones have none)', () => {
    expect(freeSugarShare({ name: 'Bologna, beef', foodGroup: 'Sausages and Luncheon Meats', sugarPer100g: 3.3 })).toBe(1);
  });
});

describe('recipeFreeSugarPerServing', () => {
  it('sums line grams x sugar per 100 g x retention x share over the servings', () => {
    const perServing = recipeFreeSugarPerServing(
      [
        { name: 'Yogurt, plain, whole milk', foodGroup: 'Dairy and Egg Products', grams: 300, sugarPer100g: 4.66 },
        { name: 'Honey', foodGroup: 'Sweets', grams: 20, sugarPer100g: 82.12 },
        { name: 'Strawberries, raw', foodGroup: 'Fruits and Fruit Juices', grams: 100, sugarPer100g: 4.89 },
        { name: 'Orange juice, raw', foodGroup: 'Fruits and Fruit Juices', grams: 100, sugarPer100g: 8.4, sugarRetention: 0.5 },
        { name: 'Salt, table', foodGroup: 'Spices and Herbs', grams: 1, sugarPer100g: null },
      ],
      2,
    );
    expect(perServing).toBeCloseTo((20 * 0.8212 + 100 * 0.084 * 0.5) / 2, 3);
  });
});
