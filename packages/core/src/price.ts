/**
 * Prices are kept as integers of micro-USD: USDC has 6 decimals, so one micro-USD
 * is one atomic unit and no float ever reaches a payment.
 */

export type Micros = number

/** Converts a USD amount (number or decimal string) to atomic units, rejecting sub-unit precision. */
export function usdToMicros(usd: number | string): Micros {
  const value = typeof usd === 'string' ? Number(usd) : usd
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`invalid USD amount: ${String(usd)}`)
  const micros = Math.round(value * 1_000_000)
  if (Math.abs(micros - value * 1_000_000) > 1e-6) {
    throw new TypeError(`USD amount ${String(usd)} has more than 6 decimals`)
  }
  return micros
}

export function microsToUsd(micros: Micros): number {
  return micros / 1_000_000
}

/** Six-place decimal string, as `x-payment-info` carries it: 2500 -> "0.002500". */
export function microsToDecimal(micros: Micros): string {
  const whole = Math.floor(micros / 1_000_000)
  const fraction = String(micros % 1_000_000).padStart(6, '0')
  return `${whole}.${fraction}`
}
