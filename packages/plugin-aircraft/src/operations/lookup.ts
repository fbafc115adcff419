import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import { identifiers, aircraftInput } from '../params.ts'
import { adsbdbAircraft, notFound } from '../records.ts'
import { adsbdb } from '../upstreams/adsbdb.ts'

export default defineOperation({
  name: 'lookup',
  method: 'GET',
  description: 'Identifies an aircraft by registration (tail number) or ICAO 24-bit Mode S address: registration, Mode S hex, type and ICAO type designator, manufacturer, registered owner and its country, operator code and photo.',
  input: aircraftInput,
  upstreams: [adsbdb],
  cacheTtl: '1d',
  sources: [{ path: '/v0/aircraft/{registration or hex}' }],
  keywords: ['tail number lookup', 'n-number', 'mode s hex', 'icao24', 'who owns this plane', 'aircraft registration'],
  async handler({ input, upstream }) {
    const ids = identifiers(input)
    const { record, url } = await adsbdbAircraft(upstream(adsbdb), ids.asked)
    if (!record) throw notFound(ids.asked)
    // A U.S. N-number's address is known without asking: say it when the database has none.
    const item = { ...record, modeS: record.modeS ?? ids.hex ?? null }
    return lookupAnswer(item, sourceOf(adsbdb, url), { mode: 'lookup' })
  },
})
