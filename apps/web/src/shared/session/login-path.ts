/** The login screen; the only route that needs no session. */
export const LOGIN_PATH = '/portal';

/** `/portal` with the query flags the login screen understands. */
export function loginPath({
  redirect,
  changedPassword = false,
}: { redirect?: string | null; changedPassword?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (redirect) params.set('redirect', redirect);
  if (changedPassword) params.set('changed_password', '1');
  const search = params.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
