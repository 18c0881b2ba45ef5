import { readSize } from './luminance';

/**
 * Reads a QR code from the camera's current frame: the browser's own BarcodeDetector where it
 * reads QR codes (Chrome on Android, Safari 17+ on iOS: no download, native speed), ZXing
 * otherwise, fetched only then (decision 0072).
 */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of BarcodeDetector the dock uses (not yet in TypeScript's DOM types). */
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Some builds expose the class without a QR reader (desktop Chrome on Linux: no formats).
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function createFrameDecoder(): Promise<FrameDecoder> {
  const native = await nativeDetector();
  if (native) {
    return async (video) => {
      const [code] = await native.detect(video).catch(() => []);
      return code?.rawValue ?? null;
    };
  }
  const { decodeFrame } = await import('./zxing-decode');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const { width, height } = readSize(video.videoWidth, video.videoHeight);
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    return decodeFrame(context.getImageData(0, 0, width, height));
  };
}
