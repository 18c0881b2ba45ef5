import { useParams, useSearch } from 'wouter';
import { href } from '@/lib/routes';

/** A positive whole number from the URL, or null (then nothing is requested). */
const positiveId = (text: string | null | undefined) => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** The boat id of boats/edit/{id}. */
export const useBoatId = () => positiveId(useParams<{ id?: string }>().id);

/** The `?teamId` the boat screens were opened for (from the team's detail), or null. */
export const useTeamIdQuery = () => positiveId(new URLSearchParams(useSearch()).get('teamId'));

/** Where a boat screen returns: the team's detail it came from, or the boat list. */
export const boatReturnHref = (teamId: number | null) => (teamId === null ? href('boats') : href('teamView', { id: teamId }));
