/**
 * Compile-time tests of `href` (src/lib/routing/routes.ts), checked by `npx tsc -p .`: each
 * `@ts-expect-error` line must stay an error, or tsc fails with "Unused '@ts-expect-error'
 * directive". The function is never called.
 */
import { expectTypeOf } from 'vitest';
import { href, type RouteParams } from '@/lib/routing/routes';

export function hrefTypes() {
  // A route without parameters takes none.
  expectTypeOf(href('teams')).toEqualTypeOf<string>();
  // @ts-expect-error no parameters to give
  href('teams', { id: 1 });
  // @ts-expect-error not even an empty object
  href('teams', {});

  // A route with parameters takes exactly those.
  href('teamView', { id: 12 });
  href('teamView', { id: '12' });
  href('teamMemberEdit', { userId: 7 });
  href('transfer', { priceId: 3 });
  // @ts-expect-error the id is missing
  href('teamView');
  // @ts-expect-error an empty object misses it too
  href('teamView', {});
  // @ts-expect-error a parameter of another route
  href('teamMemberEdit', { id: 7 });
  // @ts-expect-error an extra parameter
  href('teamView', { id: 12, teamId: 3 });
  // @ts-expect-error a value that is not a string or a number
  href('teamView', { id: null });
  // @ts-expect-error a key that is not a route
  href('no-existe');

  expectTypeOf<RouteParams<'competitionResults'>>().toEqualTypeOf<{ id: string | number }>();
  expectTypeOf<RouteParams<'teams'>>().toEqualTypeOf<Record<never, never>>();
}
