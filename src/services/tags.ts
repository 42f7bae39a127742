/**
 * Cache tags by helper: a list tag and one tag per id for every entity, so that a mutation
 * invalidates exactly the lists and the records it touched.
 */
export const LIST_ID = 'LIST' as const;

export function listTag<T extends string>(type: T): { type: T; id: typeof LIST_ID } {
  return { type, id: LIST_ID };
}

export function idTag<T extends string>(type: T, id: string | number): { type: T; id: string | number } {
  return { type, id };
}

/** Tags provided by a list answer: the list itself plus each item it holds. */
export function listAndItemTags<T extends string, I>(
  type: T,
  items: readonly I[] | undefined,
  idOf: (item: I) => string | number | undefined,
): Array<{ type: T; id: string | number }> {
  const tags: Array<{ type: T; id: string | number }> = [listTag(type)];
  for (const item of items ?? []) {
    const id = idOf(item);
    if (id !== undefined) tags.push(idTag(type, id));
  }
  return tags;
}
