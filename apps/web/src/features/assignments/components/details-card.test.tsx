import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assignment } from '@/test/assignment-responses';
import { PDF_LINK_FRESH_MS } from '../api/get-assignment';
import { DetailsCard } from './details-card';

describe('DetailsCard: the PDF link', () => {
  it('offers the signed link while the detail is fresh', () => {
    render(<DetailsCard assignment={assignment(41)} pdfLinkFresh />);
    expect(screen.getByRole('link', { name: /^Bekijken/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pdf\/assignment\/41\?/),
    );
  });

  it('offers no link from data old enough for it to have expired, and says it is renewed', () => {
    render(<DetailsCard assignment={assignment(41)} pdfLinkFresh={false} />);
    expect(screen.queryByRole('link', { name: /^Bekijken/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Link wordt vernieuwd…');
  });

  it('counts the detail as stale before its 10-minute link runs out', () => {
    expect(PDF_LINK_FRESH_MS).toBeLessThan(10 * 60_000);
  });
});
