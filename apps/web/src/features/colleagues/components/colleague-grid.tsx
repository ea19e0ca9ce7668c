import type { Colleague } from '@portal/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { columnsForWidth, toRows } from '../model';
import { ColleagueCard } from '@/shared/people/colleague-card';
import { ColleagueCardSkeleton } from './colleague-card';

/** A first guess of a row's height; each row is measured once it is on screen. */
const ESTIMATED_ROW_PX = 180;
const GAP_PX = 16;

/**
 * The list's width, followed as the window or the layout changes. The observer's first report
 * comes between layout and paint, so the first frame already has the right columns.
 */
function useWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The cards in rows of one to three, of which only the rows on screen (and a few around them)
 * are in the page: thousands of colleagues scroll as smoothly as twenty.
 */
export function ColleagueGrid({
  colleagues,
  pictures,
}: {
  colleagues: readonly Colleague[];
  pictures: Readonly<Record<number, string>>;
}) {
  const list = useRef<HTMLDivElement>(null);
  const width = useWidth(list);
  const columns = columnsForWidth(width);
  const rows = useMemo(() => toRows(colleagues, columns), [colleagues, columns]);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts in the page: the filters above it (on a phone) move it down.
  useLayoutEffect(() => {
    const node = list.current;
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, [width, rows.length]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 3,
    gap: GAP_PX,
    scrollMargin,
  });

  return (
    <div ref={list} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 top-0 grid gap-4"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {rows[row.index]?.map((colleague) => (
            <ColleagueCard
              key={colleague.id}
              colleague={colleague}
              picture={
                colleague.acf.public_picture === null
                  ? undefined
                  : pictures[colleague.acf.public_picture]
              }
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The loading state with the loaded list's layout (issue 25 item 16): the same columns for the
 * same width and gap, so the first page replaces the skeletons without a jump.
 */
export function ColleagueGridSkeleton({ count }: { count: number }) {
  const list = useRef<HTMLDivElement>(null);
  const columns = columnsForWidth(useWidth(list));
  return (
    <div
      ref={list}
      role="status"
      className="grid gap-4"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      <span className="sr-only">Collega&apos;s laden...</span>
      {Array.from({ length: count }, (_, index) => (
        <ColleagueCardSkeleton key={index} />
      ))}
    </div>
  );
}
