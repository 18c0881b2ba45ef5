/** Small decorative icons (always aria-hidden: the control that holds one carries the name). */
type IconProps = { className?: string };

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const EyeIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const CopyIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </svg>
);

export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);

export const ChevronRightIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);

export const CalendarIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </svg>
);

export const AlertIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);

export const InfoIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </svg>
);

export const SortIcon = ({ className, direction }: IconProps & { direction?: 'ascending' | 'descending' }) => (
  <svg {...svgProps} className={className}>
    {direction === 'ascending' ? <path d="m6 15 6-6 6 6" /> : direction === 'descending' ? <path d="m6 9 6 6 6-6" /> : <path d="m7 9 5-5 5 5M7 15l5 5 5-5" />}
  </svg>
);
