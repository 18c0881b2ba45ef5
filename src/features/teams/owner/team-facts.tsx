import { categoryLabels } from '@contracts/enums';
import type { Team } from '@contracts/entities/teams';
import { Badge } from '@/ui/badge';
import { Fact, FactsList } from '@/ui/facts-list';
import * as s from './team.css';

/** SPEC §2 team screen, read only: name, fishing club and categories. */
export function TeamFacts({ team }: { team: Pick<Team, 'name' | 'institution' | 'categories'> }) {
  const categories = [...team.categories].sort((a, b) => a.category_id - b.category_id);
  return (
    <FactsList layout="rows">
      <Fact term="Nombre">{team.name}</Fact>
      <Fact term="Barra pesquera">{team.institution.name}</Fact>
      <Fact term="Categorías">
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
      </Fact>
    </FactsList>
  );
}
