// The QR reader's own modules, not the package's index: the index pulls in every format's reader
// and the browser helpers (410 kB of script); these are the QR code's part only (decision 0072).
import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
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
