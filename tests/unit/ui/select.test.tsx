import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Select } from '@/ui/select';

const options = [
  { id: 'F', label: 'Femenino' },
  { id: 'M', label: 'Masculino' },
];

describe('Select', () => {
  it('marks its trigger invalid and describes it with the message when in error', () => {
    render(<Select label="Género" options={options} isRequired isInvalid errorMessage="Este campo es obligatorio" />);
    const trigger = screen.getByRole('button', { name: /Género/ });
    // The trigger is what takes focus, so it is what must say "invalid" (WCAG 3.3.1).
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Este campo es obligatorio');
  });

  it('does not call a valid select invalid', () => {
    render(<Select label="Género" options={options} isRequired />);
    expect(screen.getByRole('button', { name: /Género/ })).not.toHaveAttribute('aria-invalid');
  });
});
