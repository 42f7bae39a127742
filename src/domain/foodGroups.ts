/**
 * Food groups the system relies on. The meal-plan recommender reads the known type of an ingredient's
 * food group (not its name, which staff may change) to tell meat (white or red), fish and fruit apart;
 * these groups therefore carry a known type and cannot be deleted. Other groups are plain catalogue
 * groupings, which say nothing about meat, fish or fruit.
 */

/** Known food-group types, by the SR28 food group code they are seeded from. */
export const KNOWN_FOOD_GROUP_TYPES = {
  '0500': 'POULTRY',
  '0700': 'PROCESSED_MEAT',
  '0900': 'FRUIT',
  '1000': 'PORK',
  '1300': 'BEEF',
  '1500': 'FISH_AND_SHELLFISH',
  '1700': 'LAMB_VEAL_GAME',
} as const satisfies Record<string, string>;

export type KnownFoodGroupType = (typeof KNOWN_FOOD_GROUP_TYPES)[keyof typeof KNOWN_FOOD_GROUP_TYPES];

/** The known type of the SR28 group with this code, if the system relies on it. */
export function knownFoodGroupTypeOf(sourceCode: string | null | undefined): KnownFoodGroupType | undefined {
  return sourceCode ? (KNOWN_FOOD_GROUP_TYPES as Record<string, KnownFoodGroupType>)[sourceCode] : undefined;
}

/** The message (and alert) when deleting a group of a known type is refused. */
export const KNOWN_FOOD_GROUP_DELETE_MESSAGE = 'Groups with a type known by the system cannot be deleted';
