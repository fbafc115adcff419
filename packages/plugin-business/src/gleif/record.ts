import * as v from 'valibot'

/** The members of a GLEIF `lei-records` resource this plugin reads. */
const address = v.object({
  city: v.nullish(v.string(), null),
  region: v.nullish(v.string(), null),
  country: v.nullish(v.string(), null),
  postalCode: v.nullish(v.string(), null),
})
const named = v.object({ name: v.string(), language: v.nullish(v.string(), null) })

export const leiRecord = v.object({
  type: v.literal('lei-records'),
  id: v.string(),
  attributes: v.object({
    lei: v.string(),
    entity: v.object({
      legalName: named,
      otherNames: v.optional(v.array(v.object({ name: v.string(), type: v.nullish(v.string(), null) })), []),
      headquartersAddress: v.optional(address),
      legalAddress: v.optional(address),
      jurisdiction: v.nullish(v.string(), null),
      category: v.nullish(v.string(), null),
      legalForm: v.optional(v.object({ id: v.nullish(v.string(), null), other: v.nullish(v.string(), null) })),
      status: v.nullish(v.string(), null),
    }),
    registration: v.object({
      initialRegistrationDate: v.nullish(v.string(), null),
      lastUpdateDate: v.nullish(v.string(), null),
      status: v.nullish(v.string(), null),
      nextRenewalDate: v.nullish(v.string(), null),
      managingLou: v.nullish(v.string(), null),
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
