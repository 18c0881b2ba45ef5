import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@contracts/entities/notifications';
import { notificationsEndpoints } from '@contracts/notifications';
import { useEndpointMutation } from '@/api/mutation';
import { endpointQuery } from '@/api/query';
import { toast } from '@/ui/toast-store';

const bellQuery = () => endpointQuery(notificationsEndpoints.listOwn);

/**
 * Marking read and deleting show at once (optimistic): the cached list is changed before
 * the call, put back if the call fails, and refetched after it succeeds (the invalidation
 * of both writes is the bell, src/api/invalidation.ts).
 */
export function useBellActions() {
  const client = useQueryClient();
  const { queryKey } = bellQuery();

  const optimistic = async (change: (list: Notification[]) => Notification[]) => {
    // A refetch in flight would overwrite the change with the list from before it.
    await client.cancelQueries({ queryKey });
    const before = client.getQueryData(bellQuery().queryKey);
    client.setQueryData(bellQuery().queryKey, (list) => (list ? change(list) : list));
    return { before };
  };
  const rollback = (context: { before: Notification[] | undefined } | undefined) => {
    client.setQueryData(bellQuery().queryKey, context?.before);
  };

  const markRead = useEndpointMutation(notificationsEndpoints.markRead, {
    onMutate: ({ params }) => optimistic((list) => list.map((n) => (n.id === params.id ? { ...n, status: 'read' as const } : n))),
    onError: (_error, _input, context) => rollback(context),
  });
  const remove = useEndpointMutation(notificationsEndpoints.delete, {
    onMutate: ({ params }) => optimistic((list) => list.filter((n) => n.id !== params.id)),
    onError: (error, _input, context) => {
      toast.error(error.message);
      rollback(context);
    },
  });

  return {
    markRead: (n: Notification) => {
      if (n.status === 'unread') void markRead.call({ params: { id: n.id } });
    },
    remove: (n: Notification) => void remove.call({ params: { id: n.id } }),
  };
}
