import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { visuallyHidden } from '@/ui/visually-hidden.css';
import { ResultPanel } from './result-panel';
import { REDIRECT_SECONDS } from './payment-result-texts';
import { useCountdown } from './use-countdown';
import * as s from './payment-result.css';

/**
 * Approved or authorized (SPEC §2): back to competitions after 5 s, or at once. The visible
 * count changes every second, but only the start and a pause are announced (politely), so a
 * screen reader is not interrupted five times; the pause button stops the redirect.
 */
export function ApprovedPanel({ teamNumber }: { teamNumber: number | null }) {
  const [, navigate] = useLocation();
  const [paused, setPaused] = useState(false);
  const goNow = useCallback(() => navigate(appHref(href('competitions'))), [navigate]);
  const left = useCountdown(REDIRECT_SECONDS, paused, goNow);
  return (
    <ResultPanel title="¡Pago aprobado!" tone="success">
      <p>Tu inscripción quedó pagada.{teamNumber !== null ? ` Número de equipo: ${teamNumber}.` : ''}</p>
      <p aria-hidden="true" className={s.countdown}>
        {paused ? 'Redirección en pausa.' : `Te llevamos a la competencia en ${left} s.`}
      </p>
      <p role="status" className={visuallyHidden}>
        {paused
          ? 'Redirección en pausa.'
          : `Vas a volver a la competencia en ${REDIRECT_SECONDS} segundos. Podés pausar la redirección.`}
      </p>
      <div className={s.actions}>
        <Button onPress={goNow}>Redirigir ahora</Button>
        <Button variant="secondary" onPress={() => setPaused((p) => !p)}>
          {paused ? 'Reanudar la redirección' : 'Pausar la redirección'}
        </Button>
      </div>
    </ResultPanel>
  );
}
