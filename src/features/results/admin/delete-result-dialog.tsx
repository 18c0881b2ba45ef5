import { resultsEndpoints } from '@contracts/results';
import { useEndpointMutation } from '@/api/mutation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { ResultToDelete } from '../shared/results-tables';
import { toast } from '@/ui/toast-store';
import { resultsAdminMessages as m } from './results-admin-messages';

/** What the confirmation names: the row as the table shows it. */
export function describeResult(target: ResultToDelete): string {
  switch (target.table) {
    case 'general':
      return `el ${target.row.final_position}.º puesto de ${target.row.team.name}`;
    case 'pieza-mayor':
      return `la pieza mayor de ${target.row.species.name} (${target.row.team.name})`;
    case 'categorias':
      return `el resultado de ${target.row.team.name} en la categoría ${target.row.category.name}`;
  }
}

/** SPEC §2: a result is deleted only after a confirmation. */
export function DeleteResultDialog({ target, onClose }: { target: ResultToDelete | null; onClose: () => void }) {
  const overall = useEndpointMutation(resultsEndpoints.deleteOverall);
  const fish = useEndpointMutation(resultsEndpoints.deleteBiggestFish);
  const category = useEndpointMutation(resultsEndpoints.deleteCategory);

  const confirm = async () => {
    if (!target) return;
    const remove = { general: overall.call, 'pieza-mayor': fish.call, categorias: category.call }[target.table];
    const res = await remove({ params: { id: target.row.id } });
    if (res.ok) toast.success(m.deleted);
    else toast.error(m.deleteError[target.table]);
  };

  return (
    <ConfirmDialog
      isOpen={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Eliminar resultado"
      message={target ? `¿Eliminar ${describeResult(target)}? Esta acción no se puede deshacer.` : ''}
      confirmLabel="Eliminar resultado"
      tone="danger"
      onConfirm={confirm}
    />
  );
}
