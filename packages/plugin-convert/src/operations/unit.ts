import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { convertValue, kelvinOf } from '../units/convert.ts'
import { findUnit, UNITS, type Unit } from '../units/table.ts'

const supported = UNITS.map((unit) => unit.symbol).join(', ')
const unitName = (role: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.description(`The unit ${role}: ${supported} (case-insensitive; common names such as "miles" or "celsius" also work)`))

export default defineOperation({
  name: 'unit',
  sources: sourcesInWords('none (computed locally)'),
  method: 'GET',
  description: 'Converts a value between units of mass, length, volume, area or temperature (metric, US customary, imperial), with exact factors.',
  input: v.object({ value: v.pipe(v.number(), v.description('The quantity to convert, in the unit `from`')), from: unitName('to convert from'), to: unitName('to convert to, of the same quantity') }),
  // Normalized in the catalog, with the per-operation data object the spec gives: {value, from, to, dimension, result}.
  response: 'normalized',
  keywords: ['unit conversion', 'miles to km', 'pounds to kg', 'celsius to fahrenheit', 'gallons to liters', 'measurement'],
  // Unknown units, units of two quantities, a temperature below absolute zero, or a result too large
  // to express can only fail: 400 before any 402.
  check: (input) => {
    conversionOf(input)
  },
  // Shown on /docs/convert.unit; the conformance test checks this is what the operation answers.
  example: {
    params: { value: 10, from: 'mi', to: 'km' },
    answer: { value: 10, from: 'mi', to: 'km', dimension: 'length', result: 16.09344 },
  },
  handler: ({ input }) => {
    const { from, to, result } = conversionOf(input)
    return { value: input.value, from: from.symbol, to: to.symbol, dimension: from.dimension, result }
  },
})

/** The conversion of a request, refused as unitsOf refuses, or when the result is too large to express. */
function conversionOf(input: { value: number; from: string; to: string }): { from: Unit; to: Unit; result: number } {
  const { from, to } = unitsOf(input)
  const result = convertValue(input.value, from, to)
  if (!Number.isFinite(result)) throw invalidField('value', `${input.value} ${from.symbol} is too large to express in ${to.symbol}`)
  return { from, to, result }
}

/** The two units of a request, refused when unknown, of different quantities, or below absolute zero. */
function unitsOf(input: { value: number; from: string; to: string }): { from: Unit; to: Unit } {
  const from = lookup(input.from, 'from')
  const to = lookup(input.to, 'to')
  if (from.dimension !== to.dimension) {
    const message = `cannot convert ${from.dimension} (${from.symbol}) to ${to.dimension} (${to.symbol}); both units must measure the same quantity`
    throw invalidField('to', message, { issues: [{ field: 'from', message: `is ${from.dimension}` }, { field: 'to', message: `is ${to.dimension}, not ${from.dimension}` }] })
  }
  if (from.dimension === 'temperature' && kelvinOf(input.value, from) < 0) {
    throw invalidField('value', `${input.value} ${from.symbol} is below absolute zero`)
  }
  return { from, to }
}

function lookup(name: string, field: 'from' | 'to'): Unit {
  const unit = findUnit(name)
  if (!unit) throw invalidField(field, `unknown unit "${name}"; supported: ${supported} (case-insensitive; common names such as "miles" or "celsius" also work)`)
  return unit
}
