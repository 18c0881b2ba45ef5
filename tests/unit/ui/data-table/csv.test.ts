import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { DataTableColumn } from '@/ui/data-table';
import { CSV_BOM, toCsv } from '@/ui/data-table/csv';

type Payment = { team: string; amount: number; at: string; note: string | null };
const columns: DataTableColumn<Payment>[] = [
  { id: 'team', header: 'Equipo', value: (p) => p.team },
  { id: 'amount', header: 'Monto', value: (p) => p.amount, kind: 'money' },
  { id: 'at', header: 'Fecha', value: (p) => p.at, kind: 'date' },
  { id: 'note', header: 'Notas', value: (p) => p.note },
  { id: 'actions', header: 'Acciones', value: () => null, exportable: false },
];
const rows: Payment[] = [
  { team: 'Los Gómez; hermanos', amount: 45000, at: '2026-11-20T15:00:00Z', note: 'Dijo "ya pagué"\nmañana' },
  { team: 'Peñí', amount: 1500.5, at: '2026-01-02T12:00:00Z', note: null },
];

describe('toCsv', () => {
  const csv = toCsv(rows, columns);

  it('starts with a UTF-8 byte order mark and separates with ; and CRLF', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Equipo;Monto;Fecha;Notas');
    expect(csv.slice(1).split('\r\n').at(-1)).toBe('Peñí;1500,50;02/01/2026;');
  });

  it('quotes fields with ;, quotes or line breaks, and the quoted text reads back intact', () => {
    expect(csv).toContain('"Los Gómez; hermanos";45000,00;20/11/2026;"Dijo ""ya pagué""\nmañana"');
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(parsed[1]).toEqual(['Los Gómez; hermanos', '45000,00', '20/11/2026', 'Dijo "ya pagué"\nmañana']);
  });

  it('leaves out columns marked not exportable and writes only the header for no rows', () => {
    expect(csv).not.toContain('Acciones');
    expect(toCsv([], columns)).toBe(`${CSV_BOM}Equipo;Monto;Fecha;Notas\r\n`);
  });
});
