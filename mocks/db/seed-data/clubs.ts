import type { SeedContext } from './context';
import { clubs } from './catalogues';

/** The fishing clubs, each with its president, phone and one address. */
export function seedInstitutions(ctx: SeedContext) {
  const { db, faker, clock } = ctx;
  clubs.forEach((club, i) => {
    const at = clock.epoch(i, 9);
    const id = ctx.id('institutions');
    db.institutions.push({
      id,
      name: club.name,
      president: faker.person.fullName(),
      phone_number: `3${faker.string.numeric(9)}`,
      created_at: at,
      updated_at: at,
    });
    db.addresses.push({
      id: ctx.id('addresses'),
      address_line: `Costanera ${faker.number.int({ min: 100, max: 2500 })}`,
      city: club.city,
      state: club.state,
      country: 'Argentina',
      owner_id: id,
      owner_type: 'institution',
      is_active: true,
      created_at: at,
      updated_at: at,
    });
  });
}
