import { useSignals } from '@preact/signals-react/runtime';
import type { Competition } from '@contracts/entities/competitions';
import { can } from '@/lib/access/policy';
import { setLocationHash, useLocationHash } from '@/lib/routing/location-hash';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { sessionUser } from '@/lib/session/session';
import { ButtonLink } from '@/ui/button-link';
import { Tabs } from '@/ui/tabs';
import { CompetitionDates, CompetitionFigures } from './competition-facts';
import { CompetitionTeams } from './competition-teams';
import { PriceList } from './price-list';
import * as s from './competition-admin.css';

/** SPEC §2 hashes of the competition detail's tabs (as the hash reads once decoded). */
export const INFO_TAB = 'información';
export const TEAMS_TAB = 'equipos';

/**
 * SPEC §2 competition detail: tabs 'Información' (dates, phase, description, figures, prices)
 * and 'Equipos', selected by the hash (#información, #equipos), so each tab can be linked and
 * Back returns to the previous one. Without a known hash 'Información' shows.
 */
export function CompetitionDetail({ competition }: { competition: Competition }) {
  useSignals();
  const hash = useLocationHash();
  const canManagePrices = can(sessionUser.value, 'priceNew');
  const selected = hash === TEAMS_TAB ? TEAMS_TAB : INFO_TAB;

  const info = (
    <div className={s.page}>
      <section className={s.section} aria-labelledby="competition-info-title">
        <h2 id="competition-info-title" className={s.sectionTitle}>
          {competition.name} · Edición {competition.edition}
        </h2>
        <CompetitionDates competition={competition} />
        <p className={s.description}>{competition.description}</p>
        <div className={s.actions}>
          <ButtonLink variant="secondary" href={appHref(href('competitionEdit', { id: competition.id }))}>
            Editar competencia
          </ButtonLink>
          <ButtonLink variant="secondary" href={appHref(href('competitionResults', { id: competition.id }))}>
            Cargar resultados
          </ButtonLink>
        </div>
      </section>
      <section className={s.section} aria-labelledby="competition-figures-title">
        <h2 id="competition-figures-title" className={s.sectionTitle}>
          Cifras
        </h2>
        <CompetitionFigures competition={competition} />
      </section>
      <PriceList competition={competition} canManage={canManagePrices} />
    </div>
  );

  return (
    <Tabs
      label="Secciones de la competencia"
      selectedId={selected}
      onSelect={(id) => setLocationHash(id)}
      items={[
        { id: INFO_TAB, label: 'Información', content: info },
        { id: TEAMS_TAB, label: 'Equipos', content: <CompetitionTeams competition={competition} /> },
      ]}
    />
  );
}
