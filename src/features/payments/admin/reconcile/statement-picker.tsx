import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { env } from '@/config/env';
import { Button } from '@/ui/button';
import { Panel } from '@/ui/panel';
import * as s from './reconcile.css';

/** The sample statement that matches the demo's seed (scripts/demo-statement.ts writes it). */
export const DEMO_STATEMENT_PATH = '/demo/extracto-demo.csv';

export type StatementPickerProps = {
  onFile: (file: File) => void;
  /** The last file could not be read: said above the picker, which stays to choose another. */
  error?: string | null;
  /** The demo build offers its sample statement; a real deployment has none. */
  offerDemo?: boolean;
};

/**
 * The admin drops the CSV their bank exported or picks it with 'Elegir archivo' (react-aria
 * DropZone and FileTrigger: keyboard and screen reader reach both). The file is read in this
 * browser and never sent anywhere.
 */
export function StatementPicker({ onFile, error = null, offerDemo = env.mocksEnabled }: StatementPickerProps) {
  return (
    <Panel title="Elegí el extracto">
      <p className={s.lead}>
        Descargá de tu home banking los movimientos de la cuenta donde los equipos transfieren, en formato CSV, y elegí
        ese archivo. Se lee en este navegador: no se envía a ningún lado.
      </p>
      {error ? (
        <p role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <DropZone
        className={s.dropZone}
        aria-label="Soltá acá el archivo del extracto"
        // Any dropped file is read: Windows often gives a CSV no type, or Excel's; reading it says what it is.
        onDrop={async (event) => {
          const item = event.items.find((i) => i.kind === 'file');
          if (item?.kind === 'file') onFile(await item.getFile());
        }}
      >
        <Text slot="label">Soltá acá el archivo CSV del extracto, o</Text>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv', 'text/plain']} onSelect={(files) => files?.[0] && onFile(files[0])}>
          <Button>Elegir archivo</Button>
        </FileTrigger>
      </DropZone>
      {offerDemo ? (
        <p className={s.lead}>
          ¿Probando la demo? Descargá el <a href={DEMO_STATEMENT_PATH} download="extracto-demo.csv">extracto de demostración</a>, que
          coincide con las transferencias pendientes de la demo, y elegilo acá.
        </p>
      ) : null}
    </Panel>
  );
}
