/**
 * The dietitian bench's judge (src/domain/dietitianJudge.ts), on hand-made items: what a dietitian strikes is
 * struck for the right reason, and sensible items ("Apple, raw" as a snack, "Bread, whole wheat" at breakfast) are not.
 */
import {
  candyWord,
  dishFamilies,
  familyExcess,
  fruitVegGrams,
  judgeItem,
  onQuarterStep,
  sugarIsIntrinsic,
  uncommonFruit,
  type JudgeIngredient,
  type JudgeItem,
  type StrikeReason,
} from '../../src/domain/dietitianJudge';

const SLOTS = {
  breakfast: { mealOfDay: 'BREAKFAST', mealPart: 'BREAKFAST' },
  snack: { mealOfDay: 'MIDDLE_AFTERNOON', mealPart: 'SNACK' },
  soup: { mealOfDay: 'LUNCH', mealPart: 'SOUP' },
  lunch: { mealOfDay: 'LUNCH', mealPart: 'LUNCH' },
  dinner: { mealOfDay: 'DINNER', mealPart: 'DINNER' },
  fruit: { mealOfDay: 'LUNCH', mealPart: 'FRUIT' },
} as const;
type Slot = keyof typeof SLOTS;

const item = (name: string, slot: Slot, kcalPerServing = 150, ingredients?: JudgeIngredient[]): JudgeItem => ({
  name,
  ...SLOTS[slot],
  kcalPerServing,
  ingredients,
  youngestAge: 30,
});
const reasons = (i: JudgeItem): StrikeReason[] => judgeItem(i).map((s) => s.reason);

