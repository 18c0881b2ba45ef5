import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from '@/ui/date-picker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Fecha de nacimiento' },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { isRequired: true, description: 'Día, mes y año.' } };

/** The value at the boundary is an ISO string; segments read in es-AR order (día/mes/año). */
function ControlledDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState('1990-03-05');
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <p>
        Valor: <output>{value || '(vacío)'}</output>
      </p>
    </>
  );
}

export const Filled: Story = {
  render: (args) => <ControlledDatePicker {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['5', '3', '1990']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1990-03-05');
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Este campo es obligatorio' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-03-07' } };
export const WithLimits: Story = { args: { label: 'Inicio de la competencia', minValue: '2026-03-01', maxValue: '2026-03-31', defaultValue: '2026-03-07' } };

/** The calendar popover, left open so axe checks it too. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2026-03-07' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendario/i }));
    const calendar = await screen.findByRole('application');
    await expect(within(calendar).getByRole('grid')).toBeInTheDocument();
  },
};
