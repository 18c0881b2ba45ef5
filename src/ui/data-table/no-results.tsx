import { Button } from '../button';
import type { Noun } from './count-text';
import * as s from './data-table.css';

type Props = { noun: Noun; search: string; onClear: () => void };

/** An empty search names what was searched and offers the way back to the whole list (issue 21). */
export function NoResults({ noun, search, onClear }: Props) {
  return (
    <div className={s.noResults}>
      <p>
        No hay {noun.other} que coincidan con «{search}».
      </p>
      <Button variant="secondary" size="sm" onPress={onClear}>
        Limpiar búsqueda
      </Button>
    </div>
  );
}
