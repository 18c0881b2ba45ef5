/** A row without its bookkeeping timestamps (for rows that are the contract entity plus timestamps). */
export function withoutTimestamps<T extends { created_at: string; updated_at: string }>(row: T): Omit<T, 'created_at' | 'updated_at'> {
  const { created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}
