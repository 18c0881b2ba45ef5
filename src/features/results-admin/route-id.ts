import { useParams } from 'wouter';

/** The route's `:id` as a positive integer, or null when it is not one (then nothing is requested). */
export function useRouteId(): number | null {
  const { id } = useParams<{ id?: string }>();
  return id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}
