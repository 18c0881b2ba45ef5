import { vi } from 'vitest';

/**
 * A stand-in camera and BarcodeDetector (happy-dom has neither) that sees each given QR text in
 * one frame, in order, then nothing. The real camera and decoder run in the browser
 * (tests/serve/dock.spec.ts). Undo it with `removeFakeCamera` and vi.unstubAllGlobals / vi.restoreAllMocks.
 */
export function fakeCameraShowing(qrTexts: string[]) {
  const frames = [...qrTexts];
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['qr_code']);
      detect = () => Promise.resolve(frames.length > 0 ? [{ rawValue: frames.shift()! }] : []);
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop() {} }] }) } });
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
}

/** The camera gone again (navigator.mediaDevices is not a global vi.stubGlobal restores). */
export function removeFakeCamera() {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}
