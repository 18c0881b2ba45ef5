import { CATCH_PHOTO_MAX_BYTES } from '@contracts/entities/catch-photos';

/** The longest side of a photo sent (issue 35): a jury reads a measuring board at this size. */
export const PHOTO_MAX_SIDE = 1280;
/** JPEG qualities tried in turn until the photo fits the API's bound. */
const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4];

export const photoTexts = {
  unreadable: 'No se pudo leer la foto. Sacala de nuevo o elegí otra.',
  tooLarge: 'La foto sigue pesando demasiado después de comprimirla. Sacala de nuevo, más de cerca.',
} as const;

export type CompressedPhoto = { dataUrl: string; bytes: number; width: number; height: number };

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A phone's photo (4000 px, 3–8 MB) as the API keeps it: drawn on a canvas with its longest side
 * at most PHOTO_MAX_SIDE, as JPEG, at the best quality that stays under CATCH_PHOTO_MAX_BYTES.
 * createImageBitmap applies the photo's EXIF orientation, so a portrait stays upright.
 * Throws an Error whose message is the Spanish sentence to show.
 */
export async function compressPhoto(file: Blob): Promise<CompressedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(photoTexts.unreadable);
  }
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(photoTexts.unreadable);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error(photoTexts.unreadable);
    if (blob.size <= CATCH_PHOTO_MAX_BYTES) return { dataUrl: await blobToDataUrl(blob), bytes: blob.size, width, height };
  }
  throw new Error(photoTexts.tooLarge);
}
