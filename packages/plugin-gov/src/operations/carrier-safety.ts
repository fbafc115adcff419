// One piece: both modes answer the one contract shape (found, carrier, crashes, inspections, basics, matches, note), and only this operation reads FMCSA (its rows are mapped in fmcsa/carrier-profile.ts).
import { defineOperation, optionalText, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { fmcsa } from '../upstreams/fmcsa.ts'
import { basicRow, carrierProfile, type Row, summary } from '../fmcsa/carrier-profile.ts'
import { exactlyOne } from '../shared/input.ts'

const record = v.record(v.string(), v.unknown())
const carrierAnswer = v.object({ content: v.nullable(v.looseObject({ carrier: v.nullish(record, null) }), null) })
const basicsAnswer = v.object({ content: v.nullable(v.array(v.looseObject({ basic: record })), null) })
const searchAnswer = v.object({ content: v.nullable(v.array(v.looseObject({ carrier: record })), null) })

export default defineOperation({
  name: 'carrier-safety',
  sources: sourcesInWords('FMCSA QCMobile `/qc/services/carriers/{dot}`, `/basics`, `/carriers/name/{name}`'),
  method: 'GET',
  response: 'legacy',
  description: 'Safety profile of a U.S. motor carrier (truck or bus company) from FMCSA: by USDOT number, authority to operate, safety rating, fleet size, crashes (fatal, injury, tow-away), driver and vehicle inspections with out-of-service rates, and SMS BASIC measures and percentiles; or carriers matching a name.',
  input: v.object({
    dot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.safeInteger('must be an integer of at most 2^53 - 1'), v.description('USDOT number'))),
    name: optionalText(2, 120, 'Carrier name (search mode)'),
    limit: rowLimit(50, 10, 'Matches in search mode (1-50)'),
  }),
  upstreams: [fmcsa],
  keywords: ['trucking company safety', 'usdot number lookup', 'carrier safety rating', 'fmcsa basics', 'is this trucking company safe'],
  // Both modes at once (or neither) can only fail: the 400 comes before any 402.
  check: (input) => {
    exactlyOne(input, ['dot', 'name'])
  },
  async handler({ input, upstream }) {
    const mode = input.dot !== undefined ? 'carrier' : 'search'
    const client = upstream(fmcsa)
    const base = { mode, query: { dot: input.dot ?? null, name: input.name ?? null } }
    if (mode === 'search') {
      const response = await client.json(`/qc/services/carriers/name/${encodeURIComponent(input.name!)}`, { query: { start: 1, size: input.limit }, schema: searchAnswer })
      const matches = (response.data.content ?? []).slice(0, input.limit).map((row) => summary(row.carrier))
      return { ...base, found: matches.length > 0, carrier: null, crashes: null, inspections: null, basics: [], matches, source: sourceOf(fmcsa, response.url), note: 'Name search: look a match up by its dotNumber for its safety profile.' }
    }
    const [carrierResponse, basicsResponse] = await Promise.all([
      client.json(`/qc/services/carriers/${input.dot}`, { schema: carrierAnswer }),
      client.json(`/qc/services/carriers/${input.dot}/basics`, { schema: basicsAnswer }),
    ])
    const carrier = carrierResponse.data.content?.carrier as Row | null | undefined
    const source = sourceOf(fmcsa, carrierResponse.url)
    if (!carrier) return { ...base, found: false, carrier: null, crashes: null, inspections: null, basics: [], matches: [], source, note: `FMCSA has no carrier with USDOT number ${input.dot}.` }
    return {
      ...base,
      found: true,
      ...carrierProfile(carrier),
      basics: (basicsResponse.data.content ?? []).map(({ basic }) => basicRow(basic)),
      matches: [],
      source,
      note: 'Crashes and inspections cover the last 24 months; BASIC percentiles of property carriers are not public ("Not Public").',
    }
  },
})
