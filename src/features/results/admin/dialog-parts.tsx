import { Button } from '@/ui/button';
import * as s from './results-admin.css';

/** Counts (species, pieces) are whole numbers; points and sizes keep their decimals. */
export const integer: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
export const decimals: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** The buttons at the bottom of every add dialog. */
export function DialogActions({ isPending, onCancel }: { isPending: boolean; onCancel: () => void }) {
  return (
    <div className={s.actions}>
      <Button type="submit" isPending={isPending}>
        Guardar resultado
      </Button>
      <Button variant="secondary" onPress={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
