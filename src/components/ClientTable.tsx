import { Input } from '@chakra-ui/react';
import type { FuseOptionKey } from 'fuse.js';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fuzzyFilter } from './fuzzy';
import { useDebouncedValue } from './useDebouncedValue';

/** Tables and lists show 20 rows a page. */
export const TABLE_PAGE_SIZE = 20;

const pageOf = (params: URLSearchParams): number => {
  const page = Number(params.get('page') ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/**
 * A table whose rows all arrive in one answer: fuzzy search (fuse.js, threshold 0.3, 300 ms delay)
 * and paging happen in the browser. Search text and page live in the URL (`search`, `page`), so
 * back/forward and shared links keep them; a new search starts at the first page.
 */
export function useClientTable<T>(rows: readonly T[] | undefined, keys: FuseOptionKey<T>[]) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  const settled = useDebouncedValue(text, 300);

  useEffect(() => setText(urlSearch), [urlSearch]);
  useEffect(() => {
    if (settled === urlSearch) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled.trim()) next.set('search', settled);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a settled change of the text writes the URL.
  }, [settled]);

  const matches = useMemo(() => fuzzyFilter(rows ?? [], urlSearch, keys), [rows, urlSearch, keys]);
  const lastPage = Math.max(0, Math.ceil(matches.length / TABLE_PAGE_SIZE) - 1);
  // A page past the matches (fewer rows since, or a typed URL) shows the last one.
  const page = Math.min(pageOf(params), lastPage);
  const pageRows = matches.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE);

  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 0) out.set('page', String(next));
      else out.delete('page');
      return out;
    });

  return { text, setText, page, setPage, pageRows, total: matches.length };
}

interface TableSearchProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box above a client-side table. */
export function TableSearch({ label, value, onChange }: TableSearchProps) {
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxWidth="sm"
      size="sm"
      marginBottom="3"
    />
  );
}
