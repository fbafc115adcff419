import { createError, defineOperation, invalidField, listAnswer, sourceOf, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { makeName, modelYear } from '../params.ts'
import { fuelEconomy, menu, menuItems } from '../upstreams/fueleconomy.ts'

/** The members of a `/ws/rest/vehicle/{id}` record read here (every value a string in the JSON form). */
const record = v.looseObject({ id: v.union([v.string(), v.number()]) })

const num = (value: unknown): number | null => (value === undefined || value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value))
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

function toVehicle(row: Record<string, unknown>) {
  const electric = num(row.rangeA) !== null || text(row.atvType) === 'EV'
  return {
    id: String(row.id),
    year: num(row.year),
    make: text(row.make),
    model: text(row.model),
    baseModel: text(row.baseModel),
    vehicleClass: text(row.VClass),
    engine: { cylinders: num(row.cylinders), displacementL: num(row.displ), transmission: text(row.trany), drive: text(row.drive), fuel: text(row.fuelType), alternativeType: text(row.atvType), electricMotor: text(row.evMotor) },
    mpg: { city: num(row.city08), highway: num(row.highway08), combined: num(row.comb08) },
    mpgAlternativeFuel: num(row.comb08A) ? { city: num(row.city08A), highway: num(row.highway08A), combined: num(row.comb08A), fuel: text(row.fuelType2) } : null,
    electricRangeMiles: electric ? num(row.range) : null,
    co2GramsPerMile: num(row.co2TailpipeGpm),
    annualFuelCostUsd: num(row.fuelCost08),
    fiveYearSavingsUsd: num(row.youSaveSpend),
    feScore: num(row.feScore) !== null && num(row.feScore)! > 0 ? num(row.feScore) : null,
    ghgScore: num(row.ghgScore) !== null && num(row.ghgScore)! > 0 ? num(row.ghgScore) : null,
  }
}

const vehicleRecord = (client: UpstreamClient, id: string) => client.json(`/ws/rest/vehicle/${id}`, { schema: record })

export default defineOperation({
  name: 'fuel-economy',
  method: 'GET',
  description: 'EPA fuel economy of a car (fueleconomy.gov): city, highway and combined MPG for each engine and transmission option of a make, model and year, with CO2, annual fuel cost, electric range and EPA scores; or one vehicle by its fueleconomy.gov id.',
  input: v.object({
    make: v.optional(makeName),
    model: v.optional(v.pipe(makeName, v.description('Model as fueleconomy.gov names it, e.g. Camry'))),
    year: v.optional(v.pipe(modelYear, v.minValue(1984), v.description('Model year, 1984 to next year'))),
    id: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}$/, 'must be a fueleconomy.gov vehicle id (digits)'), v.description('fueleconomy.gov vehicle id'))),
  }),
  check: (input) => {
    if (input.id && (input.make || input.model || input.year)) throw invalidField('id', 'give an id, or make, model and year, not both')
    if (!input.id) {
      if (!input.make) throw invalidField('make', 'give make, model and year (or an id)')
      if (!input.model) throw invalidField('model', 'give make, model and year (or an id)')
      if (!input.year) throw invalidField('year', 'give make, model and year (or an id)')
    }
  },
  upstreams: [fuelEconomy],
  sources: [{ path: '/ws/rest/vehicle/menu/options' }, { path: '/ws/rest/vehicle/{id}' }],
  keywords: ['mpg of', 'gas mileage', 'fuel economy', 'ev range', 'how many miles per gallon'],
  example: { params: { make: 'Honda', model: 'Fit', year: 2012 } },
  async handler({ input, upstream }) {
    const client = upstream(fuelEconomy)
    if (input.id) {
      const one = await client.json(`/ws/rest/vehicle/${input.id}`, { schema: v.nullable(record), acceptStatus: [404] })
      if (one.status === 404 || !one.data) throw createError('NOT_FOUND', `id: fueleconomy.gov has no vehicle ${input.id}`)
      return listAnswer([toVehicle(one.data)], sourceOf(fuelEconomy, one.url), { total: 1 })
    }
    const options = await client.json('/ws/rest/vehicle/menu/options', { query: { year: input.year, make: input.make, model: input.model }, schema: menu })
    const ids = menuItems(options.data)
    if (ids.length === 0) throw createError('NOT_FOUND', `fueleconomy.gov has no ${input.year} ${input.make} ${input.model} (check the model name with its menu: e.g. "Camry", "F150 Pickup 2WD")`)
    const records = await Promise.all(ids.slice(0, 12).map((option) => vehicleRecord(client, option.value)))
    const items = records.map((response, index) => ({ ...toVehicle(response.data), option: ids[index]!.text }))
    return listAnswer(items, sourceOf(fuelEconomy, options.url), { total: ids.length })
  },
})
