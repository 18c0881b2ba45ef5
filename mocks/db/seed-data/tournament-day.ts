import { defaultTieBreaks } from '@contracts/entities/scoring';
import { Role } from '@contracts/enums';
import { demoAccount } from '../../demo-accounts';
import { notifyUser } from '../../rules/notification-text';
import type { CompetitionRow, UserRow } from '../schema';
import type { SeedContext } from './context';
import { addUser } from './people';

/** The species of the current competition's scoring, by the catalogue's names (seed-data/catalogues.ts). */
const currentScoring = [
  { name: 'Pejerrey', min_size_cm: 25, points_per_piece: 10, points_per_cm: 1 },
  { name: 'Tararira', min_size_cm: 30, points_per_piece: 15, points_per_cm: 1 },
  { name: 'Boga', min_size_cm: 35, points_per_piece: 20, points_per_cm: 1.5 },
  { name: 'Dorado', min_size_cm: 45, points_per_piece: 40, points_per_cm: 2 },
  { name: 'Surubí', min_size_cm: 60, points_per_piece: 50, points_per_cm: 2 },
] as const;

/**
 * The tournament day's demo (issue 35): the judge account the README lists ('fiscal.muelle',
 * created active by the system admin like any judge, decision 0071) and the current
 * competition's scoring set-up, so the dock, the catch log and the leaderboard have rules to
 * apply. No check-ins or catches: the current competition has not started yet.
 * Seeded after the hostile texts, from fixed values, so it shifts no row above it.
 */
export function seedTournamentDay(ctx: SeedContext, p: { current: CompetitionRow; systemAdmin: UserRow }) {
  const { db, clock } = ctx;
  const judge = addUser(ctx, {
    username: demoAccount('judge').username,
    role_id: Role.Judge,
    status: 'active',
    // A DNI below the seed's range (10,000,000 and up), beside the hostile team's 9000001–2.
    personal_info: {
      dni: '9000101',
      first_name: 'Rubén',
      last_name: 'Ferreyra',
      licence_number: null,
      birth_date: '1968-03-09',
      email: 'fiscal.muelle@example.com',
      primary_phone_number: '3329000101',
      secondary_phone_number: null,
      emergency_contact_number: null,
      gender: 'M',
      blood_type: null,
    },
    createdDay: 416,
    createdBy: p.systemAdmin.id,
  });

  // Like every seeded account, the judge has something on the bell: the welcome the system admin sent.
  notifyUser(db, {
    user_id: judge.id,
    type: 'general',
    title: 'Fiscal del torneo',
    custom_data: { message: `Hola ${judge.personal_info!.first_name}: el día de ${p.current.name} vas a registrar en el muelle la salida y el regreso de cada equipo, y sus capturas.` },
    action_url: null,
    created_at: clock.epoch(417, 9),
  });

  const at = clock.epoch(417, 10);
  db.scorings.push({
    id: ctx.id('scorings'),
    competition_id: p.current.id,
    species: currentScoring.map(({ name, ...rule }) => {
      const species = db.fishSpecies.find((s) => s.name === name);
      if (!species) throw new Error(`Especie desconocida en la semilla: ${name}`);
      return { fish_species_id: species.id, ...rule };
    }),
    tie_breaks: [...defaultTieBreaks],
    updated_at: at,
    updated_by: p.systemAdmin.id,
  });
  return { judge };
}
