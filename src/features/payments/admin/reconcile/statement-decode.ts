/**
 * The bytes of a bank's CSV as text. Home banking exports come in UTF-8 (with or without the
 * BOM that Excel adds) or in Windows-1252 (Latin-1 with the euro and quotes; what older
 * Argentine bank systems write). Reading Latin-1 as UTF-8 does not fail by itself, it turns
 * 'Crédito' into 'Cr�dito'; so the bytes are first read as strict UTF-8 and, if they are not
 * valid UTF-8, read again as Windows-1252, which every byte sequence is.
 */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    // ignoreBOM: false (the default) drops a leading BOM.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
