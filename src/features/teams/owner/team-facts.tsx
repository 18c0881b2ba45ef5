import { categoryLabels } from '@contracts/enums';
import type { Team } from '@contracts/entities/teams';
import { Badge } from '@/ui/badge';
import * as s from './team.css';

/** SPEC §2 team screen, read only: name, fishing club and categories. */
export function TeamFacts({ team }: { team: Pick<Team, 'name' | 'institution' | 'categories'> }) {
  const categories = [...team.categories].sort((a, b) => a.category_id - b.category_id);
  return (
    <dl className={s.facts}>
      <div className={s.fact}>
        <dt className={s.term}>Nombre</dt>
        <dd className={s.value}>{team.name}</dd>
      </div>
      <div className={s.fact}>
        <dt className={s.term}>Barra pesquera</dt>
        <dd className={s.value}>{team.institution.name}</dd>
      </div>
      <div className={s.fact}>
        <dt className={s.term}>Categorías</dt>
        <dd className={s.value}>
          {categories.length === 0 ? (
            'Sin categorías'
          ) : (
            <ul className={s.badges}>
              {categories.map(({ category_id }) => (
                <li key={category_id}>
                  <Badge tone="info">{categoryLabels[category_id]}</Badge>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
