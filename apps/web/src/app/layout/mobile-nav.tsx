import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon } from '@/shared/ui/close-icon';
import { useInertOutside } from '@/shared/ui/inert-outside';
import { SidebarNav } from './sidebar-nav';

/**
 * ≤ 768 px: the sidebar becomes a drawer behind a "Menu" button. No Dialog.Overlay on purpose:
 * its scroll lock injects a <style> element, which the CSP (style-src 'self') refuses; a plain
 * backdrop does the visual part; Radix closes it on Esc or outside click. Modal through `inert`
 * on the rest of the page, not Radix's aria-hidden (see shared/ui/modal.tsx).
 */
export function MobileNav() {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation (a link, back/forward)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const inertRef = useInertOutside();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-medium text-ink hover:bg-surface nav:hidden">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
        </svg>
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          ref={inertRef}
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-ink">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Menu sluiten"
              className="rounded-md p-2 text-muted hover:bg-surface"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <SidebarNav onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
