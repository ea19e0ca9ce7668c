import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptThumbnail, THUMBNAIL_RETRY_SECONDS } from './receipt-thumbnail';

const receipt = {
  id: 77,
  original_name: 'bon-jaarbeurs.pdf',
  restricted_view_url: '/wp-json/intranet/v1/files/77/signed?expires=1&sig=a',
  thumbnail_url:
    '/wp-json/custom/v1/declarations/receipts/77/thumbnail?viewer=3&expires=1&signature=a',
} as Parameters<typeof ReceiptThumbnail>[0]['receipt'];

const picture = () => document.querySelector('img');

describe('ReceiptThumbnail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again for a picture the server was too busy to draw, then keeps the plain link', () => {
    render(<ReceiptThumbnail receipt={receipt} />);
    for (const seconds of THUMBNAIL_RETRY_SECONDS) {
      fireEvent.error(picture()!);
      // Meanwhile the receipt is still one click away.
      expect(picture()).toBeNull();
      expect(screen.getByRole('link', { name: /bon-jaarbeurs\.pdf/ })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(seconds * 1000));
      expect(picture()).not.toBeNull();
    }
    fireEvent.error(picture()!);
    act(() => vi.advanceTimersByTime(60_000));
    expect(picture()).toBeNull();
    expect(screen.getByRole('link', { name: /bon-jaarbeurs\.pdf/ })).toBeInTheDocument();
  });

  it('shows the picture as a link to the receipt full size', () => {
    render(<ReceiptThumbnail receipt={receipt} />);
    const link = screen.getByRole('link', { name: /op ware grootte/ });
    expect(link).toHaveAttribute('href', receipt.restricted_view_url);
    expect(picture()).toHaveAttribute('src', receipt.thumbnail_url);
  });
});