describe('dietitian judge: items that must be struck', () => {
  it.each<[string, Slot, StrikeReason]>([
    ['Fudge, chocolate, with nuts', 'snack', 'CANDY'],
    ['Toffee, chocolate covered', 'dinner', 'CANDY'],
    ['Halvah, plain', 'snack', 'CANDY'],
    ['Raisins, yogurt covered', 'snack', 'CANDY'],
    ['Almonds, chocolate covered', 'breakfast', 'CANDY'],
    ['Chocolate, milk, with nuts, not almond or peanuts', 'snack', 'CANDY'],
    ['Milk chocolate candy, with fruit and nuts', 'snack', 'CANDY'],
    ['Chewing gum, NFS', 'snack', 'CANDY'],
    ['Jelly beans', 'snack', 'CANDY'],
    ['Planters Peanut Bar', 'snack', 'CANDY'],
    ['Beer soup, made with milk', 'soup', 'ALCOHOL'],
    ['Wine spritzer', 'snack', 'ALCOHOL'],
    ['Cordial or liqueur', 'dinner', 'ALCOHOL'],
    ['Beef barbecue sandwich or Sloppy Joe, on bun', 'snack', 'SNACK_IS_MEAL'],
    ['Frankfurter or hot dog, plain, on bun', 'snack', 'SNACK_IS_MEAL'],
    ['Chicken, drumstick, roasted', 'snack', 'SNACK_IS_MEAL'],
    ['Matzo ball', 'snack', 'SNACK_IS_MEAL'],
    ['Beef stew with potatoes, gravy', 'snack', 'SNACK_IS_MEAL'],
    ['Frozen dinner, NFS', 'snack', 'SNACK_IS_MEAL'],
    ['Beef stew with potatoes, gravy', 'soup', 'SOUP_NOT_SOUP'],
    ['Tuna noodle casserole with (mushroom) soup', 'soup', 'SOUP_NOT_SOUP'],
    ['Chicken or turkey with (mushroom) soup (mixture)', 'soup', 'SOUP_NOT_SOUP'],
    ['Chili con carne with beans', 'soup', 'SOUP_NOT_SOUP'],
    ['Instant breakfast, fluid, canned', 'breakfast', 'BREAKFAST_MEAL_REPLACEMENT'],
    ['Cake, chocolate, with icing', 'breakfast', 'BREAKFAST_DESSERT'],
    ['Pie, apple, two crust', 'breakfast', 'BREAKFAST_DESSERT'],
    ['Pudding, chocolate, ready-to-eat', 'breakfast', 'BREAKFAST_DESSERT'],
    ['Ice cream, regular, flavors other than chocolate', 'breakfast', 'BREAKFAST_DESSERT'],
    ['Flan', 'breakfast', 'BREAKFAST_DESSERT'],
    ['Yogurt, chocolate, whole milk', 'breakfast', 'BREAKFAST_CHOCOLATE_DAIRY'],
    ['Milk, chocolate, NFS', 'breakfast', 'BREAKFAST_CHOCOLATE_DAIRY'],
    ['Cornstarch coconut dessert, Puerto Rican style (Tembleque)', 'dinner', 'MAIN_DESSERT'],
    ['Rice pudding made with coconut milk, Puerto Rican style', 'lunch', 'MAIN_DESSERT'],
    ['Spaghetti, cooked, fat added in cooking', 'dinner', 'MAIN_BARE_SIDE'],
    ['Macaroni, cooked, NS as to fat added in cooking', 'lunch', 'MAIN_BARE_SIDE'],
    ['Rice, white, cooked, fat not added in cooking', 'dinner', 'MAIN_BARE_SIDE'],
    ['Soybeans, cooked, fat not added in cooking', 'lunch', 'MAIN_BARE_SIDE'],
    ['Lentils, dry, cooked, NS as to fat added in cooking', 'lunch', 'MAIN_BARE_SIDE'],
    ['Bread, whole wheat', 'dinner', 'MAIN_BARE_SIDE'],
    ['Milk, NFS', 'lunch', 'MAIN_DRINK'],
    ['Orange juice, 100%, freshly squeezed', 'dinner', 'MAIN_DRINK'],
    ['Chips, potato, plain', 'lunch', 'MAIN_SNACK_FOOD'],
    ['Mixed nuts, NFS', 'dinner', 'MAIN_SNACK_FOOD'],
    [
      'Chicken, boneless, with gravy, dressing, rice, vegetable, dessert (frozen meal, large meat portion)',
      'lunch',
      'MAIN_FROZEN_MEAL_WITH_DESSERT',
    ],
    ['Salisbury steak, potatoes, vegetable, brownie (frozen meal)', 'dinner', 'MAIN_FROZEN_MEAL_WITH_DESSERT'],
    ['Peanut butter, vitamin and mineral fortified', 'snack', 'CONDIMENT_ALONE'],
    ['Spaghetti sauce with beef or meat other than lamb or mutton, homemade-style', 'dinner', 'CONDIMENT_ALONE'],
    ['Cookie, batter or dough, raw, not chocolate', 'snack', 'NOT_A_DISH'],
    ['Matzo ball', 'breakfast', 'MATZO_BALL_ALONE'],
    ['Peaches, baby food, strained', 'snack', 'BABY_FOOD'],
  ])('%s in the %s slot: %s', (name, slot, reason) => {
    expect(reasons(item(name, slot))).toContain(reason);
  });

  it('strikes a snack over 350 kcal per serving, not one under', () => {
    expect(reasons(item('Cake, carrot, with icing', 'snack', 542))).toEqual(['SNACK_OVER_350_KCAL']);
    expect(reasons(item('Cake, carrot, without icing', 'snack', 290))).toEqual([]);
  });

  it('strikes a vegetable side planned as the main by its ingredients', () => {
    const broccoli = [
      { name: 'Broccoli, cooked, boiled, drained, without salt', group: 'Vegetables and Vegetable Products', grams: 150 },
      { name: 'Butter, salted', group: 'Fats and Oils', grams: 5 },
    ];
    expect(reasons(item('Broccoli, cooked, from fresh, fat added in cooking', 'dinner', 60, broccoli))).toContain(
      'MAIN_BARE_SIDE',
    );
  });

  it('strikes a fruit slot without fruit (by ingredients)', () => {
    const chutney = [
      { name: 'Onions, raw', group: 'Vegetables and Vegetable Products', grams: 80 },
      { name: 'Sugars, granulated', group: 'Sweets', grams: 20 },
    ];
    expect(reasons(item('Chutney', 'fruit', 80, chutney))).toContain('FRUIT_SLOT_WITHOUT_FRUIT');
  });

  it('strikes alcohol by the weight of alcoholic ingredients when the name says nothing', () => {
    const fondue = [
      { name: 'Cheese, swiss', group: 'Dairy and Egg Products', grams: 100 },
      { name: 'Alcoholic beverage, wine, table, all', group: 'Beverages', grams: 110 },
    ];
    expect(reasons(item('Cheese fondue', 'dinner', 266, fondue))).toContain('ALCOHOL');
  });
});

