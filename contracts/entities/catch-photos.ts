import { z } from 'zod';
import { documentAs } from '../core/wire';
import { catchesMessages } from '../catches-messages';

/**
 * A catch's photo (issue 35, docs/decisions/0073): the judge's phone compresses it (JPEG, the
 * longest side at most 1280 px) and sends it as a data URL before the catch, which then carries
 * only the `photo_ref` the upload answered. The bound keeps a day's photos small enough to live
 * in the database next to the catches.
 */

/** The largest photo the API keeps, decoded: 300 KB (a 1280 px JPEG at quality 0.7 weighs 100–250 KB). */
export const CATCH_PHOTO_MAX_BYTES = 300 * 1024;
export const catchPhotoTypes = ['image/jpeg', 'image/webp'] as const;
export type CatchPhotoType = (typeof catchPhotoTypes)[number];

const dataUrlPattern = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** The base64 text of CATCH_PHOTO_MAX_BYTES, and the header: longer text is refused before it is decoded. */
const maxDataUrlLength = Math.ceil(CATCH_PHOTO_MAX_BYTES / 3) * 4 + 64;

const decodedLength = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** The file's own first bytes, not only what the data URL claims: a renamed PNG or a text is not a JPEG. */
function looksLike(type: CatchPhotoType, base64: string): boolean {
  let head: string;
  try {
    head = atob(base64.slice(0, 24));
  } catch {
    return false;
  }
  const byte = (i: number) => head.charCodeAt(i);
  if (type === 'image/jpeg') return byte(0) === 0xff && byte(1) === 0xd8 && byte(2) === 0xff;
  return head.slice(0, 4) === 'RIFF' && head.slice(8, 12) === 'WEBP';
}

/** Why a data URL is not a photo the API keeps (the message the judge reads), or null when it is one. */
export function catchPhotoProblem(value: string): string | null {
  if (value.length > maxDataUrlLength) return catchesMessages.photoTooLarge;
  const match = dataUrlPattern.exec(value);
  if (!match || match[2]!.length % 4 !== 0) return catchesMessages.photoType;
  const type = match[1] as CatchPhotoType;
  if (!catchPhotoTypes.includes(type) || !looksLike(type, match[2]!)) return catchesMessages.photoType;
  if (decodedLength(match[2]!) > CATCH_PHOTO_MAX_BYTES) return catchesMessages.photoTooLarge;
  return null;
}

export const catchPhotoInputSchema = z.object({
  image: documentAs(
    z
      .string({ required_error: catchesMessages.photoMissing, invalid_type_error: catchesMessages.photoMissing })
      .superRefine((value, ctx) => {
        const problem = catchPhotoProblem(value);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      }),
    { pattern: '^data:image/(jpeg|webp);base64,[A-Za-z0-9+/]*={0,2}$', description: `La foto como data URL (data:image/jpeg;base64,… o data:image/webp;base64,…), de ${CATCH_PHOTO_MAX_BYTES / 1024} KB como máximo.` },
  ),
});
export type CatchPhotoInput = z.input<typeof catchPhotoInputSchema>;

/** A photo's reference: 32 hexadecimal characters (derived from who uploaded it and its bytes). */
export const photoRefPattern = /^[0-9a-f]{32}$/;

export const catchPhotoRefSchema = z.object({ photo_ref: z.string().regex(photoRefPattern) });
export type CatchPhotoRef = z.infer<typeof catchPhotoRefSchema>;

export const catchPhotoSchema = z.object({
  photo_ref: z.string().regex(photoRefPattern),
  image: z.string(),
  uploaded_at: z.string().datetime({ offset: true }),
});
export type CatchPhoto = z.infer<typeof catchPhotoSchema>;

export const catchPhotoParams = z.object({
  id: documentAs(z.string().regex(photoRefPattern, catchesMessages.photoNotFound), { pattern: photoRefPattern.source }),
});
