import { listedWhenCounted, type OperationSource, textMember as str, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { samGov } from './upstream.ts'

/** The search `searchExclusions` asks, as the operations that call it declare it. */
export const exclusionsSource: OperationSource = { upstream: samGov, path: '/entity-information/v4/exclusions', cacheTtl: '6h' }

const record = v.record(v.string(), v.unknown())
const answer = v.object({
  totalRecords: v.number(),
  excludedEntity: v.optional(v.array(v.looseObject({ exclusionDetails: v.optional(record, {}), exclusionIdentification: v.optional(record, {}), exclusionActions: v.optional(record, {}), exclusionAddress: v.nullish(record, null), exclusionOtherInformation: v.nullish(record, null) }))),
})

// GSA's page does not say whether `excludedEntity` is sent when nothing matches (the fixtures send `[]`), so it stays
// optional; a count of records the asked page should hold, with no list, is an answer cut short: refused, not "none".
const listedExclusions = (first: number) => listedWhenCounted((data: v.InferOutput<typeof answer>) => ({ count: data.totalRecords, list: data.excludedEntity }), 'exclusions', first)
type Row = Record<string, any>

export interface ExclusionSearch {
  exclusionName?: string | undefined
  ueiSAM?: string | undefined
  cageCode?: string | undefined
  npi?: string | undefined
  classification?: string | undefined
  excludingAgencyCode?: string | undefined
  stateProvince?: string | undefined
}

/** `GET /entity-information/v4/exclusions`: `{totalRecords, excludedEntity: [{exclusionDetails, exclusionIdentification, exclusionActions, exclusionAddress, ...}]}`. */
export async function searchExclusions(client: UpstreamClient, search: ExclusionSearch, page: { size: number; page: number }) {
  const response = await client.json('/entity-information/v4/exclusions', { query: { ...search, size: page.size, page: page.page }, schema: answer, accept: listedExclusions(page.page * page.size) })
  const items = (response.data.excludedEntity ?? []).map((row) => {
    const details = row.exclusionDetails as Row
    const id = row.exclusionIdentification as Row
    const actions = Array.isArray((row.exclusionActions as Row).listOfActions) ? ((row.exclusionActions as Row).listOfActions as Row[]) : []
    const latest = actions.at(-1) ?? {}
    const address = (row.exclusionAddress ?? {}) as Row
    const person = [id.prefix, id.firstName, id.middleName, id.lastName, id.suffix].map(str).filter(Boolean).join(' ')
    return {
      name: str(id.entityName) ?? (person || null),
      classification: str(details.classificationType),
      exclusionType: str(details.exclusionType),
      exclusionProgram: str(details.exclusionProgram),
      excludingAgency: str(details.excludingAgencyName),
      excludingAgencyCode: str(details.excludingAgencyCode),
      uei: str(id.ueiSAM),
      cage: str(id.cageCode),
      npi: str(id.npi),
      address: { line1: str(address.addressLine1), city: str(address.city), state: str(address.stateOrProvinceCode), zip: str(address.zipCode), country: str(address.countryCode) },
      activeDate: str(latest.activateDate),
      terminationDate: str(latest.terminationDate),
      terminationType: str(latest.terminationType),
      recordStatus: str(latest.recordStatus),
      comments: str((row.exclusionOtherInformation as Row | null)?.additionalComments),
    }
  })
  return { items, total: response.data.totalRecords, url: response.url }
}