describe('dietitian judge: sensible items that must pass', () => {
  it.each<[string, Slot]>([
    ['Apple, raw', 'snack'],
    ['Banana, raw', 'snack'],
    ['Bread, whole wheat', 'breakfast'],
    ['Oatmeal, cooked, regular, fat not added in cooking', 'breakfast'],
    ['Shredded wheat, plain (Includes: Shredded Wheat, 100%)', 'breakfast'],
    ['Egg omelet or scrambled egg, with cheese', 'breakfast'],
    ['Egg, cheese and bacon on bagel', 'breakfast'],
    ['Peanut butter and jelly sandwich', 'breakfast'],
    ['Yogurt, fruit variety, whole milk', 'breakfast'],
    ['Doughnut, NS as to cake or yeast', 'breakfast'],
    ['Muffin, plain', 'snack'],
    ['Yogurt, vanilla, lemon, or coffee flavor, whole milk', 'snack'],
    ['Mixed nuts, NFS', 'snack'],
    ['Crackers, whole wheat and bran', 'snack'],
    ['Cheese, cottage, lowfat, with fruit', 'snack'],
    ['Beef jerky', 'snack'],
    ['Cookie, chocolate chip sandwich', 'snack'],
    ['Turnover or dumpling, apple', 'snack'],
    ['Granola bar, chocolate-coated', 'snack'],
    ['Lentil soup', 'soup'],
    ['Matzo ball soup', 'soup'],
    ['Chicken vegetable soup with noodles, stew type, chunky style', 'soup'],
    ['Oyster stew', 'soup'],
    ['Shrimp gumbo', 'soup'],
    ["Shepherd's pie with beef", 'dinner'],
    ['Italian pie, meatless', 'lunch'],
    ['Tuna cake or patty', 'dinner'],
    ['Crab cake sandwich, on bun', 'lunch'],
    ['Shrimp cocktail (shrimp with cocktail sauce)', 'dinner'],
    ['Spaghetti with tomato sauce, meatless', 'dinner'],
    ['Pasta with vegetables, no sauce or dressing', 'dinner'],
    ['Rice with beans and chicken', 'lunch'],
    ['Macaroni or noodles with cheese', 'dinner'],
    ['Beef stew with potatoes, gravy', 'dinner'],
    ['Chicken and vegetable entree with rice, Oriental (frozen meal)', 'dinner'],
    ['Fish timbale or mousse', 'lunch'],
  ])('%s in the %s slot', (name, slot) => {
    expect(judgeItem(item(name, slot))).toEqual([]);
  });

  it('passes a fruit slot of fruit and a fixed division whatever its name', () => {
    const apple = [{ name: 'Apples, raw, with skin', group: 'Fruits and Fruit Juices', grams: 182 }];
    expect(judgeItem(item('Apple, raw', 'fruit', 95, apple))).toEqual([]);
    expect(judgeItem({ name: 'Spaghetti, cooked', mealOfDay: 'DINNER', kcalPerServing: 220 })).toEqual([]);
  });

  it('passes baby food for a household with an infant', () => {
    expect(judgeItem({ ...item('Peaches, baby food, strained', 'snack'), youngestAge: 1 })).toEqual([]);
  });

  it('keeps fudge cakes and caramel cookies out of candy', () => {
    expect(candyWord("Cake, chocolate, devil's food, or fudge, with icing")).toBeNull();
    expect(candyWord('Cookie, caramel coated, with nuts')).toBeNull();
    expect(candyWord('Fudge, divinity')).toBe('fudge');
  });
});

