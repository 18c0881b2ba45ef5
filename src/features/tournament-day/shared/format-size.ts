import { LOCALE } from '@/lib/format/format';

const sizeFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const pointsFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A piece's size as judges measure it, to the millimetre: '24,5 cm', '30 cm'. */
export const formatSize = (cm: number) => `${sizeFormat.format(cm)} cm`;
/** Points as the scoring sums them, in hundredths at most: '54,5', '120'. */
export const formatPoints = (points: number) => pointsFormat.format(points);
