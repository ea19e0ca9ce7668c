import { useEffect } from 'react';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { applyDocumentMeta } from '@/shared/routing/apply-document-meta';
import { useRouteMeta } from '@/shared/routing/route-meta';

/**
 * SPEC §2: on each navigation the title and description follow the route; a screen may name
 * the page after what it shows (`pageTitle`, see usePageTitle).
 */
export function useDocumentMeta(pageTitle: string | null = null): void {
  const meta = useRouteMeta();
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    if (meta)
      applyDocumentMeta(document, pageTitle ? { ...meta, title: pageTitle } : meta, productName);
  }, [meta, pageTitle, productName]);
}
