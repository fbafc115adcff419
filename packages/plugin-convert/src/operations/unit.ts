import { createError, defineOperation } from '@svc/core'
import * as v from 'valibot'
import { convertValue } from '../units/convert.ts'
import { findUnit, UNITS } from '../units/table.ts'

const unitName = v.pipe(v.string(), v.minLength(1), v.maxLength(40))
const supported = UNITS.map((unit) => unit.symbol).join(', ')

export default defineOperation({
  name: 'unit',
  method: 'GET',
  description: 'Converts a value between units of mass, length, volume, area or temperature (metric, US customary, imperial), with exact factors.',
  input: v.object({ value: v.number(), from: unitName, to: unitName }),
  price: { usd: 0.0025 },
  keywords: ['unit conversion', 'miles to km', 'pounds to kg', 'celsius to fahrenheit', 'gallons to liters', 'measurement'],
  handler: ({ input }) => {
    const from = findUnit(input.from)
    if (!from) throw createError('INVALID_INPUT', `from: unknown unit "${input.from}"; supported: ${supported}`, { details: { field: 'from' } })
    const to = findUnit(input.to)
    if (!to) throw createError('INVALID_INPUT', `to: unknown unit "${input.to}"; supported: ${supported}`, { details: { field: 'to' } })
    if (from.dimension !== to.dimension) {
      throw createError('INVALID_INPUT', `to: cannot convert ${from.dimension} (${from.symbol}) to ${to.dimension} (${to.symbol})`, { details: { field: 'to' } })
    }
    if (from.dimension === 'temperature' && convertValue(input.value, from, UNITS.find((unit) => unit.symbol === 'K')!) < 0) {
      throw createError('INVALID_INPUT', `value: ${input.value} ${from.symbol} is below absolute zero`, { details: { field: 'value' } })
    }
    const item = { value: input.value, from: from.symbol, to: to.symbol, dimension: from.dimension, result: convertValue(input.value, from, to) }
    return { ok: true, items: [item], total: 1, source: { provider: 'svc (exact conversion factors)', url: 'https://www.nist.gov/pml/owm/metric-si/unit-conversion', license: 'MIT' } }
  },
})
