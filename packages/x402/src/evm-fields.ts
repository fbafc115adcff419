import * as v from 'valibot'

/** `0x` and exactly `bytes` bytes of hex (addresses, bytes32). */
export const hexBytes = (bytes: number) => v.pipe(v.string(), v.regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`), `must be 0x and ${bytes * 2} hex digits`))

/** `0x` and any whole number of hex bytes (signatures). */
export const hexData = v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x and hex bytes'))

/** A uint256 as JSON carries it (decimal string or number), read as a bigint. */
export const uint256 = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^\d{1,78}$/, 'must be an unsigned integer'),
  v.transform((digits: string) => BigInt(digits)),
  v.check((value: bigint) => value < 2n ** 256n, 'must fit in 256 bits'),
)

/** Case-insensitive EVM address equality (checksums are not required of clients). */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** An authorization must stay valid this long after verification, so settlement lands in time (as the x402 facilitators require). */
export const SETTLE_MARGIN_SECONDS = 6n
/** Tolerated clock skew of a client whose `validAfter` is slightly in our future. */
export const SKEW_SECONDS = 5n
/** How far past the offer's `maxTimeoutSeconds` a client's clock may put the end of its authorization. */
export const LIFETIME_SKEW_SECONDS = 30n

/**
 * Refuses an authorization that stays valid longer than the offer asked (`maxTimeoutSeconds`, plus
 * clock skew): a signature that lives for years could be held back and used whenever it suits.
 */
export function checkLifetime(what: string, end: bigint, now: bigint, maxTimeoutSeconds: number | undefined, rejection: (message: string) => Error): void {
  if (maxTimeoutSeconds === undefined) return
  const latest = now + BigInt(maxTimeoutSeconds) + LIFETIME_SKEW_SECONDS
  if (end > latest) throw rejection(`The ${what} (${end}) is later than the offer allows: at most ${maxTimeoutSeconds} s from now (${now}), plus ${LIFETIME_SKEW_SECONDS} s of clock skew`)
}
