import { cx } from './class-names';

/**
 * content.rendered of a post: HTML the server sanitized when it was written (no scripts,
 * event handlers, styles or javascript: links). The only HTML the portal renders as HTML;
 * titles and everything else stay text.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
