import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { cx } from '@/shared/ui/class-names';
import { moveItem } from '../model/reorder';

export interface SortableListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Names an item in the buttons and the announcement ("Omhoog: Loket"). */
  itemLabel: (item: T) => string;
  onChange?: (items: T[]) => void;
  /** The row's own content; `index` for labels that count. */
  children: (item: T, index: number) => ReactNode;
  /** Read-only: no handle, no buttons. */
  readOnly?: boolean;
  label: string;
}

/**
 * A list the user reorders by dragging a row, or by keyboard with the "Omhoog" and "Omlaag"
 * buttons of each row (focus stays on the button pressed, and the new place is announced).
 * Native drag and drop: no library for what a handful of rows needs.
 */
export function SortableList<T>({
  items,
  itemKey,
  itemLabel,
  onChange,
  children,
  readOnly = false,
  label,
}: SortableListProps<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!refocus.current) return;
    const button = list.current?.querySelector<HTMLButtonElement>(
      `[data-reorder="${CSS.escape(refocus.current)}"]`,
    );
    // At the top or bottom the pressed button is disabled; its partner takes focus.
    if (button && !button.disabled) button.focus();
    else button?.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    refocus.current = null;
  });

  function move(from: number, to: number, direction?: 'up' | 'down') {
    if (!onChange || to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    const item = items[from] as T;
    if (direction) refocus.current = `${itemKey(item)}-${direction}`;
    setAnnouncement(`${itemLabel(item)} staat nu op plaats ${to + 1} van ${items.length}.`);
    onChange(next);
  }

  return (
    <>
      <ul
        ref={list}
        aria-label={label}
        className="divide-y divide-line rounded-md border border-line"
      >
        {items.map((item, index) => {
          const key = itemKey(item);
          const name = itemLabel(item);
          return (
            <li
              key={key}
              draggable={!readOnly}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={cx(
                'flex flex-wrap items-center gap-3 bg-white p-3 first:rounded-t-md last:rounded-b-md',
                dragging === index && 'opacity-60',
                over === index && dragging !== index && 'bg-accent-soft',
              )}
            >
              {!readOnly && (
                <span
                  aria-hidden="true"
                  title="Slepen om te verplaatsen"
                  className="cursor-grab px-1 text-lg leading-none text-muted select-none"
                >
                  ⠿
                </span>
              )}
              <div className="min-w-0 flex-1 basis-64">{children(item, index)}</div>
              {!readOnly && (
                <div className="ml-auto flex gap-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    data-reorder={`${key}-up`}
                    aria-label={`Omhoog: ${name}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    Omhoog
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    data-reorder={`${key}-down`}
                    aria-label={`Omlaag: ${name}`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    Omlaag
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
