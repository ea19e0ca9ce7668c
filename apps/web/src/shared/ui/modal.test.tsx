import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Issue 25 item 17: an open dialog is modal for assistive technology too. The rest of the page
 * is inert (neither focusable nor read), never aria-hidden around focusable elements (axe's
 * aria-hidden-focus), and gets back to normal when the dialog closes.
 */
function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Deactiveren
        </button>
        <a href="/elders">Elders</a>
      </main>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        description="Daan kan daarna niet meer inloggen."
        onConfirm={() => (nested ? setInner(true) : setOpen(false))}
      />
      <ConfirmDialog
        open={inner}
        onOpenChange={setInner}
        title="Echt?"
        onConfirm={() => setInner(false)}
      />
    </>
  );
}

/** Every element outside `dialog` that has or contains something focusable. */
function outsideWithFocusable(dialog: HTMLElement) {
  return [...document.body.querySelectorAll<HTMLElement>('button, a[href]')].filter(
    (element) => !dialog.contains(element),
  );
}

const inertAncestor = (element: HTMLElement) => element.closest('[inert]');

describe('confirmation dialog for assistive technology', () => {
  it('makes the rest of the page inert, with no aria-hidden around anything focusable', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Deactiveren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pas op, weet je het zeker?' });

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.querySelector('[aria-hidden="true"] :is(button, a[href])')).toBeNull();
    for (const element of outsideWithFocusable(dialog)) {
      expect(inertAncestor(element), element.outerHTML).not.toBeNull();
    }
    expect(inertAncestor(within(dialog).getByRole('button', { name: 'Doorgaan' }))).toBeNull();
  });

  it('gives the page back when it closes, also after a dialog opened from a dialog', async () => {
    const user = userEvent.setup();
    render(<Page nested />);
    await user.click(screen.getByRole('button', { name: 'Deactiveren' }));
    const first = await screen.findByRole('alertdialog', { name: 'Pas op, weet je het zeker?' });
    await user.click(within(first).getByRole('button', { name: 'Doorgaan' }));
    const second = await screen.findByRole('alertdialog', { name: 'Echt?' });
    // The first dialog is behind the second now: inert like the page.
    expect(inertAncestor(within(first).getByRole('button', { name: 'Doorgaan' }))).not.toBeNull();
    expect(inertAncestor(within(second).getByRole('button', { name: 'Doorgaan' }))).toBeNull();

    await user.click(within(second).getByRole('button', { name: 'Doorgaan' }));
    expect(screen.queryByRole('alertdialog', { name: 'Echt?' })).not.toBeInTheDocument();
    expect(inertAncestor(within(first).getByRole('button', { name: 'Sluiten' }))).toBeNull();
    expect(inertAncestor(screen.getByText('Deactiveren'))).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactiveren' })).toHaveFocus();
  });

  it('keeps the keyboard inside: Tab and Shift+Tab go round the dialog’s buttons', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Deactiveren' }));
    const dialog = await screen.findByRole('alertdialog');
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    const go = within(dialog).getByRole('button', { name: 'Doorgaan' });
    close.focus();
    await user.tab();
    expect(go).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(go).toHaveFocus();
  });
});
