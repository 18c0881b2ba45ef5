import { Panel } from './panel';

export type UnderConstructionProps = {
  /** What will live here; defaults to a generic sentence. */
  description?: string;
};

/** Placeholder for screens of a later iteration: says so plainly instead of an empty page. */
export function UnderConstruction({ description = 'Esta sección todavía no está disponible. Estamos trabajando en ella.' }: UnderConstructionProps) {
  return (
    <Panel title="En construcción" tone="info">
      <p>{description}</p>
    </Panel>
  );
}
