/**
 * Argentine area codes (característica, without the 0) shorter than four digits, as ENACOM
 * numbers them: Buenos Aires's 11 and the 3-digit codes of the big cities. Every other code
 * is 4 digits (2944, 3543…); area code and subscriber number always add up to 10 digits.
 * Only needed to find where a mobile's '15' was written: '0351 15 234-5678'.
 */
const threeDigitCodes = new Set([
  '220', '221', '223', '230', '236', '237', '249', '260', '261', '263', '264', '266', '280', '291', '294', '297', '298', '299',
  '336', '341', '342', '343', '345', '348', '351', '353', '358', '362', '364', '370', '376', '379', '380', '381', '383', '385',
  '387', '388',
]);

/** The length of the area code a 10-digit national number (or one with its '15' still inside) starts with. */
export function areaCodeLength(national: string): 2 | 3 | 4 {
  if (national.startsWith('11')) return 2;
  return threeDigitCodes.has(national.slice(0, 3)) ? 3 : 4;
}
