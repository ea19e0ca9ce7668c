import { ApiError } from '@/shared/api/api-error';

/**
 * A WordPress plugin may answer 200 with `success: false`; that is a refusal like a 422, with
 * the server's message to show.
 */
export function ensureSuccess<T extends { success: boolean; message?: string }>(response: T): T {
  if (response.success) return response;
  throw new ApiError(422, null, response.message || 'Er is een fout opgetreden.', response);
}
