import type { RouteMeta } from './route-meta';

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
