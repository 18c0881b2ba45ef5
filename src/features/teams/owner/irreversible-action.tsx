import { useState, type ReactNode } from 'react';
import { DASHBOARD } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { ConfirmDialog, type ConfirmDialogProps } from '@/ui/confirm-dialog';
import { Panel } from '@/ui/panel';
import { setApart } from '@/ui/set-apart.css';
import * as s from './team.css';

type Props = {
  /** The warning panel: what the action does that cannot be undone. */
  warningTitle: string;
  warning: ReactNode;
  /** The danger button that opens the confirmation. */
  actionLabel: string;
  confirmation: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange' | 'tone'>;
};

/**
 * An owner's or member's action that cannot be undone (delete the team, leave it): the warning
 * with the action at its end, the way back home apart below it (issue 31: on a phone the red
 * button sat in the same row as the navigation), and the confirmation the action opens.
 */
export function IrreversibleAction({ warningTitle, warning, actionLabel, confirmation }: Props) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Panel title={warningTitle} tone="warning">
        {warning}
        <div className={s.actions}>
          <Button variant="danger" className={setApart} onPress={() => setConfirming(true)}>
            {actionLabel}
          </Button>
        </div>
      </Panel>
      <div className={s.actions}>
        <ButtonLink href={appHref(DASHBOARD)} variant="secondary">
          Volver al inicio
        </ButtonLink>
      </div>
      <ConfirmDialog isOpen={isConfirming} onOpenChange={setConfirming} tone="danger" {...confirmation} />
    </>
  );
}
