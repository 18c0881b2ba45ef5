import { href } from '@/lib/routing/routes';

/** Where a boat screen returns: the team's detail it came from (`?teamId`), or the boat list. */
export const boatReturnHref = (teamId: number | null) => (teamId === null ? href('boats') : href('teamView', { id: teamId }));
