/**
 * Meal roles (src/domain/mealRoles.ts) of real USDA FNDDS 2.0 foods, by their food code and name as
 * mainfooddesc.txt has them, with the meal types the seed derives for them (src/server/seed/derivation.ts).
 */
import { deriveMealRoles, MEAL_ROLES, MEAL_ROLE_LABELS, parseMealRoles, type MealRole, type MealType } from '../../src/domain';

const fndds = (sourceCode: string, name: string, mealTypes: MealType[]) => deriveMealRoles({ name, sourceCode, mealTypes });

describe('meal roles of FNDDS foods', () => {
  it.each<[string, string, MealType[], MealRole[]]>([
    // Soups are soups and nothing else; a soup dumpling is a side, never a breakfast or a snack.
    ['14710200', 'Beer soup, made with milk', ['SOUP'], ['SOUP']],
    ['58404500', 'Matzo ball soup', ['SOUP'], ['SOUP']],
    ['52308020', 'Matzo ball', ['BREAKFAST', 'SNACK'], ['SIDE']],
    // Stews are hot mains, even the "soup, stew type" ones.
    ['27211200', 'Beef stew with potatoes, gravy', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    ['28315120', 'Beef vegetable soup with noodles, stew type, chunky style', ['SOUP'], ['HOT_MAIN']],
    // Soup as the sauce of a dish: a hot main, not a soup.
    ['27213400', 'Beef and rice with (mushroom) soup (mixture)', ['SOUP'], ['HOT_MAIN']],
    // A sandwich that is a dessert or a cracker stays one.
    ['13120500', 'Ice cream sandwich', ['DESSERT', 'LUNCH'], ['DESSERT']],
    // Frozen desserts are desserts, never the snack between meals or a fruit portion.
    ['11461270', 'Yogurt, frozen, cone, flavors other than chocolate, lowfat milk', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['11460170', 'Yogurt, frozen, flavors other than chocolate, lowfat milk', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['13120100', 'Ice cream bar or stick, chocolate covered', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['13150000', 'Sherbet, all flavors', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['63420100', 'Fruit juice bar, frozen, orange flavor', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['54102200', 'Crackers, graham, sandwich-type, with filling', ['SNACK', 'LUNCH'], ['SNACK']],
    // Sweet pastry is a dessert: not the snack between meals, the breakfast or the bread beside a soup.
    ['53520000', 'Doughnut, NS as to cake or yeast', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['53520200', 'Churros', ['BREAKFAST', 'SNACK'], ['DESSERT']],
    ['53610100', 'Coffee cake, crumb or quick-bread type', ['SNACK', 'DESSERT'], ['DESSERT']],
    ['51160110', 'Roll, sweet, cinnamon bun, frosted', ['BREAD'], ['DESSERT']],
    ['51166200', 'Croissant, chocolate', ['BREAD'], ['DESSERT']],
    ['58127210', 'Croissant sandwich, filled with ham and cheese', ['LUNCH'], ['BREAD_MEAL']],
    // Meal replacements are never planned.
    ['11612000', 'Instant breakfast, powder, milk added', ['BREAKFAST', 'DRINK'], []],
    // Egg sandwiches: breakfast and a bread meal.
    ['32201000', 'Fried egg sandwich', ['BREAKFAST', 'LUNCH'], ['BREAKFAST', 'BREAD_MEAL']],
    ['27520140', 'Bacon and egg sandwich', ['LUNCH', 'SNACK'], ['BREAKFAST', 'BREAD_MEAL']],
    ['27513010', 'Roast beef sandwich', ['LUNCH', 'SNACK'], ['BREAD_MEAL']],
    // Hot sandwiches are a hot meal, not the cold bread lunch.
    ['27510500', 'Hamburger, plain, on bun', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    ['27510700', 'Meatball and spaghetti sauce submarine sandwich', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    ['27513070', 'Roast beef submarine sandwich, on roll, au jus', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    ['77300000', 'Wrap sandwich, filled with vegetables', ['LUNCH', 'DINNER'], ['BREAD_MEAL']],
    ['77316010', 'Stuffed cabbage, with meat, Puerto Rican style (Repollo relleno con carne)', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    // Plain pasta is a side.
    ['56130010', 'Spaghetti, cooked, fat not added in cooking', ['LUNCH', 'DINNER', 'SIDE_DISH'], ['SIDE']],
    // A frozen meal with its dessert is neither a main nor a dessert.
    ['28140810', 'Chicken, fried, with potatoes, vegetable, dessert (frozen meal)', ['LUNCH', 'DINNER'], []],
    // Sweet treats are not breakfast; a "frozen mixture" is not a sweet.
    ['11426000', 'Yogurt, chocolate, whole milk', ['BREAKFAST', 'SNACK'], ['DESSERT', 'SNACK']],
    ['33202010', 'Scrambled egg, made from frozen mixture', ['BREAKFAST'], ['BREAKFAST']],
    // Candy is a snack only (the settings decide whether confectionery is planned).
    ['91713030', 'Fudge, chocolate', ['SNACK', 'DESSERT'], ['SNACK']],
    // Fried fruit, fruit chips and fruit cooked in sugar are no fruit portion; ambrosia is a dessert, guacamole a starter.
    ['63107210', 'Banana, ripe, fried', ['FRUIT'], ['DESSERT', 'SNACK']],
    ['52215000', 'Tortilla, NFS', ['BREAKFAST', 'SIDE_DISH'], ['SIDE']],
    ['52220000', 'Gordita/sope shell, plain, no filling, fried in oil', ['BREAKFAST', 'SIDE_DISH'], ['SIDE']],
    ['32105200', 'Breakfast taco with egg', ['BREAKFAST'], ['BREAKFAST', 'HOT_MAIN']],
    ['53710200', 'Breakfast bar, NFS', ['BREAKFAST', 'SNACK'], ['SNACK']],
    ['53710400', 'Granola bar, NFS', ['SNACK'], ['SNACK']],
    ['63401010', 'Apple salad with dressing', ['FRUIT', 'SALAD'], ['STARTER']],
    ['63105010', 'Avocado, raw', ['FRUIT'], ['SIDE', 'STARTER']],
    ['73101010', 'Carrots, raw', ['VEGETABLE', 'SIDE_DISH'], ['SIDE']],
    ['75205000', 'Beans, lima, raw', ['VEGETABLE', 'SIDE_DISH'], []],
    ['71000500', 'White potato, raw, with or without peel (assume peel not eaten)', ['SIDE_DISH'], []],
    ['75236000', 'Yeast', ['VEGETABLE', 'SIDE_DISH'], []],
    ['71201015', 'White potato, chips, unsalted', ['SNACK'], []],
    ['54403010', 'Salty snacks, multigrain, chips', ['SNACK'], []],
    ['75410500', 'Chiles rellenos, cheese-filled (stuffed chili peppers)', ['VEGETABLE', 'SIDE_DISH'], ['HOT_MAIN']],
    ['61113010', 'Lemon, raw', ['FRUIT'], []],
    ['63409020', 'Banana whip', ['FRUIT'], ['DESSERT']],
    ['63402960', 'Fruit salad (excluding citrus fruits) with cream', ['FRUIT', 'SALAD'], ['DESSERT']],
    [
      '63320100',
      'Fruit salad, Puerto Rican style (Mixture includes bananas, papayas, oranges, grapefruit, etc.)',
      ['FRUIT', 'SIDE_DISH', 'SALAD'],
      ['DESSERT', 'SNACK', 'FRUIT'],
    ],
    // Apple chips are dried apple fried in canola oil (a fifth of their weight), like crisps.
    ['62101300', 'Apple chips', ['FRUIT', 'SNACK'], []],
    // Banana and plantain chips are fried, like crisps; garlic, herbs and horseradish season a dish; rhubarb is cooked.
    ['62107200', 'Banana chips', ['FRUIT', 'SNACK'], []],
    ['71905410', 'Plantain chips', ['SNACK'], []],
    ['75217400', 'Garlic, cooked', ['VEGETABLE', 'SIDE_DISH'], []],
    ['75221210', 'Parsley, cooked (assume fat not added in cooking)', ['VEGETABLE', 'SIDE_DISH'], []],
    ['75503090', 'Horseradish', ['VEGETABLE', 'SIDE_DISH'], []],
    ['63147010', 'Rhubarb, raw', ['FRUIT'], []],
    ['63148750', 'Tamarind, raw', ['FRUIT'], []],
    // Eggs of other birds and egg substitute are ingredients; frozen breakfast trays are no breakfast; a hen's egg is.
    ['31201000', 'Duck egg, cooked', ['BREAKFAST'], []],
    ['31202000', 'Goose egg, cooked', ['BREAKFAST'], []],
    ['31203000', 'Quail egg, canned', ['BREAKFAST'], []],
    ['33000100', 'Egg substitute, NS as to powdered, frozen, or liquid', ['BREAKFAST'], []],
    ['35003000', 'Scrambled eggs, sausage, pancakes (frozen meal)', ['BREAKFAST'], []],
    ['31103000', 'Egg, whole, boiled', ['BREAKFAST'], ['BREAKFAST']],
    // Evaporated milk is a drink only diluted.
    ['11211500', 'Milk, evaporated, 2% fat, undiluted', ['DRINK'], []],
    ['11211000', 'Milk, evaporated, whole, NS as to dilution', ['DRINK'], []],
    ['11211600', 'Milk, evaporated, 2% fat, diluted', ['DRINK'], ['DRINK']],
    // A frozen tray meal, diet or not, is no meal a dietitian plans.
    ['28110310', 'Salisbury steak with gravy, potatoes, vegetable (frozen meal)', ['LUNCH', 'DINNER'], []],
    ['58302000', 'Macaroni and cheese (diet frozen meal)', ['LUNCH', 'DINNER'], []],
    // Scrambled egg from dried egg or a powdered mixture is a catering product.
    ['33102010', 'Scrambled egg, made from powdered mixture', ['BREAKFAST'], []],
    // Tabbouleh and meatless stuffed vine leaves or tomatoes are a side or a mezze, not a dinner.
    ['58175110', 'Tabbouleh (bulgar with tomatoes and parsley)', ['LUNCH', 'DINNER'], ['SIDE', 'STARTER']],
    ['58161510', 'Grape leaves stuffed with rice', ['LUNCH', 'DINNER'], ['SIDE', 'STARTER']],
    ['58162140', 'Stuffed tomato, with rice, meatless', ['LUNCH', 'DINNER'], ['SIDE', 'STARTER']],
    ['27315270', 'Stuffed grape leaves with beef and rice', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    // Seasonings and peel are ingredients.
    ['75512510', 'Recaito (Puerto Rican little coriander)', ['VEGETABLE'], []],
    ['75221050', 'Onions, young green, cooked, NS as to form, fat not added in cooking', ['VEGETABLE'], []],
    ['61119100', 'Orange peel', ['FRUIT'], []],
    // Rice seasoned, sweetened or in tomato sauce is a side; rice with beans or vegetables stays a main.
    ['58164110', 'Rice with raisins', ['LUNCH', 'DINNER'], ['SIDE']],
    ['58163360', 'Flavored rice, brown and wild', ['LUNCH', 'DINNER'], ['SIDE']],
    ['58161300', 'White rice with tomato sauce', ['LUNCH', 'DINNER'], ['SIDE']],
    ['58161310', 'Rice, brown, with tomato sauce', ['LUNCH', 'DINNER'], ['SIDE']],
    ['58162090', 'Rice with beans', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    // Canapés are a starter, not a bread meal or an afternoon snack; fried cornmeal sticks a side or a snack, not a main.
    ['27570310', "Hors d'oeuvres, with spread", ['LUNCH', 'SNACK'], ['STARTER']],
    ['14660200', 'Cheese, nuggets or pieces, breaded, baked, or fried', ['SNACK'], ['STARTER']],
    // Nachos are shared before a meal, not a dinner.
    ['58104250', 'Nachos with chicken or turkey and cheese', ['LUNCH', 'DINNER'], ['STARTER']],
    ['58104160', 'Nachos with chili', ['LUNCH', 'DINNER'], ['STARTER']],
    // Bread substitutes are eaten with a topping: not a snack alone; rice cakes, snack and sweet crackers are.
    ['54201010', 'Crackers, matzo, low sodium', ['SNACK'], []],
    ['54305000', 'Crispbread, wheat, no added fat', ['SNACK'], []],
    ['54336000', 'Crackers, water biscuits', ['SNACK'], []],
    ['54337100', 'Crackers, whole wheat and bran', ['SNACK'], []],
    ['54319000', 'Crackers, rice', ['SNACK'], ['SNACK']],
    ['54301100', 'Cracker, snack, reduced fat', ['SNACK'], ['SNACK']],
    ['54102100', 'Crackers, graham, lowfat', ['SNACK'], ['SNACK']],
    // Bread and quick breads by themselves are the bread beside a meal, not a breakfast without a topping; a muffin is
    // a sweet snack, pancakes and waffles with nothing on them a sweet dish.
    ['52308010', 'Matzo, fritters', ['BREAKFAST'], ['SIDE']],
    ['52311010', 'Popover', ['BREAKFAST', 'SNACK'], ['SIDE']],
    ['52408000', 'Bread, Irish soda', ['BREAKFAST', 'SNACK'], ['SIDE']],
    ['52208020', 'Corn pone, fried', ['BREAD', 'BREAKFAST'], ['SIDE']],
    ['51201010', 'Bread, whole wheat, 100%', ['BREAD'], ['SIDE']],
    ['52306500', 'Muffin, pumpkin', ['BREAKFAST', 'SNACK'], ['SNACK']],
    ['55201000', 'Waffle, plain', ['BREAKFAST'], ['DESSERT']],
    ['55105200', 'Pancakes, whole wheat', ['BREAKFAST'], ['DESSERT']],
    ['55301000', 'French toast, plain', ['BREAKFAST'], ['BREAKFAST']],
    // Egg salad is a spread or a salad, creamed eggs a hot dish: neither is a breakfast by itself.
    ['32103000', 'Egg salad', ['BREAKFAST', 'LUNCH', 'SALAD'], ['STARTER']],
    ['32101000', 'Egg, creamed', ['BREAKFAST', 'LUNCH'], ['HOT_MAIN']],
    ['32203010', 'Egg salad sandwich', ['BREAKFAST', 'LUNCH', 'SALAD'], ['BREAKFAST', 'BREAD_MEAL']],
    // Salty snacks are outside the Wheel of Five, like chips; a chocolate or butterscotch chip is no chip.
    ['54408050', 'Pretzel, oatbran, hard', ['SNACK'], []],
    ['54402200', 'Salty snack mixture, mostly corn or cornmeal based, with pretzels, without nuts', ['SNACK'], []],
    ['54403020', 'Popcorn, popped in oil, buttered', ['SNACK'], []],
    ['54440010', 'Bagel chip', ['SNACK'], []],
    ['71204000', 'Potato puffs, cheese-filled', ['SNACK'], []],
    // A sauce or gravy alone is a condiment; a dish with a sauce is not.
    ['27150140', 'Clam sauce, white', ['LUNCH', 'DINNER'], []],
    ['27120120', 'Sausage gravy', ['LUNCH', 'DINNER'], []],
    ['41420100', 'Miso sauce', ['SIDE_DISH'], []],
    ['73111400', 'Carrots in tomato sauce', ['VEGETABLE'], ['SIDE']],
    ['27112000', 'Beef with gravy (mixture)', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    // A dip is a starter, not a snack or the vegetables of a dinner.
    ['75412030', 'Eggplant dip', ['VEGETABLE'], ['STARTER']],
    ['14620120', 'Shrimp dip, cream cheese base', ['SNACK'], ['STARTER']],
    ['71201300', 'Potato based snacks, reduced fat, low sodium, all flavors', ['SNACK'], []],
    ['53205500', 'Cookie, butterscotch chip', ['DESSERT'], ['DESSERT']],
    // Ricotta, a shredded cheese blend and rice paper are ingredients; cottage cheese is a snack.
    ['14201500', 'Cheese, Ricotta', ['SNACK'], []],
    ['14120010', 'Cheese, Mexican blend', ['SNACK'], []],
    ['54319500', 'Rice paper', ['SNACK'], []],
    ['14200100', 'Cheese, cottage, NFS', ['SNACK'], ['BREAKFAST', 'SNACK']],
    // Raw sprouts, raw green beans and raw garden peas are no vegetable side; raw snowpeas and cabbage are.
    ['75100500', 'Alfalfa sprouts, raw', ['VEGETABLE'], []],
    ['75101000', 'Bean sprouts, raw (soybean or mung)', ['VEGETABLE'], []],
    ['75100300', 'Sprouts, NFS', ['VEGETABLE'], []],
    ['75101800', 'Beans, string, green, raw', ['VEGETABLE'], []],
    ['75120000', 'Peas, green, raw', ['VEGETABLE'], []],
    ['75127750', 'Snowpeas (pea pod), raw', ['VEGETABLE'], ['SIDE', 'STARTER', 'SNACK']],
    ['75207011', 'Bean sprouts, cooked, from fresh, fat not added in cooking', ['VEGETABLE'], ['SIDE']],
    // Fritters are starters, not mains; vegetable fritters stay sides.
    ['27250220', 'Oyster fritter', ['DINNER'], ['STARTER']],
    ['58117410', 'Codfish fritter, Puerto Rican style (Bacalaito)', ['DINNER'], ['STARTER']],
    ['75411020', 'Corn fritter', ['VEGETABLE'], ['SIDE']],
    // Bean curd is the protein of a meal, not its vegetables; a lentil loaf is a main.
    ['75340200', "Jai, Monk's Food (mushrooms, lily roots, bean curd, water chestnuts)", ['VEGETABLE'], ['HOT_MAIN']],
    ['41306000', 'Loaf, lentil', ['SIDE_DISH'], ['HOT_MAIN']],
    ['58117210', 'Cornmeal stick, Puerto Rican style (Surullo)', ['LUNCH', 'DINNER'], ['SIDE', 'SNACK']],
    // Fruit cooked with sugar or in syrup, dried or not, is a compote: a dessert, not a snack.
    ['63147120', 'Rhubarb, cooked or canned, in heavy syrup', ['FRUIT'], ['DESSERT']],
    ['62119230', 'Pear, dried, cooked, with sugar', ['FRUIT', 'SNACK'], ['DESSERT']],
    ['62101000', 'Fruit, dried, NFS (assume uncooked)', ['FRUIT', 'SNACK'], ['SNACK']],
    ['62125110', 'Raisins, cooked', ['FRUIT', 'SNACK'], ['DESSERT']],
    ['62104220', 'Apricot, dried, cooked, unsweetened', ['FRUIT', 'SNACK'], ['SNACK']],
    // A boiled ripe banana is a starchy side, a baked one a dessert; hot peppers season a dish.
    ['63107310', 'Banana, ripe, boiled', ['FRUIT'], ['SIDE']],
    ['63107110', 'Banana, baked', ['FRUIT'], ['DESSERT']],
    ['63107010', 'Banana, raw', ['FRUIT'], ['DESSERT', 'SNACK', 'FRUIT']],
    ['75226101', 'Peppers, hot, cooked, from fresh, fat not added in cooking', ['VEGETABLE'], []],
    // Dried fruit is a snack, not a meal's fruit portion.
    ['62125100', 'Raisins', ['FRUIT', 'SNACK'], ['SNACK']],
    ['63301010', 'Ambrosia', ['FRUIT', 'SIDE_DISH'], ['DESSERT']],
    ['63409010', 'Guacamole, NFS', ['SALAD', 'FRUIT'], ['STARTER']],
    ['63307100', 'Cranberry-raspberry Sauce', ['FRUIT', 'SIDE_DISH'], []],
    ['63203120', 'Blueberries, cooked or canned, unsweetened, water pack', ['FRUIT'], ['DESSERT', 'SNACK', 'FRUIT']],
    // A low-calorie sweetener adds no sugar: the yoghurt keeps its roles.
    [
      '11433500',
      'Yogurt, fruit variety, nonfat milk, sweetened with low-calorie sweetener',
      ['BREAKFAST', 'SNACK'],
      ['BREAKFAST', 'DESSERT', 'SNACK'],
    ],
    ['63135650', 'Peach, pickled', ['FRUIT'], ['DESSERT', 'SNACK']],
    ['75132000', 'Mixed vegetable juice (vegetables other than tomato)', ['SALAD', 'VEGETABLE'], ['DRINK']],
    ['58123120', 'Sweet bread dough, filled with bean paste, meatless, steamed', ['LUNCH', 'DINNER'], ['DESSERT', 'SNACK']],
    ['58123110', 'Sweet bread dough, filled with meat, steamed', ['LUNCH', 'DINNER'], ['HOT_MAIN']],
    // Dried algae are an ingredient, not a vegetable side; peas "(not dried), cooked" are one.
    ['75200600', 'Algae, dried', ['VEGETABLE', 'SIDE_DISH'], []],
    [
      '75223012',
      'Peas, cowpeas, field peas, or blackeye peas (not dried), cooked, from frozen, fat not added in cooking',
      ['VEGETABLE', 'SIDE_DISH'],
      ['SIDE'],
    ],
  ])('%s %s (%j) -> %j', (code, name, mealTypes, expected) => {
    expect(fndds(code, name, mealTypes)).toEqual(expected);
  });

  it('reads the meal types and the name of a recipe without a food code', () => {
    expect(deriveMealRoles({ name: 'Grandma lentil quinoa stew', mealTypes: ['LUNCH', 'SOUP'] })).toEqual(['HOT_MAIN']);
    expect(deriveMealRoles({ name: 'Pea soup', sourceCode: null, mealTypes: ['LUNCH'] })).toEqual(['SOUP']);
    expect(deriveMealRoles({ name: 'Tuna sandwich', sourceCode: 'TK-1', mealTypes: ['LUNCH'] })).toEqual(['BREAD_MEAL']);
    expect(deriveMealRoles({ name: 'Greek salad', mealTypes: ['SALAD', 'LUNCH'] })).toEqual(['HOT_MAIN', 'SIDE', 'STARTER']);
    // Nothing to go by: no role, never planned.
    expect(deriveMealRoles({ name: 'Something', mealTypes: [] })).toEqual([]);
  });

  it('takes "<topping> on <bread or rice cakes>" written here for an open sandwich, not an FNDDS "on toast" dish', () => {
    const composed = (name: string) =>
      deriveMealRoles({ name, sourceCode: 'composed-bread-01', mealTypes: ['BREAKFAST', 'LUNCH'] });
    expect(composed('Cheese and cucumber on wholemeal bread')).toEqual(['BREAKFAST', 'BREAD_MEAL']);
    expect(composed('Hummus and cucumber on rice cakes')).toEqual(['BREAKFAST', 'BREAD_MEAL']);
    expect(composed('Peanut butter on rye crispbread')).toEqual(['BREAKFAST', 'BREAD_MEAL']);
    // Not at the end of the name: a dish served beside bread, not on it.
    expect(composed('Lentils on rice with bread')).toEqual(['BREAKFAST', 'HOT_MAIN']);
    expect(fndds('27214600', 'Creamed dried beef on toast', ['LUNCH', 'DINNER'])).not.toContain('BREAD_MEAL');
  });

  it('parses stored roles: unknown values dropped, in the order of MEAL_ROLES', () => {
    expect(parseMealRoles(['SNACK', 'NOPE', 'BREAKFAST', 'SNACK'])).toEqual(['BREAKFAST', 'SNACK']);
    expect(parseMealRoles(null)).toEqual([]);
    expect(Object.keys(MEAL_ROLE_LABELS)).toEqual([...MEAL_ROLES]);
  });
});
