/**
 * What the synthetic cohort logs besides the catalogue: Open Food Facts-like packaged products (made-up
 * brands, barcodes with the country's GS1 prefix and a valid EAN-13 check digit) and free-text entries
 * as people type them (several spellings of one entry, so the statistics' normalisation shows).
 */
import type { Country } from '../../db';

/** Product types with their energy per 100 g. */
const PRODUCT_TYPES: ReadonlyArray<[string, number]> = [
  ['Greek style yoghurt 0%', 54],
  ['Whole milk yoghurt', 62],
  ['Semi-skimmed milk', 46],
  ['Oat drink', 45],
  ['Wholegrain crackers', 420],
  ['Rice cakes', 387],
  ['Muesli with fruit', 363],
  ['Crunchy granola', 452],
  ['Cornflakes', 378],
  ['Wholemeal bread', 247],
  ['Sourdough bread', 262],
  ['Hummus', 318],
  ['Peanut butter', 598],
  ['Hazelnut spread', 539],
  ['Protein bar chocolate', 356],
  ['Dark chocolate 70%', 566],
  ['Orange juice', 43],
  ['Cola zero', 1],
  ['Sparkling water lemon', 2],
  ['Tomato soup', 38],
  ['Ready meal lasagne', 140],
  ['Frozen pizza margherita', 245],
  ['Cheese slices young', 356],
  ['Cottage cheese', 98],
  ['Tuna in olive oil', 198],
  ['Smoked salmon', 184],
  ['Falafel', 240],
  ['Veggie burger', 214],
  ['Salted crisps', 536],
  ['Digestive biscuits', 480],
];
const BRANDS = ['Verdino', 'Nordhavn', 'Casa Sol', 'Bonterre', 'Alpenhof', 'Maris'] as const;

/** GS1 country prefixes of the contexts. */
const GS1_PREFIX: Record<Country, string> = {
  bg: '380',
  dk: '570',
  es: '840',
  it: '800',
  lu: '540',
  nl: '871',
  pt: '560',
  de: '400',
};

function ean13(first12: string): string {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

export interface OffProduct {
  barcode: string;
  name: string;
  brand: string;
  energyKcalPer100g: number;
}

/** The packaged products on the context's shelves: each product type from two or three brands. */
export function offProducts(context: Country): OffProduct[] {
  const out: OffProduct[] = [];
  PRODUCT_TYPES.forEach(([type, kcal], t) => {
    const brandCount = 2 + (t % 2);
    for (let b = 0; b < brandCount; b++) {
      const brand = BRANDS[(t + b * 2) % BRANDS.length];
      const item = String(t * 10 + b).padStart(5, '0');
      out.push({
        barcode: ean13(`${GS1_PREFIX[context]}1234${item}`.slice(0, 12)),
        name: `${type} (${brand})`,
        brand,
        energyKcalPer100g: kcal,
      });
    }
  });
  return out;
}

/** Free-text entries: each inner list is one food as different people type it. */
export const FREE_TEXT_ENTRIES: ReadonlyArray<readonly string[]> = [
  ['coffee with milk', 'Coffee with milk', 'coffee  with milk'],
  ['cappuccino', 'Cappuccino'],
  ['tea with honey', 'Tea with honey'],
  ['homemade vegetable soup', 'Homemade vegetable soup'],
  ['leftover pasta', 'Leftover pasta', 'leftover Pasta'],
  ['sandwich from work canteen', 'Sandwich from work canteen'],
  ['piece of birthday cake', 'Piece of birthday cake'],
  ['glass of red wine', 'Glass of red wine', 'glass of red wine '],
  ['beer', 'Beer'],
  ['handful of nuts', 'Handful of nuts'],
  ["grandma's stew", "Grandma's stew"],
  ['kebab', 'Kebab'],
  ['sushi takeaway', 'Sushi takeaway'],
  ['pizza slice', 'Pizza slice'],
  ['protein shake', 'Protein shake'],
  ['smoothie', 'Smoothie'],
  ['salad from the office', 'Salad from the office'],
  ['cookies', 'Cookies'],
  ['popcorn at the cinema', 'Popcorn at the cinema'],
  ['restaurant dinner', 'Restaurant dinner'],
  ['fries', 'Fries', 'French fries'],
  ['croissant', 'Croissant'],
  ['ice cream', 'Ice cream', 'ice-cream'],
  ['energy drink', 'Energy drink'],
];
