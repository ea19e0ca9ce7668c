import { useEffect, useState } from 'react';

/** How many open dialogs hold each element inert, so dialogs over dialogs undo in any order. */
const holds = new WeakMap<Element, number>();

/**
 * Makes everything outside `keep` inert: not focusable, not clickable and not read by screen
 * readers, as a native modal <dialog> does. Radix's modal dialog instead puts aria-hidden on the
 * page around the dialog, which still holds focusable elements (axe: aria-hidden-focus, issue 25
 * item 17). Returns the undo.
 */
export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.tagName === 'SCRIPT') continue;
      const count = holds.get(sibling) ?? 0;
      // Inert for a reason of its own: not ours to undo.
      if (count === 0 && sibling.hasAttribute('inert')) continue;
      holds.set(sibling, count + 1);
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) {
        holds.set(element, count);
      } else {
        holds.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}

/**
 * A ref for a dialog's content: while it is in the document, the rest of the page is inert.
 * Use with Radix `Dialog.Root modal={false}` (no aria-hidden) and `aria-modal="true"`.
 */
export function useInertOutside(): (element: HTMLElement | null) => void {
  const [content, setContent] = useState<HTMLElement | null>(null);
  useEffect(() => (content ? inertOutside(content) : undefined), [content]);
  return setContent;
}
