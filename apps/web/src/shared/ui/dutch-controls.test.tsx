import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dutchToIso, isoToDutch } from '../format/dutch-date-input';
import { DateField } from './date-field';
import { FilePicker } from './file-picker';
import { MonthField } from './month-field';

/** Issue 25 item 15: file, date and month fields read Dutch whatever the browser's language. */

function ControlledDate(props: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DateField
        id="d"
        label="Datum"
        value={value}
        onChange={setValue}
        min={props.min}
        max={props.max}
      />
      <output aria-label="Waarde">{value}</output>
    </>
  );
}

describe('dd-mm-jjjj reading and writing', () => {
  it.each([
    ['05-03-2026', '2026-03-05'],
    ['5-3-2026', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['05032026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
  ])('reads %s as %s', (text, iso) => expect(dutchToIso(text)).toBe(iso));

  it.each(['31-02-2026', '03/05', '2026', 'morgen', '00-01-2026'])('refuses %s', (text) =>
    expect(dutchToIso(text)).toBeUndefined(),
  );

  it('writes ISO as dd-mm-jjjj', () => {
    expect(isoToDutch('2026-03-05')).toBe('05-03-2026');
    expect(isoToDutch('')).toBe('');
  });
});

describe('DateField', () => {
  it('shows its value as dd-mm-jjjj, hands ISO to its form, and is labelled with the format described', async () => {
    render(<ControlledDate initial="2026-10-09" />);
    const field = screen.getByLabelText('Datum');
    expect(field).toHaveValue('09-10-2026');
    expect(field).toHaveAttribute('placeholder', 'dd-mm-jjjj');
    expect(field).toHaveAccessibleDescription('Notatie dd-mm-jjjj');
    expect(field).not.toHaveAttribute('type', 'date');

    await userEvent.clear(field);
    await userEvent.type(field, '1-11-2026');
    expect(screen.getByLabelText('Waarde')).toHaveTextContent('2026-11-01');
    await userEvent.tab();
    expect(field).toHaveValue('01-11-2026');
  });

  it('says how to write a date that is none, once the field is left', async () => {
    render(<ControlledDate />);
    const field = screen.getByLabelText('Datum');
    await userEvent.type(field, '31-02-2026');
    expect(screen.queryByText(/Vul de datum in als/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Vul de datum in als dd-mm-jjjj, bijvoorbeeld 05-03-2026. Notatie dd-mm-jjjj',
    );
    expect(screen.getByLabelText('Waarde')).toHaveTextContent('');
  });

  it('says the range when a date lies outside it', async () => {
    render(<ControlledDate min="2026-03-01" max="2026-03-31" />);
    await userEvent.type(screen.getByLabelText('Datum'), '01-04-2026');
    await userEvent.tab();
    expect(screen.getByText('Kies een datum van 01-03-2026 tot en met 31-03-2026.')).toBeVisible();
  });

  it('takes a value set from outside (a receipt read) over what was shown', () => {
    const { rerender } = render(<DateField id="d" label="Datum" value="" onChange={() => {}} />);
    rerender(<DateField id="d" label="Datum" value="2026-03-12" onChange={() => {}} />);
    expect(screen.getByLabelText('Datum')).toHaveValue('12-03-2026');
  });
});

describe('FilePicker', () => {
  it('has a Dutch button and says no file is chosen, then names the chosen file', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="f">Bijlage</label>
        <FilePicker id="f" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Bestand kiezen')).toBeVisible();
    const input = screen.getByLabelText('Bijlage');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Geen bestand gekozen');

    await userEvent.upload(input, new File(['x'], 'bon.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveAccessibleDescription('bon.pdf');
  });

  it('shows what the caller says is chosen', () => {
    render(<FilePicker id="f" aria-label="Bon" chosen="parkeren.jpg" />);
    expect(screen.getByText('parkeren.jpg')).toBeVisible();
  });
});

describe('MonthField', () => {
  it('offers Dutch month names and the years, and hands yyyy-MM on', async () => {
    const onChange = vi.fn();
    render(
      <MonthField
        id="m"
        label="Van"
        value="2026-10"
        fromYear={2024}
        toYear={2026}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Van' });
    const month = screen.getByRole('combobox', { name: 'Maand' });
    expect(group).toContainElement(month);
    expect(month).toHaveDisplayValue('oktober');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
      '2024',
      '2025',
      '2026',
    ]);
    await userEvent.selectOptions(month, 'maart');
    expect(onChange).toHaveBeenLastCalledWith('2026-03');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jaar' }), '2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-10');
  });
});
