/**
 * The largest values a request may carry (issue 19, docs/decisions/0032). Without them a
 * price of 1e308 was stored (and read back as null once an amount derived from it overflowed
 * to Infinity) and 5,000 addresses were accepted. Each is far above any real value and still a
 * number every database column and JSON parser keeps exactly (below 2^53).
 */
export const limits = {
  /** A price in pesos: a hundred million. */
  price: 100_000_000,
  /** Card installments a provider offers. */
  installments: 48,
  /** A competition's edition number. */
  edition: 1_000,
  /** Points of a result. */
  points: 1_000_000,
  /** Species or pieces counted in a result. */
  count: 10_000,
  /** A fish's size in centimetres. */
  sizeCm: 1_000,
  /** Addresses of a person or a club. */
  addresses: 10,
  /** Prices sent with a new competition. */
  prices: 20,
  /** Species in a competition's scoring set-up (issue 35). */
  species: 100,
  /** The reason a jury gives for a rejection or a correction (issue 35). */
  reason: 500,
  /** A photo reference kept with a catch: a URL or a storage key, not the photo itself. */
  photoRef: 500,
} as const;
