import { defineUpstream, usGovernmentWork } from '@svc/core'
import * as v from 'valibot'

/** NHTSA Product Information Catalog Vehicle Listing (vPIC); no key. */
export const vpic = defineUpstream({
  id: 'nhtsa-vpic',
  name: 'NHTSA vPIC',
  baseUrl: 'https://vpic.nhtsa.dot.gov',
  docsUrl: 'https://vpic.nhtsa.dot.gov/api/',
  ...usGovernmentWork({ data: 'vPIC vehicle data', agency: 'NHTSA' }),
})

/** Every vPIC answer: `{ Count, Message, SearchCriteria, Results }`. */
export const vpicEnvelope = <T extends v.GenericSchema>(result: T) => v.object({
  Count: v.number(),
  Message: v.string(),
  SearchCriteria: v.nullable(v.string()),
  Results: v.array(result),
})

/** vPIC answers "" for an unknown value; the API answers null instead. */
export const orNull = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value.trim())

export const vpicQuery = (extra: Record<string, string | number | undefined> = {}) => ({ format: 'json', ...extra })
