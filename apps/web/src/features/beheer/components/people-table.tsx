import type { ColleagueEdit } from '@portal/contract';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/shared/ui/badge';
import { cx } from '@/shared/ui/class-names';
import { cellClass, TableBody } from './table-body';
import { ROLE_LABELS } from '../model/person-form';
import { PEOPLE_PATH } from '../model/sections';

/** The way to a person takes the list's filters along, so "← Mensen" returns to them. */
function PersonLink({ id, name }: { id: number; name: string }) {
  const { search } = useLocation();
  return (
    <Link
      to={`${PEOPLE_PATH}/${id}`}
      state={{ list: search }}
      className="font-medium whitespace-nowrap text-accent underline-offset-2 hover:underline"
    >
      {name || '(zonder naam)'}
    </Link>
  );
}

const column = createColumnHelper<ColleagueEdit>();
const WIDE_ONLY = { className: 'hidden md:table-cell' };

const columns = [
  column.accessor('name', {
    header: 'Naam',
    cell: (info) => (
      <>
        <PersonLink id={info.row.original.id} name={info.getValue()} />
        <span className="mt-1 block text-xs text-muted 2xl:hidden">{info.row.original.email}</span>
      </>
    ),
  }),
  // Beside Beheer's two menus a column of its own only on the widest screens; below the name
  // otherwise, so the row stays one table width.
  column.accessor('email', { header: 'E-mailadres', meta: { className: 'hidden 2xl:table-cell' } }),
  column.accessor((person) => person.roles.map((role) => ROLE_LABELS[role]).join(', '), {
    id: 'roles',
    header: 'Rollen',
    meta: WIDE_ONLY,
  }),
  column.accessor((person) => person.acf.functie?.post_title ?? '—', {
    id: 'functie',
    header: 'Functie',
    meta: WIDE_ONLY,
  }),
  column.accessor((person) => person.owned_by.map((ref) => ref.name).join(', ') || '—', {
    id: 'consultant',
    header: 'Consultant',
    meta: WIDE_ONLY,
  }),
  column.accessor('active', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? (
        <Badge tone="success">Actief</Badge>
      ) : (
        <Badge tone="muted">Gedeactiveerd</Badge>
      ),
  }),
];

/** The people of one page (TanStack Table); filtering and paging happen on the server. */
export function PeopleTable({ people }: { people: readonly ColleagueEdit[] | undefined }) {
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: (people ?? []) as ColleagueEdit[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (person) => String(person.id),
  });
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Mensen</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-line text-left">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cx(
                    'px-3 py-2 font-semibold whitespace-nowrap text-muted',
                    cellClass(header.column.columnDef.meta),
                  )}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <TableBody table={table} columns={columns} loading={people === undefined} />
      </table>
    </div>
  );
}
