import type { Unit } from './table.ts'

const toKelvin: Record<string, (value: number) => number> = {
  C: (c) => c + 273.15,
  F: (f) => ((f - 32) * 5) / 9 + 273.15,
  K: (k) => k,
}
const fromKelvin: Record<string, (kelvin: number) => number> = {
  C: (k) => k - 273.15,
  F: (k) => ((k - 273.15) * 9) / 5 + 32,
  K: (k) => k,
}

/** Converts between two units of one dimension; 12 significant digits remove binary float noise. */
export function convertValue(value: number, from: Unit, to: Unit): number {
  const raw = from.dimension === 'temperature'
    ? fromKelvin[to.symbol]!(toKelvin[from.symbol]!(value))
    : (value * from.factor) / to.factor
  const rounded = Number(raw.toPrecision(12))
  return Object.is(rounded, -0) ? 0 : rounded
}
