import { icon, svgProps, type IconProps } from './icons';

/**
 * Icons of controls that are not on the sign-in page (date picker, select, copy, table
 * sorting). Kept out of icons.tsx on purpose: a module shared by several chunks keeps every
 * export any chunk uses, so these would ride on the sign-in page's first load (decision 0004).
 */
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);

export const CalendarIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);

export const SortIcon = ({ className, direction }: IconProps & { direction?: 'ascending' | 'descending' }) => (
  <svg {...svgProps} className={className}>
    {direction === 'ascending' ? <path d="m6 15 6-6 6 6" /> : direction === 'descending' ? <path d="m6 9 6 6 6-6" /> : <path d="m7 9 5-5 5 5M7 15l5 5 5-5" />}
  </svg>
);
