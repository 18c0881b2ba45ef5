import type { PaymentType } from '@contracts/enums';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';

/** The current competition's prices of one payment type (the record-payment dialogs' choices). */
export function useCurrentPrices(paymentType: PaymentType, enabled: boolean) {
  const current = useEndpointQuery(competitionsEndpoints.getCurrent, {}, { enabled });
  const competitionId = current.data?.id;
  const prices = useEndpointQuery(
    competitionsEndpoints.listPrices,
    { params: { id: competitionId ?? 0 }, query: { payment_type: paymentType } },
    { enabled: enabled && competitionId !== undefined },
  );
  return {
    prices: prices.data,
    isLoading: enabled && (current.isPending || (competitionId !== undefined && prices.isPending)),
    isError: current.isError || prices.isError,
  };
}
