import { listedWhenCounted, type OperationSource, type UpstreamClient } from '@svc/core'
import { samGov } from '@svc/providers/sam'
import * as v from 'valibot'
import { str } from '../shared/input.ts'

/** The search `searchEntities` asks, as the operations that call it declare it. */
export const entitiesSource: OperationSource = { upstream: samGov, path: '/entity-information/v4/entities', cacheTtl: '12h' }

const record = v.record(v.string(), v.unknown())
const answer = v.object({ totalRecords: v.number(), entityData: v.optional(v.array(v.looseObject({ entityRegistration: record, coreData: v.optional(record, {}), assertions: v.optional(record, {}) }))) })
type Entity = NonNullable<v.InferOutput<typeof answer>['entityData']>[number]

// GSA's page does not say whether `entityData` is sent when nothing matches, so it stays optional; a count of records
// the asked page should hold, with no list, is an answer cut short: refused, never kept as "none" (issue 37).
const listedEntities = (first: number) => listedWhenCounted((data: v.InferOutput<typeof answer>) => ({ count: data.totalRecords, list: data.entityData }), 'entities', first)
type Row = Record<string, any>

export interface EntitySearch {
  ueiSAM?: string | undefined
  cageCode?: string | undefined
  legalBusinessName?: string | undefined
  physicalAddressProvinceOrStateCode?: string | undefined
  primaryNaics?: string | undefined
  registrationStatus?: string | undefined
}

/**
 * `GET /entity-information/v4/entities` (v4 since 2024-12-06; it adds `exceedsDomesticThreshold` to the Reps and Certs
 * section, which is not asked for): `{totalRecords, entityData: [{entityRegistration, coreData, assertions, ...}], links}`.
 */
export async function searchEntities(client: UpstreamClient, search: EntitySearch, page: { size: number; page: number }) {
  const response = await client.json('/entity-information/v4/entities', {
    query: { ...search, includeSections: 'entityRegistration,coreData,assertions', size: page.size, page: page.page },
    schema: answer,
    accept: listedEntities(page.page * page.size),
  })
  return { entities: response.data.entityData ?? [], total: response.data.totalRecords, url: response.url }
}

/** The members callers read first, from SAM's nested record. */
export function entitySummary(entity: Entity) {
  const registration = entity.entityRegistration as Row
  const core = entity.coreData as Row
  const address = (core.physicalAddress ?? {}) as Row
  const general = (core.generalInformation ?? {}) as Row
  const goods = ((entity.assertions as Row).goodsAndServices ?? {}) as Row
  const naics = Array.isArray(goods.naicsList) ? (goods.naicsList as Row[]) : []
  const uei = str(registration.ueiSAM)
  return {
    uei,
    cage: str(registration.cageCode),
    legalName: str(registration.legalBusinessName),
    dbaName: str(registration.dbaName),
    registrationStatus: str(registration.registrationStatus),
    purpose: str(registration.purposeOfRegistrationDesc),
    registrationDate: str(registration.registrationDate),
    expirationDate: str(registration.registrationExpirationDate),
    lastUpdateDate: str(registration.lastUpdateDate),
    exclusionStatusFlag: str(registration.exclusionStatusFlag),
    address: { line1: str(address.addressLine1), city: str(address.city), state: str(address.stateOrProvinceCode), zip: str(address.zipCode), country: str(address.countryCode) },
    entityStructure: str(general.entityStructureDesc),
    entityType: str(general.entityTypeDesc),
    profitStructure: str(general.profitStructureDesc),
    primaryNaics: str(goods.primaryNaics),
    naicsCodes: naics.map((row) => str(row.naicsCode)).filter((code): code is string => code !== null),
    url: uei ? `https://sam.gov/entity/${uei}/coreData` : null,
  }
}
