import { ROLES } from '@portal/contract';
import type { PeopleParams } from '../api/people';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The status filter in the address, in Dutch. */
const STATUS_WORDS = { true: null, false: 'gedeactiveerd', all: 'iedereen' } as const;

/** The Mensen list's filters from the address (a reload, a shared link and the way back keep them). */
export function readPeopleParams(query: URLSearchParams): PeopleParams {
  const role = query.get('rol') ?? '';
  const status = query.get('status');
  return {
    page: positive(query.get('pagina')) ?? 1,
    search: (query.get('zoek') ?? '').slice(0, 200),
    role: (ROLES as readonly string[]).includes(role) ? role : '',
    functie: positive(query.get('functie')),
    opdrachtgever: positive(query.get('opdrachtgever')),
    consultant: positive(query.get('consultant')),
    active: status === STATUS_WORDS.false ? 'false' : status === STATUS_WORDS.all ? 'all' : 'true',
  };
}

export function writePeopleParams(params: PeopleParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('zoek', params.search);
  if (params.role) query.set('rol', params.role);
  if (params.functie) query.set('functie', String(params.functie));
  if (params.opdrachtgever) query.set('opdrachtgever', String(params.opdrachtgever));
  if (params.consultant) query.set('consultant', String(params.consultant));
  const status = STATUS_WORDS[params.active];
  if (status) query.set('status', status);
  if (params.page > 1) query.set('pagina', String(params.page));
  return query;
}
