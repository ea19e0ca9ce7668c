import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('Avatar (issue 25 item 16: initials without a photo)', () => {
  it.each([
    ['Cor van der Berg', 'CB'],
    ['sanne', 'S'],
    ['Élise de Wit-Jansen', 'ÉW'],
    ['  ', ''],
    [undefined, ''],
  ])('the initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('shows the initials in the circle when there is no photo, hidden from screen readers', () => {
    const { container } = render(<Avatar name="Daan Meijer" className="size-16" />);
    const circle = container.firstElementChild!;
    expect(circle).toHaveTextContent('DM');
    expect(circle).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the photo, without initials, when there is one', () => {
    const { container } = render(<Avatar src="/foto.webp" name="Daan Meijer" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/foto.webp');
    expect(container).not.toHaveTextContent('DM');
  });
});
