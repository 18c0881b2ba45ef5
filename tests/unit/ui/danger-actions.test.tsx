import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { buttonVariant } from '@/ui/button.css';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';

/** Issue 21, 'One voice': a destructive dialog is cancelled by default and its action is red. */
describe('destructive dialogs', () => {
  const open = (tone?: 'primary' | 'danger') =>
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={() => undefined}
        onConfirm={vi.fn()}
        title="Eliminar precio"
        message="¿Eliminar el precio? Esta acción no se puede deshacer."
        confirmLabel="Eliminar precio"
        tone={tone}
      />,
    );

  // That Cancelar takes the focus is checked in a real browser (stories/ui/confirm-dialog.stories.tsx,
  // DangerStartsOnCancel): jsdom runs no entering animation, and the dialog keeps the focus there.
  it('a danger confirmation has Cancelar first and the action in the danger variant', () => {
    open('danger');
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar precio' });
    const [first, second] = within(dialog).getAllByRole('button');
    expect(first).toHaveAccessibleName('Cancelar');
    expect(second).toHaveAccessibleName('Eliminar precio');
    expect(second).toHaveClass(buttonVariant.danger);
  });

  it('an ordinary confirmation is not red', () => {
    open();
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Eliminar precio' })).not.toHaveClass(buttonVariant.danger);
  });

  it('a destructive dialog form puts Cancelar first and its red submit last', () => {
    render(
      <form>
        <SubmitOrCancel submitLabel="Rechazar pago" tone="danger" isPending={false} onCancel={() => undefined} />
      </form>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAccessibleName('Cancelar');
    expect(second).toHaveAccessibleName('Rechazar pago');
    expect(second).toHaveAttribute('type', 'submit');
    expect(second).toHaveClass(buttonVariant.danger);
  });

  // Issue 31: 'Confirmar transferencia | Cancelar' in one dialog, 'Cancelar | Rechazar transferencia'
  // in the next. One order everywhere: Cancelar first, the action last, whatever its tone.
  it('an ordinary dialog form also puts Cancelar first and its submit last, in the primary variant', () => {
    render(
      <form>
        <SubmitOrCancel submitLabel="Guardar" isPending={false} onCancel={() => undefined} />
      </form>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAccessibleName('Cancelar');
    expect(second).toHaveAccessibleName('Guardar');
    expect(second).toHaveClass(buttonVariant.primary);
  });

  it('an ordinary confirmation also has Cancelar first and its action last', () => {
    open();
    const [first, second] = within(screen.getByRole('alertdialog')).getAllByRole('button');
    expect(first).toHaveAccessibleName('Cancelar');
    expect(second).toHaveAccessibleName('Eliminar precio');
  });
});
