import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { convertPlugin } from '../src/index.ts'
import { UNITS } from '../src/units/table.ts'

const h = testHost({ plugins: [convertPlugin] })
const convert = (value: number | string, from: string, to: string) => h.call(`/api/convert/unit?${new URLSearchParams({ value: String(value), from, to })}`)
const result = async (value: number, from: string, to: string) => {
  const { status, body } = await convert(value, from, to)
  expect(status, `${value} ${from} -> ${to}: ${JSON.stringify(body)}`).toBe(200)
  return body.data.result as number
}

describe('convert.unit', () => {
  it('answers exactly {value, from, to, dimension, result} as data', async () => {
    const { status, body } = await convert(1, 'mi', 'km')
    expect(status).toBe(200)
    expect(body.data).toStrictEqual({ value: 1, from: 'mi', to: 'km', dimension: 'length', result: 1.609344 })
    expect(body.meta).toBeTypeOf('object')
  })

  it('lists the units it takes in the parameters\' descriptions, not only in its 400', async () => {
    const directory = (await h.call('/api/directory?group=convert')).body
    const params = directory.operations.find((entry: { id: string }) => entry.id === 'convert.unit').versions[0].params.properties
    for (const field of ['from', 'to']) for (const unit of UNITS) expect(params[field].description, `${field} ${unit.symbol}`).toContain(unit.symbol)
    expect(params.value.description).toBeTruthy()
  })

  it('uses exact factors', async () => {
    const cases: Array<[number, string, string, number]> = [
      [100, 'C', 'F', 212], [-40, 'C', 'F', -40], [0, 'K', 'C', -273.15], [0, 'K', 'F', -459.67], [-459.67, 'F', 'K', 0], [32, 'F', 'K', 273.15],
      [37, 'C', 'F', 98.6], [100, 'F', 'C', 37.7777777777778], [1, 'gal', 'l', 3.785411784], [1, 'gal-imp', 'l', 4.54609], [1, 'l', 'gal', 0.264172052358148],
      [1, 'lb', 'kg', 0.45359237], [1, 'oz', 'g', 28.349523125], [1, 'st', 'lb', 14], [16, 'oz', 'lb', 1], [1, 't', 'kg', 1000], [1000, 'mg', 'g', 1],
      [1, 'acre', 'ha', 0.40468564224], [1, 'acre', 'm2', 4046.8564224], [1, 'ha', 'acre', 2.47105381467165],
      [1, 'ft', 'in', 12], [1, 'yd', 'ft', 3], [1, 'mi', 'ft', 5280], [1, 'in', 'mm', 25.4], [0.1, 'm', 'cm', 10],
      [1, 'cup', 'ml', 236.5882365], [1, 'floz', 'ml', 29.5735295625], [1, 'tbsp', 'ml', 14.78676478125], [1, 'tsp', 'ml', 4.92892159375],
      [1, 'pt', 'ml', 473.176473], [1, 'qt', 'ml', 946.352946], [1, 'cup', 'floz', 8], [1, 'tbsp', 'tsp', 3], [2, 'pt', 'qt', 1], [4, 'qt', 'gal', 1],
      [1, 'km2', 'm2', 1e6], [1, 'ft2', 'm2', 0.09290304], [1, 'km2', 'ha', 100], [1, 'm3', 'l', 1000], [1, 'l', 'ml', 1000],
    ]
    for (const [value, from, to, expected] of cases) expect(await result(value, from, to), `${value} ${from} -> ${to}`).toBe(expected)
  })

  it('accepts aliases, symbols in any case and extra spaces, answering canonical symbols', async () => {
    const cases: Array<[string, string]> = [
      ['miles', 'mi'], ['mile', 'mi'], ['KILOMETERS', 'km'], ['kilogram', 'kg'], ['Pounds', 'lb'], ['lbs', 'lb'], ['°C', 'C'], ['celsius', 'C'], ['c', 'C'],
      ['Fahrenheit', 'F'], ['℉', 'F'], ['k', 'K'], ['liters', 'l'], ['Litres', 'l'], ['L', 'l'], ['ML', 'ml'], ['sq ft', 'ft2'], ['Sq. Ft.', 'ft2'],
      ['square  feet', 'ft2'], ['m²', 'm2'], ['fl oz', 'floz'], ['US gallon', 'gal'], ['imperial gallons', 'gal-imp'], ['tablespoons', 'tbsp'], ['hectares', 'ha'],
    ]
    for (const [alias, symbol] of cases) {
      const { body } = await convert(1, alias, symbol)
      expect(body.data, alias).toMatchObject({ from: symbol, to: symbol, result: 1 })
    }
    expect((await convert(5, 'Miles', 'KILOMETERS')).body.data).toMatchObject({ from: 'mi', to: 'km', result: 8.04672 })
  })

  it('converts every unit of the table, round-tripping through the first unit of its dimension', async () => {
    expect(UNITS.map((unit) => unit.symbol).sort()).toEqual(
      ['g', 'kg', 'mg', 'lb', 'oz', 't', 'st', 'm', 'km', 'cm', 'mm', 'in', 'ft', 'yd', 'mi', 'l', 'ml', 'm3', 'gal', 'gal-imp', 'qt', 'pt', 'cup', 'floz', 'tbsp', 'tsp', 'm2', 'km2', 'ft2', 'acre', 'ha', 'C', 'F', 'K'].sort(),
    )
    for (const unit of UNITS) {
      const base = UNITS.find((candidate) => candidate.dimension === unit.dimension)!
      const there = await result(3, unit.symbol, base.symbol)
      expect(await result(there, base.symbol, unit.symbol), unit.symbol).toBeCloseTo(3, 9)
      expect(await result(3, unit.symbol, unit.symbol), unit.symbol).toBe(3)
    }
  })

  it('refuses cross-dimension conversions naming both fields', async () => {
    for (const [from, to] of [['kg', 'm'], ['acre', 'mi'], ['l', 'kg'], ['C', 'm']] as const) {
      const cross = await convert(1, from, to)
      expect(cross.status, `${from} -> ${to}`).toBe(400)
      expect(cross.body).toMatchObject({ code: 'INVALID_INPUT', field: 'to' })
      expect(cross.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['from', 'to'])
    }
    expect((await convert(1, 'kg', 'm')).body.error).toMatch(/^to: cannot convert mass \(kg\) to length \(m\)/)
  })

  it('refuses unknown units listing the supported ones, and temperatures below absolute zero', async () => {
    const unknown = await convert(1, 'parsec', 'km')
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ code: 'INVALID_INPUT', field: 'from' })
    expect(unknown.body.error).toContain(`supported: ${UNITS.map((unit) => unit.symbol).join(', ')}`)
    expect((await convert(1, 'km', 'furlong')).body.field).toBe('to')
    expect((await convert(-300, 'C', 'K')).body).toMatchObject({ status: 400, field: 'value' })
    expect((await convert(-1, 'K', 'C')).body.field).toBe('value')
    expect((await convert(1e308, 'km', 'mm')).body).toMatchObject({ status: 400, field: 'value' })
  })

  it('enforces the spec bounds: value a number, from and to 1-40 characters, all required', async () => {
    for (const value of ['abc', '', 'NaN', 'Infinity', '1,5']) expect((await convert(value, 'm', 'km')).body.field, value).toBe('value')
    expect((await convert(1, '', 'km')).body.field).toBe('from')
    expect((await convert(1, 'm', 'x'.repeat(41))).body.field).toBe('to')
    expect((await convert(1, 'x'.repeat(40), 'km')).body.error).toMatch(/unknown unit/)
    for (const query of ['from=m&to=km', 'value=1&to=km', 'value=1&from=m']) {
      expect((await h.call(`/api/convert/unit?${query}`)).status, query).toBe(400)
    }
    expect((await convert(-2.5e3, 'm', 'km')).body.data.result).toBe(-2.5)
  })
})
