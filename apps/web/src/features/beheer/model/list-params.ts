import type { ListParams } from '../api/content-items';
import { isEditorStatus } from './status';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** A list's filters from the address (so the way back from the editor keeps them). */
export function readListParams(query: URLSearchParams): ListParams {
  const status = query.get('status') ?? '';
  const orderby = query.get('orderby') === 'title' ? 'title' : 'date';
  const order = query.get('order');
  return {
    page: positive(query.get('pagina')) ?? 1,
    search: query.get('zoek') ?? '',
    status: isEditorStatus(status) ? status : 'any',
    categoryId: positive(query.get('categorie')),
    orderby,
    order: order === 'asc' || order === 'desc' ? order : orderby === 'title' ? 'asc' : 'desc',
  };
}

export function writeListParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('zoek', params.search);
  if (params.status !== 'any') query.set('status', params.status);
  if (params.categoryId) query.set('categorie', String(params.categoryId));
  if (params.orderby !== 'date') query.set('orderby', params.orderby);
  const defaultOrder = params.orderby === 'title' ? 'asc' : 'desc';
  if (params.order !== defaultOrder) query.set('order', params.order);
  if (params.page > 1) query.set('pagina', String(params.page));
  return query;
}
