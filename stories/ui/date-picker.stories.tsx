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
function ControlledDatePicker({ initial = '1990-03-05', ...props }: DatePickerProps & { initial?: string }) {
  const [value, setValue] = useState(initial);
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

/** With the time (the competition's start): hh:mm in 24 h after the day; the value is a wall time without zone. */
export const WithTime: Story = {
  name: 'Con hora',
  args: { label: 'Inicio de la competencia', description: 'Día y hora de Argentina.', withTime: true },
  render: (args) => <ControlledDatePicker {...args} initial="2027-01-02T06:00" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['2', '1', '2027', '6', '0']);
    await userEvent.click(segments[3]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2027-01-02T07:00');
  },
};

/** With the time in a 320 px column (a phone at 400 % zoom): the segments and the calendar button stay inside. */
export const WithTimeNarrow: Story = {
  name: 'Con hora, 320 px',
  args: { label: 'Fin de la competencia', withTime: true, defaultValue: '2027-01-03T17:00' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Fin de la competencia/ });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
    await expect(within(canvasElement).getByRole('button', { name: /Calendario/i }).getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};
