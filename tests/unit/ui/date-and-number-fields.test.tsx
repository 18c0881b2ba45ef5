import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, isoToCalendarDate } from '@/ui/date-picker';
import { NumberField } from '@/ui/number-field';
import { UiProvider } from '@/ui/ui-provider';

describe('DatePicker', () => {
  it('shows an ISO value in es-AR order (día, mes, año)', () => {
    render(
      <UiProvider>
        <DatePicker label="Fecha de nacimiento" value="1990-03-05" />
      </UiProvider>,
    );
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['5', '3', '1990']);
    expect(segments[0]).toHaveAccessibleName(/día/i);
  });

  it('hands back an ISO string when the date changes', async () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <DatePicker label="Fecha" value="2026-03-07" onChange={onChange} />
      </UiProvider>,
    );
    const [day] = screen.getAllByRole('spinbutton');
    // Keys straight to the segment: clicking it makes happy-dom's selection events recurse.
    fireEvent.keyDown(day!, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledWith('2026-03-08');
  });

  it('reads empty or malformed values as no date', () => {
    expect(isoToCalendarDate('')).toBeNull();
    expect(isoToCalendarDate('05/03/1990')).toBeNull();
    expect(isoToCalendarDate('2026-03-07T10:00:00Z')?.toString()).toBe('2026-03-07');
  });
});

describe('NumberField', () => {
  it('reports an emptied field as null, not NaN', async () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <NumberField label="Potencia (HP)" defaultValue={150} onChange={onChange} />
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Potencia (HP)' }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('formats decimals with a comma (es-AR)', () => {
    render(
      <UiProvider>
        <NumberField label="Tamaño (cm)" defaultValue={45.5} formatOptions={{ maximumFractionDigits: 1 }} />
      </UiProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Tamaño (cm)' })).toHaveValue('45,5');
  });

  it("reads '87,5' as 87,5 in a field declared with decimals", async () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <NumberField label="Medida (cm)" formatOptions={{ maximumFractionDigits: 2 }} onChange={onChange} />
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Medida (cm)' }), '87,5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(87.5);
  });

  it('types a point as the decimal comma in a field declared with decimals, once', async () => {
    render(
      <UiProvider>
        <NumberField label="Medida (cm)" formatOptions={{ maximumFractionDigits: 2 }} />
      </UiProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Medida (cm)' });
    await userEvent.setup().type(box, '87');
    // The key itself: user-event would type on from its own copy of the text, a browser does not
    // (tests/e2e/results.spec.ts types '73.5' in Chromium and reads 73,5).
    fireEvent.keyDown(box, { key: '.' });
    expect(box).toHaveValue('87,');
    expect(fireEvent.keyDown(box, { key: '.' })).toBe(true);
    expect(box).toHaveValue('87,');
  });

  it.each([
    ['87.5', '87,5', 87.5],
    ['1.234,5', '1234,5', 1234.5],
    ['1234.5', '1234,5', 1234.5],
  ])("reads a pasted '%s' as %s in a field declared with decimals", async (pasted, shown, value) => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <NumberField label="Medida (cm)" formatOptions={{ maximumFractionDigits: 2 }} onChange={onChange} />
      </UiProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Medida (cm)' });
    await user.click(box);
    await user.paste(pasted);
    expect(box).toHaveValue(shown);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(value);
  });

  it("keeps a pasted point grouping thousands in a field without decimals ('1.234' is 1234)", async () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <NumberField label="Potencia (HP)" onChange={onChange} />
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Potencia (HP)' }));
    await user.paste('1.234');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1234);
  });

  it("keeps the point grouping thousands in a field without declared decimals ('210.000' is 210000)", async () => {
    const onChange = vi.fn();
    render(
      <UiProvider>
        <NumberField label="Precio (ARS)" onChange={onChange} />
      </UiProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Precio (ARS)' }), '210.000');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(210000);
  });
});
