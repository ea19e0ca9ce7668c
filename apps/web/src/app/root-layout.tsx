import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentMeta } from './document-meta';

/** Wraps every route, signed in or not: page meta and scroll position per navigation. */
export function RootLayout() {
  useDocumentMeta();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads; deliberately empty to avoid a flash. */
export function InitialLoad() {
  return null;
}
