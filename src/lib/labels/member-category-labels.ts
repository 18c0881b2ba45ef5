import { memberCategorySchema, type MemberCategory } from '@contracts/enums';

/** SPEC §3 member categories as people read them (the same words name exemption reasons, decision 0003). */
export const memberCategoryLabels: Record<MemberCategory, string> = {
  journalist: 'Periodista',
  past_winner: 'Ganador anterior',
  vip: 'VIP',
  other: 'Otro',
};

/** A stored category's label, or null when the member has none. */
export const memberCategoryLabel = (category: MemberCategory | null): string | null =>
  category === null ? null : memberCategoryLabels[category];

/** Choices for a category select, in the contract's order. */
export const memberCategoryOptions = memberCategorySchema.options.map((id) => ({ id, label: memberCategoryLabels[id] }));
