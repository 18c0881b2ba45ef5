import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkInMessages } from '@contracts/check-ins-messages';
import { credentialQrText } from '@contracts/core/credential-qr';
import { CredentialScanner } from '@/features/tournament-day/shared/credential-scanner';
import { scannerMessages } from '@/features/tournament-day/shared/scanner-messages';

/**
 * The scanner with a stand-in camera and a stand-in BarcodeDetector (happy-dom has neither):
 * what it does with what they give. The real camera and ZXing are exercised by
 * tests/serve/dock.spec.ts (Chromium's fake camera) and scanner-parts.test.ts.
 */
const credential = credentialQrText({ competitionId: 3, teamNumber: 12, registrationNumber: 345 });
let frames: string[] = [];
const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

class FakeDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code']);
  detect = () => Promise.resolve(frames.length > 0 ? [{ rawValue: frames.shift()! }] : []);
}

beforeEach(() => {
  frames = [];
  track.stop.mockClear();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // happy-dom's video takes only its own MediaStream and plays nothing: the stand-in stream is just held.
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

async function openCamera(onScan = vi.fn()) {
  const view = render(<CredentialScanner onScan={onScan} />);
  await userEvent.click(screen.getByRole('button', { name: scannerMessages.open }));
  await screen.findByText(scannerMessages.aim);
  return { onScan, ...view };
}

describe('the credential scanner', () => {
  it('asks for the rear camera and calls onScan once for a credential held up over many frames', async () => {
    const { onScan } = await openCamera();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));
    frames = [credential, credential, credential, credential];
    await vi.waitFor(() => expect(frames).toHaveLength(0), { timeout: 3000 });
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith(credential);
  });

  it('says a QR code that is no credential cannot be used, and does not call onScan', async () => {
    const { onScan } = await openCamera();
    frames = ['https://example.com/'];
    expect(await screen.findByRole('alert')).toHaveTextContent(checkInMessages.unreadableQr);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('lets go of the camera when closed, when the page is hidden, and when it unmounts', async () => {
    const { unmount } = await openCamera();
    await userEvent.click(screen.getByRole('button', { name: scannerMessages.stop }));
    expect(track.stop).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: scannerMessages.open }));
    await screen.findByText(scannerMessages.aim);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(track.stop).toHaveBeenCalledTimes(2);
    // Back in view, the camera opens again by itself.
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await screen.findByText(scannerMessages.aim);
    expect(getUserMedia).toHaveBeenCalledTimes(3);

    unmount();
    expect(track.stop).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['NotAllowedError', scannerMessages.denied],
    ['NotFoundError', scannerMessages.noCamera],
    ['NotReadableError', scannerMessages.busy],
  ])('says in Spanish why the camera did not open (%s), and offers to try again', async (name, message) => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', name));
    render(<CredentialScanner onScan={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: scannerMessages.open }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Permission denied')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: scannerMessages.open })).toBeInTheDocument();
  });

  it('says there is no camera where the browser offers none', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    render(<CredentialScanner onScan={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: scannerMessages.open }));
    expect(await screen.findByRole('alert')).toHaveTextContent(scannerMessages.noCamera);
  });
});
