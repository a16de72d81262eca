import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { pageButtons, pageCountOf } from './quizzes/paging';

interface DirectoryPagingProps<Size extends number> {
  /** What the rows are, plural: 'users', 'questions'. */
  noun: string;
  page: number;
  pageSize: Size;
  pageSizes: readonly Size[];
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: Size) => void;
}

/** 'Showing x to y of n {noun}' (0 to 0 when there are none). */
export function showingText(page: number, pageSize: number, total: number, noun: string) {
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}

/** A directory's page size, 'Showing x to y of n ...', Previous, up to 5 page buttons, Next. */
export function DirectoryPaging<Size extends number>({
  noun,
  page,
  pageSize,
  pageSizes,
  total,
  onPage,
  onPageSize,
}: DirectoryPagingProps<Size>) {
  const pageCount = pageCountOf(total, pageSize);
  const sizeId = `${noun}-page-size`;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <label htmlFor={sizeId}>Rows per page</label>
        <Select
          id={sizeId}
          className="h-9 w-20"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value) as Size)}
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
        <span aria-live="polite">{showingText(page, pageSize, total, noun)}</span>
      </div>
      <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pageButtons(page, pageCount).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === page ? 'primary' : 'ghost'}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
