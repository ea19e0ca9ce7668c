import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptLink } from './receipt-link';

const receipt = {
  id: 7,
  original_name: 'bon-tankstation-shell-utrecht-2026-09-14.pdf',
  mime_type: 'application/pdf',
  restricted_view_url: '/wp-json/intranet/v1/files/7/view?signature=s',
  thumbnail_url: '/wp-json/intranet/v1/files/7/thumbnail?signature=s',
};

describe('ReceiptLink (issue 25 item 16)', () => {
  it('shows the whole file name: no fixed width or ellipsis, wrapping only when the line is full', () => {
    render(<ReceiptLink receipt={receipt} />);
    const link = screen.getByRole('link', {
      name: /bon-tankstation-shell-utrecht-2026-09-14\.pdf/,
    });
    expect(link).toHaveTextContent('bon-tankstation-shell-utrecht-2026-09-14.pdf');
    expect(link.className).not.toMatch(/\b(truncate|max-w-\d+|text-ellipsis)\b/);
    expect(link).toHaveClass('max-w-full');
  });
});
