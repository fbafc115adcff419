import { defineUpstream, usGovernmentWork } from '@svc/core'
import * as v from 'valibot'

/** NHTSA's datasets API (recalls, complaints, NCAP ratings); no key. */
export const nhtsaApi = defineUpstream({
  id: 'nhtsa-api',
  name: 'NHTSA datasets API',
  baseUrl: 'https://api.nhtsa.gov',
  docsUrl: 'https://www.nhtsa.gov/nhtsa-datasets-and-apis',
  ...usGovernmentWork({ data: 'NHTSA data', agency: 'NHTSA' }),
})

/** These answers spell the list `results`, lower case: `{ Count, Message, results }`. */
export const nhtsaEnvelope = <T extends v.GenericSchema>(result: T) => v.object({ Count: v.number(), Message: v.string(), results: v.array(result) })

/** NHTSA writes dates as DD/MM/YYYY or as ISO date-times; answers use YYYY-MM-DD. */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value)
  if (iso) return iso[1]!
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim())
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null
}
