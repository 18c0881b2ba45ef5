import { useEffect, useRef, useState } from 'react';
import { parseCredentialQr } from '@contracts/core/credential-qr';
import { checkInMessages } from '@contracts/check-ins-messages';
import { Button } from '@/ui/button';
import { cameraFailureMessage, cameraFailureOf, rearCameraConstraints } from './camera-failure';
import { distinctScans } from './distinct-scans';
import { createFrameDecoder, type FrameDecoder } from './frame-decoder';
import { scannerMessages } from './scanner-messages';
import * as s from './scanner.css';

/** How often a frame is read: often enough to feel instant, rare enough for an old phone's battery. */
export const SCAN_INTERVAL_MS = 200;

type Status = 'off' | 'starting' | 'on';

export type CredentialScannerProps = {
  /** A credential's QR text, once per distinct code held up (the same one again after it left the view for a while). */
  onScan: (text: string) => void;
  /** The button's name, when the screen wants its own words. */
  openLabel?: string;
};

/**
 * The team credential scanner the dock and the catch log share (issue 35): the phone's rear
 * camera, QR codes read in the browser, nothing sent anywhere but the credential's text given to
 * `onScan`. The camera is on only while asked for: off on unmount and while the page is hidden
 * (back on when it shows again). A code that is no credential is said so here; a refused camera
 * or none says why in Spanish. It never replaces typing the team number, which the screen offers
 * beside it.
 */
export function CredentialScanner({ onScan, openLabel = scannerMessages.open }: CredentialScannerProps) {
  const [status, setStatus] = useState<Status>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Each start bumps it: a start still awaiting the camera when stopped or unmounted lets go of it.
  const runRef = useRef(0);
  const gateRef = useRef(distinctScans());
  const resumeRef = useRef(false);
  // Whether the camera is wanted (starting or on), for the page-visibility listener.
  const wantedRef = useRef(false);
  // The latest onScan, so the frame loop started earlier calls the screen's current handler.
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  const stopCamera = () => {
    runRef.current += 1;
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  };

  const seen = (text: string | null) => {
    if (!gateRef.current.see(text, performance.now()) || text === null) return;
    if (parseCredentialQr(text)) {
      setNotice(null);
      onScanRef.current(text);
    } else setNotice(checkInMessages.unreadableQr);
  };

  const fail = (message: string) => {
    wantedRef.current = false;
    setProblem(message);
    setStatus('off');
  };

  const start = async () => {
    stopCamera();
    wantedRef.current = true;
    const run = runRef.current;
    setProblem(null);
    setNotice(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      fail(window.isSecureContext === false ? scannerMessages.insecure : scannerMessages.noCamera);
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(rearCameraConstraints);
    } catch (error) {
      if (run === runRef.current) fail(cameraFailureMessage(cameraFailureOf(error)));
      return;
    }
    if (run !== runRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    streamRef.current = stream;
    let decode: FrameDecoder;
    try {
      decode = await createFrameDecoder();
    } catch {
      if (run !== runRef.current) return;
      stopCamera();
      fail(scannerMessages.decoderFailed);
      return;
    }
    const video = videoRef.current;
    if (run !== runRef.current || !video) return;
    video.srcObject = stream;
    // Autoplay of a muted inline video is allowed everywhere; a refusal still shows the frame.
    await video.play().catch(() => undefined);
    if (run !== runRef.current) return;
    setStatus('on');
    const tick = async () => {
      // One read at a time: a slow frame (ZXing on an old phone) is never overlapped by the next.
      const text = video.readyState >= 2 ? await decode(video).catch(() => null) : null;
      if (run !== runRef.current) return;
      seen(text);
      timerRef.current = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
  };

  const stop = () => {
    stopCamera();
    wantedRef.current = false;
    resumeRef.current = false;
    setStatus('off');
    setNotice(null);
  };

  // A hidden page (another app, the screen locked) lets go of the camera and takes it back on
  // return; leaving the page lets go of it for good. Both only touch refs and state setters.
  const lifecycle = useRef({ start, stopCamera });
  useEffect(() => {
    lifecycle.current = { start, stopCamera };
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (!wantedRef.current) return;
        resumeRef.current = true;
        lifecycle.current.stopCamera();
        setStatus('off');
      } else if (resumeRef.current) {
        resumeRef.current = false;
        void lifecycle.current.start();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      lifecycle.current.stopCamera();
    };
  }, []);

  const active = status !== 'off';
  return (
    <div className={s.scanner}>
      <div className={s.actions}>
        {active ? (
          <Button variant="secondary" onPress={stop}>
            {scannerMessages.stop}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => void start()}>
            {openLabel}
          </Button>
        )}
      </div>
      {/* Decorative for a screen reader: what matters is said in the status line below. */}
      <video ref={videoRef} className={s.video} hidden={!active} muted playsInline aria-hidden="true" />
      <p className={s.hint} role="status">
        {status === 'starting' ? scannerMessages.starting : status === 'on' ? scannerMessages.aim : scannerMessages.typeInstead}
      </p>
      {problem ? (
        <p className={s.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {notice ? (
        <p className={s.problem} role="alert">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
