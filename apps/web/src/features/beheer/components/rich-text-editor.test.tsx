import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

describe('RichTextEditor toolbar (issue 25 item 16)', () => {
  it('has short labels with the visible text in each name, and tight spacing, so it fits one row at 1280', () => {
    render(<RichTextEditor initialHtml="<p>Tekst</p>" onChange={() => {}} labelId="x" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    const numbered = within(toolbar).getByRole('button', { name: 'Nummering' });
    expect(numbered).toHaveTextContent('1. Nummering');
    // "1. Genummerde lijst" was the label that pushed "Afbeelding" onto a second row.
    expect(toolbar).not.toHaveTextContent('Genummerde lijst');
    expect(toolbar).toHaveClass('gap-0.5');
    for (const button of within(toolbar).getAllByRole('button')) {
      expect(button).toHaveClass('px-1.5');
    }
  });
});
