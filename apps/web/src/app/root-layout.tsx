import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageTitleContext, TopBarTitleContext, type PageTitle } from '@/shared/routing/page-title';
import { useDocumentMeta } from './document-meta';

/** Wraps every route, signed in or not: page meta and scroll position per navigation. */
export function RootLayout() {
  const [pageTitle, setPageTitle] = useState<PageTitle | null>(null);
  useDocumentMeta(pageTitle?.title ?? null);
  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <TopBarTitleContext.Provider value={pageTitle?.inTopBar ? pageTitle.title : null}>
        <Outlet />
        <ScrollRestoration />
      </TopBarTitleContext.Provider>
    </PageTitleContext.Provider>
  );
}

/** Shown while the first route's code loads; deliberately empty to avoid a flash. */
export function InitialLoad() {
  return null;
}
