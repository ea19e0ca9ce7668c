import type { SessionUser } from '@portal/contract';
import { shownName } from '@portal/contract/rules';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { usePictureUrl } from '@/shared/files/picture-url';
import { useSessionService } from '@/shared/session/session-context';
import { Avatar } from '@/shared/ui/avatar';

const itemClasses =
  'block cursor-pointer rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent-soft';

/**
 * Top-bar user menu. modal={false}: the modal variant locks scrolling with an injected
 * <style> element, which the CSP refuses; a menu does not need the lock.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const session = useSessionService();
  // The profile's save replaces the stored user, so a new picture shows here at once.
  const picture = usePictureUrl(user.pictureId);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex max-w-48 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface">
        <Avatar
          src={picture}
          name={`${user.firstName} ${user.lastName}`.trim() || user.displayName}
          className="size-8 text-xs"
        />
        {/* On a phone only the picture: the page title needs the room (the name stays for screen readers). */}
        <span className="sr-only sm:not-sr-only sm:truncate">{shownName(user)}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="hidden size-4 shrink-0 sm:block"
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/portal/profiel">Profiel</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => void session.logout()}>
            Uitloggen
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
