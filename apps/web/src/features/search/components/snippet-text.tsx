import { Fragment } from 'react';
import { snippetParts } from './snippet';

/** A search snippet with its matches highlighted (<mark>), everything else as text. */
export function SnippetText({ html }: { html: string }) {
  return (
    <>
      {snippetParts(html).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
