import Decimal from 'decimal.js'
import type { Unit } from './table.ts'

/** Decimal arithmetic with room to spare, so only the final rounding is ever visible. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN })
/** Significant digits of every result: exact factors, so anything past this would be a repeating decimal. */
export const SIGNIFICANT_DIGITS = 15

const ABSOLUTE_ZERO_C = new D('273.15')
const toKelvin: Record<string, (value: Decimal) => Decimal> = {
  C: (c) => c.plus(ABSOLUTE_ZERO_C),
  F: (f) => f.minus(32).times(5).div(9).plus(ABSOLUTE_ZERO_C),
  K: (k) => k,
}
const fromKelvin: Record<string, (kelvin: Decimal) => Decimal> = {
  C: (k) => k.minus(ABSOLUTE_ZERO_C),
  F: (k) => k.minus(ABSOLUTE_ZERO_C).times(9).div(5).plus(32),
  K: (k) => k,
}

/** The value as the caller wrote it (shortest decimal of the float), not its binary approximation. */
const decimal = (value: number) => new D(String(value))

/** A temperature in kelvin, exactly: -459.67 F is 0 K. */
export function kelvinOf(value: number, unit: Unit): number {
  return finish(toKelvin[unit.symbol]!(decimal(value)))
}

/**
 * Converts between two units of one dimension in decimal arithmetic with the exact factors of the
 * table, then rounds to 15 significant digits: exact results stay exact (1 mi = 1.609344 km,
 * 1 tbsp = 14.78676478125 ml) and repeating ones are cut (1 l = 0.264172052358148 gal).
 */
export function convertValue(value: number, from: Unit, to: Unit): number {
  if (from.dimension === 'temperature') return finish(fromKelvin[to.symbol]!(toKelvin[from.symbol]!(decimal(value))))
  return finish(decimal(value).times(decimal(from.factor)).div(decimal(to.factor)))
}

function finish(result: Decimal): number {
  const number = result.toSignificantDigits(SIGNIFICANT_DIGITS).toNumber()
  return Object.is(number, -0) ? 0 : number
}
