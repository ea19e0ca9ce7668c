import { INTRANET_HEADER, INTRANET_HEADER_VALUE } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { WpHttpError } from '../http/errors.js';

/** Cookie-authenticated calls must carry our intranet header (see the contract for why). */
export function assertIntranetRequest(request: FastifyRequest): void {
  if (request.headers[INTRANET_HEADER.toLowerCase()] !== INTRANET_HEADER_VALUE) {
    throw new WpHttpError(
      403,
      'rest_missing_intranet_header',
      `Deze aanvraag moet de header ${INTRANET_HEADER}: ${INTRANET_HEADER_VALUE} meesturen.`,
    );
  }
}
