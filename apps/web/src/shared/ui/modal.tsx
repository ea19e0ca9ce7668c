import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './close-icon';
import { useInertOutside } from './inert-outside';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'lg';
  /** `alertdialog` for confirmations, so screen readers announce them as such. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button when the dialog has its own "Sluiten" button. */
  hideCloseButton?: boolean;
  /**
   * Where focus goes after closing instead of the opener: for when the opener is gone (the
   * delete button of a deleted row).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const sizes = { sm: 'max-w-md', lg: 'max-w-2xl' };

/**
 * An open address list inside the dialog takes the first Escape for itself: its combobox closes
 * the list, the dialog stays.
 */
function isOpenCombobox(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  );
}

/**
 * Radix dialog: Tab goes round inside, Esc closes, focus returns afterwards. Modal through
 * `inert` on the rest of the page (useInertOutside), not Radix's modal mode, whose aria-hidden
 * around focusable elements axe reports (issue 25 item 17). No Dialog.Overlay: its scroll lock
 * injects a <style> element, which the CSP refuses; a plain backdrop does the visual part. A
 * click outside does not close it, so a half-filled form is never lost by a stray tap.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'lg',
  role = 'dialog',
  hideCloseButton = false,
  returnFocusTo,
}: ModalProps) {
  // Radix gives focus back to a Dialog.Trigger; these dialogs are opened from row buttons and
  // state, so the element that had focus on opening is remembered here.
  const opener = useRef<HTMLElement | null>(null);
  const inertRef = useInertOutside();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          ref={inertRef}
          role={role}
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (isOpenCombobox(event.target)) event.preventDefault();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = [returnFocusTo?.current, opener.current].find(
              (element) => element?.isConnected,
            );
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-4 shadow-xl outline-none sm:p-6',
            sizes[size],
          )}
        >
          <div className={cx('space-y-1', !hideCloseButton && 'pr-10')}>
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            {description && (
              <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
            )}
          </div>
          {children}
          {/* Last in the DOM so the first field, not this button, gets the opening focus. */}
          {!hideCloseButton && (
            <Dialog.Close
              aria-label="Venster sluiten"
              className="absolute top-3 right-3 rounded-md p-2 text-muted hover:bg-surface sm:top-4 sm:right-4"
            >
              <CloseIcon />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
