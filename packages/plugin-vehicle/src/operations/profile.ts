import { createError, defineOperation, lookupAnswer, runSection, type Section, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { vinSchema } from '../vin.ts'

type Row = Record<string, any>
interface Rows { total: number | null; items: Row[] }

const input = v.object({
  vin: vinSchema,
  limit: rowLimit(50, 10, 'Records kept per section (1-50)'),
})

const report = (part: Section<Rows>, limit: number) => (part.status === 'error' ? { status: 'error' as const, message: part.message } : { status: part.status, total: part.data.total, items: part.data.items.slice(0, limit) })
/** A source that answers 404 (no ratings, no fuel economy entry) has nothing for this vehicle: not_found, not an error. */
const notFoundIsEmpty = (part: Section<Rows>): Section<Rows> => (part.status === 'error' && (part.error as { code?: string })?.code === 'NOT_FOUND' ? { status: 'not_found', data: { total: 0, items: [] } } : part)

export default defineOperation({
  name: 'profile',
  method: 'GET',
  description: 'Everything public about a vehicle from its VIN, one section per source: the decode (NHTSA vPIC), safety recalls, owner complaints, defect investigations and NCAP crash ratings (NHTSA) and EPA fuel economy (fueleconomy.gov), with a summary.',
  input,
  requires: ['vehicle.vin-decode', 'vehicle.recalls', 'vehicle.complaints', 'vehicle.investigations', 'vehicle.safety-ratings', 'vehicle.fuel-economy'],
  sources: ['vehicle.vin-decode', 'vehicle.recalls', 'vehicle.complaints', 'vehicle.investigations', 'vehicle.safety-ratings', 'vehicle.fuel-economy'].map((operation) => ({ operation })),
  keywords: ['vehicle history by vin', 'car report from vin', 'everything about this car', 'used car check'],
  example: { params: { vin: '1HGCM82633A004352' } },
  async handler(ctx) {
    const decoded = ((await ctx.call('vehicle.vin-decode', { vin: ctx.input.vin })) as { items: Row[] }).items[0]!
    const make = decoded.make as string | null
    const model = decoded.model as string | null
    const year = Number(decoded.modelYear)
    if (!make || !model || !Number.isInteger(year)) throw createError('NOT_FOUND', `vin: NHTSA cannot decode make, model and year from ${ctx.input.vin}`)
    const vehicle = { make, model, modelYear: year }
    const ask = (id: string, params: Record<string, unknown>, label: string) => runSection(async () => {
      const answer = (await ctx.call(id, params)) as Rows
      return { total: answer.total, items: answer.items }
    }, { found: (rows) => rows.items.length > 0, failure: `${label} could not be asked` })
    const [recalls, complaints, investigations, ratings, fuel] = await Promise.all([
      ask('vehicle.recalls', vehicle, 'NHTSA recalls'),
      ask('vehicle.complaints', vehicle, 'NHTSA complaints'),
      ask('vehicle.investigations', { ...vehicle, limit: 50 }, 'NHTSA investigations'),
      ask('vehicle.safety-ratings', vehicle, 'NHTSA NCAP ratings').then(notFoundIsEmpty),
      ask('vehicle.fuel-economy', { make, model, year }, 'fueleconomy.gov').then(notFoundIsEmpty),
    ])
    const rows = (part: Section<Rows>) => (part.status === 'error' ? null : part.data)
    const limit = ctx.input.limit
    return lookupAnswer({
      vin: ctx.input.vin,
      vehicle: decoded,
      summary: {
        recalls: rows(recalls)?.total ?? null,
        complaints: rows(complaints)?.total ?? null,
        investigations: rows(investigations)?.total ?? null,
        overallStars: rows(ratings)?.items[0]?.overallStars ?? null,
        combinedMpg: rows(fuel)?.items[0]?.mpg?.combined ?? null,
      },
      sections: {
        recalls: report(recalls, limit), complaints: report(complaints, limit), investigations: report(investigations, limit),
        safetyRatings: report(ratings, limit), fuelEconomy: report(fuel, limit),
      },
    }, { provider: 'NHTSA vPIC and datasets API; fueleconomy.gov (DOE/EPA)', url: 'https://www.nhtsa.gov/nhtsa-datasets-and-apis', license: 'U.S. government works, public domain' })
  },
})
