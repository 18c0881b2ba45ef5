import { svgProps, type IconProps } from '@/ui/icons';

/**
 * SPEC §2's key icon beside 'Restablecer contraseña' (admins). Kept with the layout, not in
 * src/ui/icons.tsx: that module is on sign-in's first load, which has no use for it.
 */
export const KeyIcon = ({ className }: IconProps) => (
  <svg {...svgProps} width={18} height={18} className={className}>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.8-9.8M16 7l3 3M19 4l2 2" />
  </svg>
);
