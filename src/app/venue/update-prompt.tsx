import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '@/ui/button';
import { appUpdate, updatePromptText } from './app-update';
import * as s from './update-prompt.css';

/**
 * 'Hay una versión nueva · Actualizar': a polite live region at the top of the content, never
 * moving focus and never reloading by itself (a form in progress stays as it is until the
 * person chooses).
 */
export function UpdatePrompt() {
  useSignals();
  return (
    <div role="status" className={s.prompt}>
      {appUpdate.ready.value ? (
        <>
          <p className={s.text}>{updatePromptText.message}</p>
          <Button size="sm" onPress={() => appUpdate.accept()}>
            {updatePromptText.action}
          </Button>
        </>
      ) : null}
    </div>
  );
}
