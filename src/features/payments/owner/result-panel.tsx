import { useId, type ReactNode } from 'react';
import { AlertIcon, CheckIcon, icon } from '@/ui/icons';
import type { ResultTone } from './payment-result-texts';
import * as s from './payment-result.css';

const CrossIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v5l3 2" />
  </>,
);

const icons: Record<ResultTone, (props: { className?: string }) => ReactNode> = {
  success: CheckIcon,
  danger: CrossIcon,
  progress: ClockIcon,
  warning: AlertIcon,
};

/**
 * One outcome of a card payment, read at a glance: a rejection looks like one (red, a cross)
 * as an approval looks like one (green, a check); a payment still in the provider's hands is
 * calm (blue, a clock). The title says it in words, so colour and icon are never the only cue.
 */
export function ResultPanel({ tone, title, children }: { tone: ResultTone; title: string; children: ReactNode }) {
  const headingId = useId();
  const Icon = icons[tone];
  return (
    <section className={`${s.result} ${s.resultTone[tone]}`} data-tone={tone} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.resultTitle}>
        <Icon className={s.resultIcon} />
        {title}
      </h2>
      {children}
    </section>
  );
}