describe('dietitian judge: estimates', () => {
  const fruit = (name: string, grams: number): JudgeIngredient => ({ name, group: 'Fruits and Fruit Juices', grams });

  it('counts sugar as intrinsic only in whole fruit, plain milk or yoghurt and vegetables', () => {
    expect(sugarIsIntrinsic('Apple, raw', [fruit('Apples, raw, with skin', 182)])).toBe(true);
    expect(sugarIsIntrinsic('Peaches, canned, juice pack', [fruit('Peaches, canned, juice pack, solids and liquids', 120)])).toBe(
      true,
    );
    expect(
      sugarIsIntrinsic('Apricot, dried, cooked, with sugar', [
        fruit('Apricots, dried', 60),
        { name: 'Sugars, granulated', group: 'Sweets', grams: 12 },
      ]),
    ).toBe(false);
    expect(sugarIsIntrinsic('Orange juice, 100%', [fruit('Orange juice, raw', 240)])).toBe(false);
    const milk = [{ name: 'Milk, whole, 3.25% milkfat', group: 'Dairy and Egg Products', grams: 244 }];
    expect(sugarIsIntrinsic('Milk, NFS', milk)).toBe(true);
    expect(sugarIsIntrinsic('Milk, chocolate, NFS', milk)).toBe(false);
    expect(
      sugarIsIntrinsic('Yogurt, plain, whole milk', [
        { name: 'Yogurt, plain, whole milk', group: 'Dairy and Egg Products', grams: 245 },
      ]),
    ).toBe(true);
    const carrots = [{ name: 'Carrots, cooked, boiled', group: 'Vegetables and Vegetable Products', grams: 150 }];
    expect(sugarIsIntrinsic('Carrots, cooked', carrots)).toBe(true);
    expect(sugarIsIntrinsic('Muffin, plain', [{ name: 'Wheat flour, white', group: 'Cereal Grains and Pasta', grams: 60 }])).toBe(
      false,
    );
  });

  it('splits fruit, juice and vegetables and leaves potatoes and peanuts out', () => {
    const g = fruitVegGrams([
      fruit('Apples, raw, with skin', 100),
      fruit('Orange juice, raw', 200),
      fruit('Peaches, canned, juice pack, solids and liquids', 50),
      { name: 'Carrots, raw', group: 'Vegetables and Vegetable Products', grams: 80 },
      { name: 'Potatoes, boiled, cooked in skin, flesh', group: 'Vegetables and Vegetable Products', grams: 200 },
      { name: 'Lentils, mature seeds, cooked, boiled', group: 'Legumes and Legume Products', grams: 40 },
      { name: 'Peanut butter, smooth style', group: 'Legumes and Legume Products', grams: 30 },
    ]);
    expect(g).toEqual({ fruit: 150, juice: 200, veg: 120 });
  });

  it('tells quarter steps from other portions', () => {
    expect([0.25, 0.5, 1, 1.75, 2].every(onQuarterStep)).toBe(true);
    expect([0.68, 1.05, 1.86].some(onQuarterStep)).toBe(false);
  });

  it('groups dishes into families and counts the uses beyond two a week', () => {
    expect(dishFamilies('Egg, cheese and bacon on bagel')).toContain('egg sandwich');
    expect(dishFamilies('Scrambled egg sandwich')).toEqual(['egg sandwich']);
    expect(dishFamilies('Manicotti, cheese-filled, no sauce')).toContain('filled pasta');
    expect(dishFamilies('Stuffed shells, cheese-filled, no sauce')).toContain('filled pasta');
    expect(dishFamilies('Burrito with chicken and beans')).toContain('burrito/taco/enchilada');
    expect(dishFamilies('Peanut butter and jelly sandwich')).toContain('sandwich: peanut butter');
    expect(dishFamilies('Bran Flakes, NFS (formerly 40% Bran Flakes, NFS)')).toContain('ready-to-eat cereal');
    // "cereal- and vegetable protein-based" names what a meat substitute is made of, not a breakfast cereal.
    expect(dishFamilies('Meat substitute, cereal- and vegetable protein-based, fried')).not.toContain('ready-to-eat cereal');
    expect(dishFamilies('Muffin, plain')).toContain('muffin');
    expect(dishFamilies('Egg, cheese, and ham on English muffin')).not.toContain('muffin');
    const week = [
      'Fried egg sandwich',
      'Egg, cheese and bacon on bagel',
      'Scrambled egg sandwich',
      'Egg, cheese, and ham on English muffin',
      'Lasagna, meatless',
      'Lasagna, meatless, with vegetables',
      'Pizza, cheese, thin crust',
    ];
    expect(familyExcess(week)).toEqual({ excess: 2, over: ['egg sandwich ×4'] });
  });
});

describe('dietitian judge: uncommon fruit', () => {
  it.each([
    ['Guava, raw', 'guava'],
    ['Pomegranate, raw', 'pomegranate'],
    ['Passion fruit, raw', 'passion fruit'],
    ['Kumquat, raw', 'kumquat'],
    ['Juneberries, raw', 'juneberries'],
  ])('counts %s as uncommon', (name, head) => {
    expect(uncommonFruit(name)).toBe(head);
  });

  it.each([
    'Apple, raw',
    'Banana, raw',
    'Orange, raw',
    'Strawberries, raw',
    'Pineapple, raw',
    'Mango, raw',
    'Fruit salad, fresh or raw (excluding citrus fruits), no dressing',
    'Applesauce, unsweetened',
    'Raisins',
    'Plums, dried (prunes), uncooked',
  ])('counts %s as everyday fruit', (name) => {
    expect(uncommonFruit(name)).toBeNull();
  });
});
