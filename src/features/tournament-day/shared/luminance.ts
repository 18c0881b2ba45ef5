/**
 * A frame's RGBA pixels as the grey levels the fallback decoder reads (ITU-R BT.601 weights in
 * integers, as ZXing's own canvas source computes them; a transparent pixel counts as white).
 */
export function luminanceOf(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < grey.length; i += 1, p += 4) {
    const alpha = rgba[p + 3]!;
    grey[i] = alpha === 0 ? 0xff : (306 * rgba[p]! + 601 * rgba[p + 1]! + 117 * rgba[p + 2]! + 0x200) >> 10;
  }
  return grey;
}

/** The size a frame is read at: the camera's, scaled down so its longer side is at most `max` (a credential fills much of it). */
export function readSize(width: number, height: number, max = 800): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
