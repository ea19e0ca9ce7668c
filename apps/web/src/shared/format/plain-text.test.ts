import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it.each([
    ['Kilometers', 'Kilometers'],
    ['Parkeren &amp; tol', 'Parkeren & tol'],
    ['Lunch met klant&#8217;s team', 'Lunch met klant’s team'],
    ['<em>OV</em>-kosten', 'OV-kosten'],
  ])('reads %j as %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});
