import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { credentialQrText } from '@contracts/core/credential-qr';
import { cameraFailureMessage, cameraFailureOf } from '@/features/tournament-day/shared/camera-failure';
import { distinctScans } from '@/features/tournament-day/shared/distinct-scans';
import { luminanceOf, readSize } from '@/features/tournament-day/shared/luminance';
import { decodeFrame } from '@/features/tournament-day/shared/zxing-decode';
import { scannerMessages } from '@/features/tournament-day/shared/scanner-messages';

/** A QR code drawn as a camera frame would carry it: RGBA, dark modules on white, a quiet zone, `scale` pixels a module. */
function frameOf(text: string, scale = 4, quiet = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      if (mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return { data, width: side, height: side };
}

describe('distinct scans: one call per code held up', () => {
  it('passes a code once while it stays in view, and a different code at once', () => {
    const gate = distinctScans(2500);
    expect(gate.see('A', 0)).toBe(true);
    expect(gate.see('A', 200)).toBe(false);
    expect(gate.see(null, 400)).toBe(false);
    expect(gate.see('A', 600)).toBe(false);
    expect(gate.see('B', 800)).toBe(true);
    expect(gate.see('A', 1000)).toBe(true);
  });

  it('passes the same code again once it has been out of sight for a while, or after a reset', () => {
    const gate = distinctScans(2500);
    expect(gate.see('A', 0)).toBe(true);
    expect(gate.see('A', 2400)).toBe(false);
    expect(gate.see('A', 5000)).toBe(true);
    gate.reset();
    expect(gate.see('A', 5100)).toBe(true);
  });
});

describe("the camera's refusals in Spanish", () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'failed'],
  ] as const)('%s is %s', (name, failure) => {
    expect(cameraFailureOf(new DOMException('x', name))).toBe(failure);
    expect(cameraFailureMessage(failure)).toBe(scannerMessages[failure]);
  });

  it('says what to do instead, never the browser words', () => {
    expect(cameraFailureOf('not an error')).toBe('failed');
    expect(scannerMessages.denied).toMatch(/escribí el número del equipo/);
  });
});

describe('frames for the fallback decoder', () => {
  it('turns RGBA into grey levels, transparent as white', () => {
    const grey = luminanceOf(new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 9, 9, 9, 0]), 4, 1);
    expect([...grey]).toEqual([0, 255, 76, 255]);
  });

  it('reads a frame at most 800 pixels on its longer side, keeping its shape', () => {
    expect(readSize(1280, 720)).toEqual({ width: 800, height: 450 });
    expect(readSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it("reads a credential's QR text from a frame with ZXing, and nothing from a blank one", () => {
    const text = credentialQrText({ competitionId: 3, teamNumber: 12, registrationNumber: 345 });
    expect(decodeFrame(frameOf(text))).toBe(text);
    expect(decodeFrame({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 })).toBeNull();
  });
});
