import { createTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { convertPlugin } from '../src/index.ts'
import { UNITS } from '../src/units/table.ts'

const app = createTestApp({ plugins: [convertPlugin], config: { prices: { 'convert.unit': 0 } } })
const convert = async (value: number | string, from: string, to: string) => {
  const response = await app.request(`/api/convert/unit?${new URLSearchParams({ value: String(value), from, to })}`)
  return { status: response.status, body: await response.json() }
}
const result = async (value: number, from: string, to: string) => (await convert(value, from, to)).body.data.items[0].result

describe('convert.unit', () => {
  it('answers the documented item in the normalized shape', async () => {
    const { status, body } = await convert(1, 'mi', 'km')
    expect(status).toBe(200)
    expect(body.data).toEqual({ ok: true, items: [{ value: 1, from: 'mi', to: 'km', dimension: 'length', result: 1.609344 }], total: 1, source: expect.objectContaining({ provider: expect.any(String) }) })
  })

  it('uses exact factors', async () => {
    const cases: Array<[number, string, string, number]> = [
      [100, 'C', 'F', 212], [-40, 'C', 'F', -40], [0, 'K', 'C', -273.15], [32, 'F', 'K', 273.15], [1, 'gal', 'l', 3.785411784],
      [1, 'gal-imp', 'l', 4.54609], [1, 'lb', 'kg', 0.45359237], [1, 'st', 'lb', 14], [16, 'oz', 'lb', 1], [1, 'acre', 'ha', 0.40468564224],
      [1, 'ft', 'in', 12], [1, 'yd', 'ft', 3], [1, 'mi', 'ft', 5280], [1, 'cup', 'floz', 8], [1, 'tbsp', 'tsp', 3], [2, 'pt', 'qt', 1],
      [1, 'km2', 'm2', 1e6], [1, 'ft2', 'm2', 0.09290304], [1, 't', 'kg', 1000], [1, 'm3', 'l', 1000], [1000, 'mg', 'g', 1], [0.1, 'm', 'cm', 10],
    ]
    for (const [value, from, to, expected] of cases) expect(await result(value, from, to), `${value} ${from} -> ${to}`).toBe(expected)
  })

  it('accepts aliases and any case, answering canonical symbols', async () => {
    expect((await convert(5, 'Miles', 'KILOMETERS')).body.data.items[0]).toMatchObject({ from: 'mi', to: 'km', result: 8.04672 })
    expect((await convert(20, 'celsius', '°F')).body.data.items[0]).toMatchObject({ from: 'C', to: 'F', result: 68 })
    expect((await convert(1, 'square feet', 'sq m')).body.data.items[0].from).toBe('ft2')
  })

  it('round-trips every unit of the table through the first unit of its dimension', async () => {
    for (const unit of UNITS) {
      const base = UNITS.find((candidate) => candidate.dimension === unit.dimension)!
      const there = await result(3, unit.symbol, base.symbol)
      expect(await result(there, base.symbol, unit.symbol), unit.symbol).toBeCloseTo(3, 9)
    }
  })

  it('refuses cross-dimension conversions, unknown units and impossible temperatures, naming the field', async () => {
    const cross = await convert(1, 'kg', 'm')
    expect(cross.status).toBe(400)
    expect(cross.body).toMatchObject({ code: 'INVALID_INPUT', field: 'to' })
    expect(cross.body.error).toMatch(/mass \(kg\) to length \(m\)/)
    const unknown = await convert(1, 'parsec', 'km')
    expect(unknown.body).toMatchObject({ field: 'from' })
    expect(unknown.body.error).toMatch(/supported: g, kg/)
    expect((await convert(-300, 'C', 'K')).body.field).toBe('value')
  })

  it('enforces the spec bounds', async () => {
    expect((await convert('abc', 'm', 'km')).body.field).toBe('value')
    expect((await convert(1, '', 'km')).body.field).toBe('from')
    expect((await convert(1, 'm', 'x'.repeat(41))).body.field).toBe('to')
    expect((await app.request('/api/convert/unit?from=m&to=km')).status).toBe(400)
  })
})
