import { textOrNull } from '@svc/core'
import * as v from 'valibot'

/** The members of a GLEIF `lei-records` resource this plugin reads. */
const address = v.object({
  city: textOrNull,
  region: textOrNull,
  country: textOrNull,
  postalCode: textOrNull,
})
const named = v.object({ name: v.string(), language: textOrNull })

export const leiRecord = v.object({
  type: v.literal('lei-records'),
  id: v.string(),
  attributes: v.object({
    lei: v.string(),
    entity: v.object({
      legalName: named,
      otherNames: v.optional(v.array(v.object({ name: v.string(), type: textOrNull })), []),
      headquartersAddress: v.optional(address),
      legalAddress: v.optional(address),
      jurisdiction: textOrNull,
      category: textOrNull,
      legalForm: v.optional(v.object({ id: textOrNull, other: textOrNull })),
      status: textOrNull,
    }),
    registration: v.object({
      initialRegistrationDate: textOrNull,
      lastUpdateDate: textOrNull,
      status: textOrNull,
      nextRenewalDate: textOrNull,
      managingLou: textOrNull,
    }),
  }),
})
export type LeiRecord = v.InferOutput<typeof leiRecord>

export const pagination = v.object({ pagination: v.object({ total: v.number(), currentPage: v.optional(v.number()), lastPage: v.optional(v.number()) }) })
export const oneRecord = v.object({ data: leiRecord })
export const recordPage = v.object({ meta: pagination, data: v.array(leiRecord) })

/** A record in the spec's LEI shape. */
export function leiSummary(record: LeiRecord) {
  const { entity, registration } = record.attributes
  const hq = entity.headquartersAddress ?? entity.legalAddress
  return {
    lei: record.attributes.lei,
    legalName: entity.legalName.name,
    otherName: entity.otherNames[0]?.name ?? null,
    jurisdiction: entity.jurisdiction,
    category: entity.category,
    legalFormCode: entity.legalForm?.id ?? null,
    entityStatus: entity.status,
    registrationStatus: registration.status,
    headquarters: { city: hq?.city ?? null, region: hq?.region ?? null, country: hq?.country ?? null, postalCode: hq?.postalCode ?? null },
    registeredAt: registration.initialRegistrationDate,
    updatedAt: registration.lastUpdateDate,
    nextRenewal: registration.nextRenewalDate,
    managingLou: registration.managingLou,
    url: `https://search.gleif.org/#/record/${record.attributes.lei}`,
  }
}

/** The short form used for parents and children. */
export function leiParty(record: LeiRecord) {
  const { entity } = record.attributes
  return {
    lei: record.attributes.lei,
    legalName: entity.legalName.name,
    jurisdiction: entity.jurisdiction,
    country: (entity.headquartersAddress ?? entity.legalAddress)?.country ?? null,
    status: entity.status,
  }
}

export const leiCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{18}[0-9]{2}$/, 'must be a 20-character LEI (18 letters or digits, 2 check digits)'))
