import { idTag, listAndItemTags, listTag } from './tags';

/** Small builders for the per-endpoint tag rules of the hand-written API files. */
type Arg = Record<string, unknown>;
type IdOf = (arg: Arg) => string | number;

const itemsOf = (result: unknown): Array<Record<string, unknown>> =>
  Array.isArray(result) ? result : ((result as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []);

/** A list answer provides the list tag and one tag per row. */
export function providesList(type: string, idKey: string) {
  return {
    providesTags: (result: unknown) => listAndItemTags(type, itemsOf(result), (row) => row[idKey] as string | number | undefined),
  };
}

/** A single-record answer provides that record's tag. */
export function providesOne(type: string, idOf: IdOf) {
  return { providesTags: (_result: unknown, _error: unknown, arg: Arg) => [idTag(type, idOf(arg))] };
}

/** A constant answer (settings, lookups) provides one tag for the whole of it. */
export function providesWhole(type: string) {
  return { providesTags: () => [listTag(type)] };
}

/** A mutation invalidates the lists of its type and, when it names one, that record. */
export function invalidates(type: string, idOf?: IdOf) {
  return {
    invalidatesTags: (_result: unknown, _error: unknown, arg: Arg) => (idOf ? [listTag(type), idTag(type, idOf(arg))] : [listTag(type)]),
  };
}

export const byId: IdOf = (arg) => arg.id as number;
