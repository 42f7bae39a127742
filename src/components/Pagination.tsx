import { Button, HStack, Text } from '@chakra-ui/react';
import { pageWindow } from './pageWindow';

interface PaginationProps {
  /** Zero-based current page. */
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Page numbers shown one-based; the first and last page always, three either side of the current. */
export function Pagination({ page, total, pageSize, onPageChange }: PaginationProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination">
      <HStack gap="1" wrap="wrap">
        {pageWindow(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <Text key={`gap-${i}`} paddingX="1" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="sm"
              variant={item === page ? 'solid' : 'outline'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item + 1}`}
              onClick={() => onPageChange(item)}
            >
              {item + 1}
            </Button>
          ),
        )}
      </HStack>
    </nav>
  );
}
