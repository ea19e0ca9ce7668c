import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageTitleContext } from '@/shared/routing/page-title';
import { useDocumentMeta } from './document-meta';

/** Wraps every route, signed in or not: page meta and scroll position per navigation. */
export function RootLayout() {
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useDocumentMeta(pageTitle);
  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <Outlet />
      <ScrollRestoration />
    </PageTitleContext.Provider>
  );
}

/** Shown while the first route's code loads; deliberately empty to avoid a flash. */
export function InitialLoad() {
  return null;
}
