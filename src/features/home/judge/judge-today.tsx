import { checkInsEndpoints } from '@contracts/check-ins';
import { competitionsEndpoints } from '@contracts/competitions';
import type { SessionUser } from '@contracts/entities/session';
import { useEndpointQuery } from '@/api/query';
import { can } from '@/lib/access/policy';
import { competitionPhase, competitionPhaseLabels } from '@/lib/competitions/competition-phase';
import { formatPeriod } from '@/lib/format/format';
import { dashboardRoutes, href, type StaticRouteKey } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import * as s from '../shared/home.css';

export const judgeHomeTexts = {
  today: 'Hoy en el torneo',
  noCompetition: 'No hay una competencia actual. Cuando la organización la cargue, la vas a ver acá.',
  loading: 'Cargando la competencia…',
  error: 'No se pudo cargar la competencia actual. Probá de nuevo.',
  tasks: 'Qué hacer hoy',
  dock: (counts: { not_arrived: number; out: number; back: number }) =>
    `En el muelle: ${counts.not_arrived} sin salir, ${counts.out} en el agua, ${counts.back} de regreso.`,
} as const;

/**
 * The judge's tasks of the day, in the order of the day (issue 35): each a route key with what
 * it is for; the home shows those the policy lets this account open. The catch log joins here
 * when its page exists.
 */
const tasks: readonly { key: StaticRouteKey; what: string }[] = [
  { key: 'checkIn', what: 'Registrá la salida y el regreso de cada equipo: escaneá su credencial o escribí su número.' },
  { key: 'catches', what: 'Anotá cada pieza con su especie, medida y foto; sin señal, quedan en el teléfono hasta que vuelva.' },
];

/**
 * The judge's home ('Fiscal', decision 0071): the current competition, where the teams are at
 * the dock, and the day's tasks as links. Reads only what a judge may call.
 */
export function JudgeToday({ user }: { user: SessionUser }) {
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const competitionId = current.data?.id;
  const dock = useEndpointQuery(checkInsEndpoints.list, { query: { competition_id: competitionId ?? 0 } }, { enabled: competitionId !== undefined });
  const open = tasks.filter((task) => can(user, task.key));

  const competition = (() => {
    if (current.isPending) return <Spinner label={judgeHomeTexts.loading} showLabel />;
    // No current competition is a 404 here: said plainly, not as a failure.
    if (current.isError && current.error.statusCode === 404) return <p>{judgeHomeTexts.noCompetition}</p>;
    if (current.isError) return <LoadError message={judgeHomeTexts.error} onRetry={() => void current.refetch()} />;
    const c = current.data;
    return (
      <>
        <p>
          <strong>{c.name}</strong> {`(edición ${c.edition})`}
        </p>
        <p>{`${competitionPhaseLabels[competitionPhase(c)]} · ${formatPeriod(c.start_date, c.end_date)}`}</p>
        {dock.data ? <p>{judgeHomeTexts.dock(dock.data.counts)}</p> : null}
      </>
    );
  })();

  return (
    <>
      <section className={s.card} aria-labelledby="judge-today">
        <h2 id="judge-today" className={s.cardTitle}>
          {judgeHomeTexts.today}
        </h2>
        {competition}
      </section>
      <section className={s.card} aria-labelledby="judge-tasks">
        <h2 id="judge-tasks" className={s.cardTitle}>
          {judgeHomeTexts.tasks}
        </h2>
        <ul className={s.steps}>
          {open.map((task) => (
            <li key={task.key} className={s.stack}>
              <p>{task.what}</p>
              <ButtonLink href={href(task.key)}>{dashboardRoutes[task.key].title}</ButtonLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
