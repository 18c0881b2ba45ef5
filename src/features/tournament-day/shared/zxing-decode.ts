import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { luminanceOf } from './luminance';

/**
 * The fallback QR decoder (ZXing), for browsers without BarcodeDetector (Firefox, Safari before
 * 17 on a Mac, Chromium on Linux). Loaded with import() only when the camera opens there, so it
 * never weighs on the sign-in page (decision 0072).
 */
const reader = new QRCodeReader();
const hints = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
  // A credential on a phone's screen or on paper under the sun: spend the effort.
  [DecodeHintType.TRY_HARDER, true],
]);

/** The text of the QR code in the frame, or null when none could be read. */
export function decodeFrame(frame: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  const source = new RGBLuminanceSource(luminanceOf(frame.data, frame.width, frame.height), frame.width, frame.height);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    // NotFound, Checksum and Format exceptions: this frame had no readable code; the next may.
    return null;
  } finally {
    reader.reset();
  }
}
