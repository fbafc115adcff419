import { defineOperation, listAnswer, sourceOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { makeName } from '../params.ts'
import { vpic, vpicEnvelope, vpicQuery } from '../upstreams/vpic.ts'

const spec = v.object({ Name: v.string(), Value: v.nullable(v.string()) })
const specsRow = v.looseObject({ Specs: v.array(spec) })

const num = (value: string | undefined): number | null => (value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null)

/** A "front/rear" weight distribution such as `61/39`, as percentages. */
function distribution(value: string | undefined) {
  const match = /^(\d{1,3})\/(\d{1,3})$/.exec(value?.trim() ?? '')
  return match ? { frontPercent: Number(match[1]), rearPercent: Number(match[2]) } : null
}

/** One CVS record: the specs are `[{Name, Value}]` pairs named by Transport Canada's codes. */
function toVehicle(specs: Array<{ Name: string; Value: string | null }>, units: 'metric' | 'us') {
  const byName = Object.fromEntries(specs.map((entry) => [entry.Name, entry.Value ?? undefined]))
  return {
    make: byName.Make?.trim() ?? null,
    model: byName.Model?.trim() ?? null,
    units: units === 'us' ? { length: 'in', weight: 'lb' } : { length: 'cm', weight: 'kg' },
    overallLength: num(byName.OL),
    overallWidth: num(byName.OW),
    overallHeight: num(byName.OH),
    wheelbase: num(byName.WB),
    curbWeight: num(byName.CW),
    trackWidthFront: num(byName.TWF),
    trackWidthRear: num(byName.TWR),
    weightDistribution: distribution(byName.WD),
    // The CVS diagram's other measurements (A-G) and codes, as Transport Canada labels them.
    codes: byName,
  }
}

export default defineOperation({
  name: 'canadian-specs',
  method: 'GET',
  description: 'Transport Canada\'s Canadian Vehicle Specifications (through NHTSA vPIC): original dimensions of a model year\'s vehicles, overall length, width and height, wheelbase, curb weight, track widths and weight distribution, in metric or U.S. units.',
  input: v.object({
    year: v.pipe(v.number(), v.integer(), v.minValue(1971), v.check((year) => year <= new Date().getUTCFullYear() + 1, 'year is at most next year'), v.description('Model year, 1971 to next year')),
    make: v.optional(makeName),
    model: optionalText(1, 60, 'Words of the model, which may include body and trim, e.g. CSX'),
    units: v.optional(v.pipe(v.picklist(['metric', 'us']), v.description('metric (cm, kg; default) or us (in, lb)')), 'metric'),
  }),
  upstreams: [vpic],
  cacheTtl: '7d',
  sources: [{ path: '/api/vehicles/GetCanadianVehicleSpecifications/' }],
  keywords: ['vehicle dimensions', 'curb weight of car', 'wheelbase length width height', 'canadian vehicle specifications'],
  example: { params: { year: 2011, make: 'Acura' } },
  async handler({ input, upstream }) {
    // vPIC answers 404 when a key is missing from the query: every key is sent, empty when not given.
    const response = await upstream(vpic).json('/api/vehicles/GetCanadianVehicleSpecifications/', {
      query: vpicQuery({ Year: input.year, Make: input.make ?? '', Model: input.model ?? '', units: input.units === 'us' ? 'US' : 'Metric' }),
      schema: vpicEnvelope(specsRow),
    })
    const items = response.data.Results.map((row) => toVehicle(row.Specs, input.units))
    return listAnswer(items, sourceOf({ ...vpic, name: 'Transport Canada Canadian Vehicle Specifications (NHTSA vPIC)' }, response.url), { total: response.data.Count })
  },
})
