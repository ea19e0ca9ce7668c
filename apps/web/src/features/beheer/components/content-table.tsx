import type { Term } from '@portal/contract';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { cx } from '@/shared/ui/class-names';
import { cellClass, TableBody } from './table-body';
import type { AdminItem, ListParams } from '../api/content-items';
import type { ContentSection } from '../model/sections';
import { sectionPath } from '../model/sections';
import { statusLabel, statusTone } from '../model/status';

const column = createColumnHelper<AdminItem>();

/** Columns shown from the sm breakpoint; below it the title cell carries them. */
const WIDE_ONLY = { className: 'hidden sm:table-cell' };

export interface ContentTableProps {
  section: ContentSection;
  items: readonly AdminItem[] | undefined;
  categories: readonly Term[];
  params: ListParams;
  onSort: (orderby: ListParams['orderby'], order: ListParams['order']) => void;
}

function categoryNames(item: AdminItem, section: ContentSection, categories: readonly Term[]) {
  const ids = section.taxonomy ? (item[section.taxonomy] ?? []) : [];
  const names = ids.map((id) => categories.find((term) => term.id === id)?.name ?? `#${id}`);
  return names.length ? names.join(', ') : '—';
}

/**
 * The items of one type (TanStack Table): title, status, category and date. Sorting and paging
 * happen on the server, so the table only says which column sorts which way.
 */
export function ContentTable({ section, items, categories, params, onSort }: ContentTableProps) {
  const columns = [
    column.accessor((item) => item.title.raw ?? item.title.rendered, {
      id: 'title',
      header: 'Titel',
      enableSorting: true,
      cell: (info) => (
        <>
          <Link
            to={`${sectionPath(section)}/${info.row.original.id}`}
            className="font-medium text-accent underline-offset-2 hover:underline"
          >
            {info.getValue() || '(zonder titel)'}
          </Link>
          {/* On a phone the other columns fold in under the title. */}
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted sm:hidden">
            <Badge tone={statusTone(info.row.original.status)}>
              {statusLabel(info.row.original.status)}
            </Badge>
            {formatDateTime(info.row.original.date)}
          </span>
        </>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: WIDE_ONLY,
      enableSorting: false,
      cell: (info) => (
        <Badge tone={statusTone(info.getValue())}>{statusLabel(info.getValue())}</Badge>
      ),
    }),
    ...(section.taxonomy
      ? [
          column.display({
            id: 'category',
            header: 'Categorie',
            meta: WIDE_ONLY,
            cell: (info) => categoryNames(info.row.original, section, categories),
          }),
        ]
      : []),
    column.accessor('date', {
      id: 'date',
      header: 'Datum',
      meta: WIDE_ONLY,
      enableSorting: true,
      cell: (info) => (
        <time dateTime={info.getValue()} className="whitespace-nowrap">
          {formatDateTime(info.getValue())}
        </time>
      ),
    }),
  ];
  const sorting: SortingState = [{ id: params.orderby, desc: params.order === 'desc' }];
  // The table's functions change on every render; this component is cheap to render in full.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: (items ?? []) as AdminItem[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    getRowId: (item) => String(item.id),
  });

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{section.label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-line text-left">
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={cx(
                      'px-3 py-2 font-semibold whitespace-nowrap text-muted',
                      cellClass(header.column.columnDef.meta),
                    )}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-ink"
                        onClick={() => {
                          const id = header.column.id as ListParams['orderby'];
                          const order =
                            sorted === 'asc'
                              ? 'desc'
                              : sorted === 'desc'
                                ? 'asc'
                                : id === 'title'
                                  ? 'asc'
                                  : 'desc';
                          onSort(id, order);
                        }}
                      >
                        {label}
                        <span aria-hidden="true" className="text-xs">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <TableBody table={table} columns={columns} loading={items === undefined} />
      </table>
    </div>
  );
}
