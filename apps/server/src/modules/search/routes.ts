import { searchContent } from '@portal/contract/endpoints/media-search';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { sendWpPage } from '../../http/wp-pagination.js';
import type { SearchService } from './service.js';

/** GET /wp/v2/search (issue 12): every signed-in user searches what is published. */
export function registerSearchRoutes(
  router: EndpointRouter,
  deps: { search: SearchService; baseUrl: string },
): void {
  router.route(searchContent, async ({ query, request, reply }) =>
    sendWpPage(reply, request, deps.baseUrl, await deps.search.search(query)),
  );
}
