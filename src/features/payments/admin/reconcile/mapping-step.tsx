import { useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/format/format';
import { Button } from '@/ui/button';
import { Panel } from '@/ui/panel';
import { Select, type SelectOption } from '@/ui/select';
import { completeMapping, type ColumnMapping, type MappingDraft } from './column-mapping';
import type { StatementTable } from './statement-table';
import { parseStatementAmount, parseStatementDate } from './statement-values';
import * as s from './reconcile.css';

const NONE = -1;
const fields: { key: keyof MappingDraft; label: string; description: string; optional?: boolean }[] = [
  { key: 'date', label: 'Fecha', description: 'El día del movimiento.' },
  { key: 'concept', label: 'Concepto', description: 'Donde el banco pone el texto de la transferencia, con la referencia que escribió el equipo.' },
  { key: 'detail', label: 'Más detalle (opcional)', description: 'Otra columna de texto donde puede estar la referencia.', optional: true },
  { key: 'amount', label: 'Importe o créditos', description: 'El importe con signo o, si el banco los separa, la columna de créditos.' },
  { key: 'cuit', label: 'CUIT del remitente (opcional)', description: 'Si el extracto trae el CUIT de quien transfirió.', optional: true },
];

export type MappingStepProps = {
  fileName: string;
  table: StatementTable;
  initial: MappingDraft;
  onDone: (mapping: ColumnMapping) => void;
  onOtherFile: () => void;
};

/**
 * The admin says once which column is which, starting from the guess; the first movement is
 * read back with the chosen columns so a wrong choice shows before matching. The page
 * remembers the result for files with the same header row.
 */
export function MappingStep({ fileName, table, initial, onDone, onOtherFile }: MappingStepProps) {
  const [draft, setDraft] = useState<MappingDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const columns: SelectOption<number>[] = table.headers.map((h, i) => ({ id: i, label: h || `Columna ${i + 1}` }));
  const optional: SelectOption<number>[] = [{ id: NONE, label: 'Ninguna' }, ...columns];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const mapping = completeMapping(draft);
    if (mapping) onDone(mapping);
  };
  return (
    <Panel title="Columnas del extracto">
      <p className={s.lead}>
        Archivo: <strong>{fileName}</strong>. Indicá qué columna tiene cada dato; lo recordamos para los próximos extractos con las mismas
        columnas.
      </p>
      <form className={s.form} onSubmit={submit} aria-label="Columnas del extracto" noValidate>
        <div className={s.fieldGrid}>
          {fields.map(({ key, label, description, optional: isOptional }) => (
            <Select<number>
              key={key}
              label={label}
              description={description}
              isRequired={!isOptional}
              options={optionsFor(key, isOptional ? optional : columns, draft)}
              value={draft[key] ?? (isOptional ? NONE : null)}
              onChange={(value) => setDraft((d) => withColumn(d, key, value === null || value === NONE ? null : value))}
              isInvalid={submitted && !isOptional && draft[key] === null}
              errorMessage={submitted && !isOptional && draft[key] === null ? 'Elegí la columna.' : undefined}
            />
          ))}
        </div>
        <FirstMovement table={table} draft={draft} />
        <div className={s.actions}>
          <Button type="submit">Ver coincidencias</Button>
          <Button variant="secondary" onPress={onOtherFile}>
            Elegir otro archivo
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * 'Más detalle' is a second text column: the concept's column is not offered for it (issue 31:
 * one column proposed for both repeated the concept in the preview and in every line).
 */
const optionsFor = (key: keyof MappingDraft, options: SelectOption<number>[], draft: MappingDraft) =>
  key === 'detail' ? options.map((o) => (o.id === draft.concept ? { ...o, isDisabled: true } : o)) : options;

/** The draft with `key` on `column`; a concept moved onto the detail's column takes it from the detail. */
const withColumn = (draft: MappingDraft, key: keyof MappingDraft, column: number | null): MappingDraft => ({
  ...draft,
  [key]: column,
  ...(key === 'concept' && column !== null && draft.detail === column ? { detail: null } : {}),
});

/** The first row with a day, read with the chosen columns. */
function FirstMovement({ table, draft }: { table: StatementTable; draft: MappingDraft }) {
  const row = draft.date === null ? undefined : table.rows.find((r) => parseStatementDate(r.cells[draft.date!] ?? ''));
  if (!row) return <p className={s.lead}>Elegí la columna de la fecha para ver cómo se lee el primer movimiento.</p>;
  const cell = (column: number | null) => (column === null ? '' : (row.cells[column] ?? ''));
  const amount = parseStatementAmount(cell(draft.amount));
  return (
    <div>
      <p className={s.choiceLabel}>Así se lee el primer movimiento (línea {row.line}):</p>
      <ul className={s.counts}>
        <li>Fecha: {parseStatementDate(cell(draft.date))?.text}</li>
        <li>Concepto: {[cell(draft.concept), draft.detail === draft.concept ? '' : cell(draft.detail)].filter(Boolean).join(' · ') || '—'}</li>
        <li>Importe: {amount === null ? 'sin importe (un débito, si el banco separa créditos y débitos)' : formatMoney(amount / 100)}</li>
        {draft.cuit === null ? null : <li>CUIT: {cell(draft.cuit) || '—'}</li>}
      </ul>
    </div>
  );
}
