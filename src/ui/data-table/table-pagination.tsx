import { Button } from '../button';
import * as s from './data-table.css';

type Props = { label: string; page: number; pageCount: number; isDisabled: boolean; onPageChange: (page: number) => void };

/** 'Anterior' / 'Siguiente' around 'Página X de Y' (announced politely when it changes). */
export function TablePagination({ label, page, pageCount, isDisabled, onPageChange }: Props) {
  return (
    <nav className={s.pagination} aria-label={`Paginación de ${label}`}>
      <Button variant="secondary" size="sm" onPress={() => onPageChange(page - 1)} isDisabled={isDisabled || page <= 1}>
        Anterior
      </Button>
      <span className={s.pageStatus} aria-live="polite">
        Página {page} de {pageCount}
      </span>
      <Button variant="secondary" size="sm" onPress={() => onPageChange(page + 1)} isDisabled={isDisabled || page >= pageCount}>
        Siguiente
      </Button>
    </nav>
  );
}
