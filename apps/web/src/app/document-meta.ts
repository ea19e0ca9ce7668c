import { useEffect } from 'react';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import type { RouteMeta } from '@/shared/routing/route-meta';
import { useRouteMeta } from '@/shared/routing/route-meta';

/** Writes `{title} | {productName}` and the description meta tag. */
export function applyDocumentMeta(doc: Document, meta: RouteMeta, productName: string): void {
  doc.title = `${meta.title} | ${productName}`;
  let tag = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = 'description';
    doc.head.append(tag);
  }
  tag.content = meta.description;
}

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
