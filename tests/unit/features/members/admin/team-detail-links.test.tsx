import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TeamDetail } from '@contracts/entities/teams';
import { MembersCard } from '@/features/teams/admin/team-detail-cards';
import { renderPage } from '../../support';
import { href } from '@/lib/routing/routes';

const detailWith = (members: TeamDetail['members']) =>
  ({ team: { id: 42, name: 'Los Dorados', boat_id: null }, members }) as unknown as TeamDetail;

const ana = { user_id: 7, personal_info: { first_name: 'Ana', last_name: 'Pérez' }, is_helmsman: false };

describe('admin team detail: members card links to the participant screens', () => {
  it("links each member to its edit form and, while there is room, to 'Agregar participante' for the team", () => {
    renderPage(<MembersCard detail={detailWith([ana])} />, href('teamView', { id: 42 }));
    expect(screen.getByRole('link', { name: 'Editar a Ana Pérez' })).toHaveAttribute('href', `${href('teamMemberEdit', { userId: 7 })}?teamId=42`);
    expect(screen.getByRole('link', { name: 'Agregar participante' })).toHaveAttribute('href', `${href('teamMemberAdd')}?teamId=42`);
  });

  it('offers no add link for a full team', () => {
    const full = [ana, { ...ana, user_id: 8 }, { ...ana, user_id: 9 }];
    renderPage(<MembersCard detail={detailWith(full)} />, href('teamView', { id: 42 }));
    expect(screen.queryByRole('link', { name: 'Agregar participante' })).not.toBeInTheDocument();
  });
});
