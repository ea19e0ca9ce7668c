import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { OFFLINE_MESSAGE } from '../api/load-failure';
import { RetryNotice, type RetryQuery } from './retry-notice';

const WHAT = 'Het nieuws kon niet worden geladen.';

function failed(error: unknown, isFetching = false) {
  const refetch = vi.fn();
  const query: RetryQuery = { error, isFetching, refetch };
  return { query, refetch };
}

afterEach(() => vi.restoreAllMocks());

describe('RetryNotice: a load that failed', () => {
  it('says what could not be loaded, as an alert, and asks again on "Opnieuw proberen"', async () => {
    const { query, refetch } = failed(new ApiError(500, 'internal', 'Boom'));
    render(<RetryNotice query={query}>{WHAT}</RetryNotice>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(WHAT);
    // A server that failed is not a lost connection.
    expect(alert).not.toHaveTextContent(OFFLINE_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the connection is gone when no answer came', () => {
    const { query } = failed(new ApiError(0, null, 'Geen verbinding met de server'));
    render(<RetryNotice query={query}>{WHAT}</RetryNotice>);
    expect(screen.getByRole('alert')).toHaveTextContent(`${WHAT}${OFFLINE_MESSAGE}`);
  });

  it('says the connection is gone while the browser is offline, and stops saying it when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { query } = failed(new ApiError(503, null, 'Unavailable'));
    render(<RetryNotice query={query}>{WHAT}</RetryNotice>);
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeVisible();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(WHAT);
  });

  it('keeps the button (and its focus) while asking again, without asking twice', async () => {
    const { query, refetch } = failed(new ApiError(500, null, 'Boom'), true);
    render(<RetryNotice query={query}>{WHAT}</RetryNotice>);
    const button = screen.getByRole('button', { name: 'Opnieuw proberen' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('uses its own retry when given one (the next page of a list)', async () => {
    const { query, refetch } = failed(new ApiError(500, null, 'Boom'));
    const onRetry = vi.fn();
    render(
      <RetryNotice query={query} onRetry={onRetry}>
        Meer nieuws kon niet worden geladen.
      </RetryNotice>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('moves focus to the main region when the load succeeds and the notice goes', async () => {
    const { query } = failed(new ApiError(500, null, 'Boom'));
    const page = (failedNow: boolean) => (
      <main id="inhoud" tabIndex={-1}>
        {failedNow ? <RetryNotice query={query}>{WHAT}</RetryNotice> : <p>Het nieuws</p>}
      </main>
    );
    const { rerender } = render(page(true));
    screen.getByRole('button', { name: 'Opnieuw proberen' }).focus();
    rerender(page(false));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves focus alone when it was elsewhere', async () => {
    const { query } = failed(new ApiError(500, null, 'Boom'));
    const page = (failedNow: boolean) => (
      <main id="inhoud" tabIndex={-1}>
        <input aria-label="Zoeken" />
        {failedNow && <RetryNotice query={query}>{WHAT}</RetryNotice>}
      </main>
    );
    const { rerender } = render(page(true));
    screen.getByLabelText('Zoeken').focus();
    rerender(page(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByLabelText('Zoeken')).toHaveFocus();
  });
});
