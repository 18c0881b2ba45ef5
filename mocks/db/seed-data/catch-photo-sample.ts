/**
 * A real, tiny JPEG (1×1 px) as a data URL: what a provider state, a story or a test uploads as
 * a catch's photo (docs/decisions/0073). Real bytes, so a browser draws it and the contract's
 * check of the file's first bytes passes as it would for a phone's photo.
 */
export const SAMPLE_CATCH_PHOTO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
