import { createError, defineOperation, forbidTogether, listAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { DATASET_FILE, passportIndex } from '../upstreams/passport-index.ts'
import { readRequirement, tidyCsv, visaTable } from '../visa-table.ts'

const country = (description: string) => v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as US or DE'), v.description(description))
const KINDS = ['visa free', 'visa on arrival', 'eta', 'e-visa', 'visa required', 'no admission'] as const

export default defineOperation({
  name: 'visa',
  cacheTtl: '7d',
  sources: sourcesInWords('`passport-index`: the Passport Index dataset\'s `passport-index-tidy-iso2.csv` (no key)'),
  method: 'GET',
  description: 'Visa requirements for a passport (Passport Index dataset): for one destination, whether travel is visa free (and for how many days), visa on arrival, eTA or e-visa, visa required or no admission; or every destination of a passport, filtered by requirement.',
  input: v.object({
    passport: country('Passport country, ISO alpha-2 (e.g. US)'),
    destination: v.optional(country('Destination country, ISO alpha-2 (e.g. JP); leave out for every destination')),
    requirement: v.optional(v.pipe(v.picklist(KINDS), v.description('Only destinations with this requirement (without destination)'))),
  }),
  upstreams: [passportIndex],
  keywords: ['do i need a visa', 'visa free countries', 'passport requirements', 'entry requirements', 'visa on arrival'],
  example: { params: { passport: 'US', destination: 'JP' } },
  check: (input) => forbidTogether(input, 'destination', 'requirement'),
  async handler({ input, upstream }) {
    const response = await upstream(passportIndex).text(DATASET_FILE, { staleWhileRevalidateMs: 7 * 24 * 3600_000, accept: tidyCsv })
    let table: ReturnType<typeof visaTable>
    try {
      table = visaTable(response.data)
    } catch {
      throw createError('UPSTREAM_FAILED', 'The Passport Index dataset answered something other than its tidy CSV')
    }
    if (!table.passports.has(input.passport)) throw createError('NOT_FOUND', `passport: the Passport Index dataset has no passport ${input.passport}`)
    const row = (destination: string) => {
      const value = table.rows.get(`${input.passport}${destination}`)
      if (value === undefined) return undefined
      const requirement = readRequirement(value)
      return { passport: input.passport, destination, requirement: requirement.kind, days: requirement.days, value }
    }
    const source = sourceOf(passportIndex, response.url)
    if (input.destination) {
      const one = row(input.destination)
      if (!one) throw createError('NOT_FOUND', `destination: the Passport Index dataset has no destination ${input.destination}`)
      return listAnswer([one], source, { mode: 'lookup' })
    }
    const items = [...table.destinations]
      .map((destination) => row(destination))
      .filter((one): one is NonNullable<typeof one> => one !== undefined && one.requirement !== 'same country')
      .filter((one) => !input.requirement || one.requirement === input.requirement)
      .sort((a, b) => a.destination.localeCompare(b.destination))
    return listAnswer(items, source, { mode: 'list' })
  },
})
