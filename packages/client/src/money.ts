/** A USD amount as callers write it: `0.01`, `'0.0025'`. */
export type Usd = number | string

const DECIMALS = 6
const SCALE = 10n ** BigInt(DECIMALS)

/** USD to atomic USDC units (6 decimals), exact for decimal strings; more than 6 places is refused. */
export function usdToAtomic(usd: Usd): bigint {
  const text = typeof usd === 'number' ? numberText(usd) : usd.trim().replace(/^\$/, '')
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new RangeError(`Not a USD amount: ${String(usd)}`)
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > DECIMALS) throw new RangeError(`${String(usd)} has more than ${DECIMALS} decimal places`)
  return BigInt(match[1]!) * SCALE + BigInt(fraction.padEnd(DECIMALS, '0') || '0')
}

function numberText(usd: number): string {
  if (!Number.isFinite(usd) || usd < 0) throw new RangeError(`Not a USD amount: ${usd}`)
  return usd.toFixed(DECIMALS + 2).replace(/0+$/, '').replace(/\.$/, '')
}

/** Atomic USDC units to a USD decimal string without trailing zeros (`2500n` -> `'0.0025'`). */
export function atomicToUsd(atomic: bigint | string | number): string {
  const value = BigInt(atomic)
  const whole = value / SCALE
  const fraction = (value % SCALE).toString().padStart(DECIMALS, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
