import { scannerMessages } from './scanner-messages';

/**
 * Why the camera did not open, from what getUserMedia threw (a DOMException's name), in the
 * words the dock shows. Pure, so each browser's names are tested without a camera.
 */
export type CameraFailure = 'denied' | 'noCamera' | 'busy' | 'insecure' | 'failed';

export function cameraFailureOf(error: unknown): CameraFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    // Chrome, Firefox and Safari name a refusal (by the person or by a policy) NotAllowedError;
    // older ones PermissionDeniedError; SecurityError when the page may not ask at all.
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    // No camera, or none that satisfies the constraints (facingMode is only a preference here).
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    // Another app holds it (Android when a call or another tab uses the camera).
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

export const cameraFailureMessage = (failure: CameraFailure) => scannerMessages[failure];

/** The camera the dock wants: the rear one (a preference, so a laptop's front camera still opens), no sound. */
export const rearCameraConstraints: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};
