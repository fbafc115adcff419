import { dayMember, numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'

const party = v.object({ applicantNameText: textOrNull, inventorNameText: textOrNull, firstName: textOrNull, lastName: textOrNull })

/** `applicationMetaData` of the Patent File Wrapper API: the members the adapter reads. */
export const metaData = v.object({
  inventionTitle: textOrNull,
  applicationStatusDescriptionText: textOrNull,
  applicationStatusDate: textOrNull,
  applicationTypeLabelName: textOrNull,
  filingDate: textOrNull,
  effectiveFilingDate: textOrNull,
  grantDate: textOrNull,
  patentNumber: textOrNull,
  earliestPublicationNumber: textOrNull,
  earliestPublicationDate: textOrNull,
  firstApplicantName: textOrNull,
  firstInventorName: textOrNull,
  examinerNameText: textOrNull,
  groupArtUnitNumber: v.nullish(v.union([v.string(), v.number()]), null),
  docketNumber: textOrNull,
  cpcClassificationBag: v.nullish(v.array(v.string()), []),
  applicantBag: v.nullish(v.array(party), []),
  inventorBag: v.nullish(v.array(party), []),
  entityStatusData: v.nullish(v.object({ businessEntityStatusCategory: textOrNull }), null),
})

/** A search or application answer: `{count, patentFileWrapperDataBag: [{applicationNumberText, applicationMetaData}]}`. */
export const wrapperAnswer = v.object({
  count: numberOrNull,
  patentFileWrapperDataBag: v.array(v.object({ applicationNumberText: v.string(), applicationMetaData: v.nullish(metaData, null) })),
})
export type WrapperRecord = NonNullable<v.InferOutput<typeof wrapperAnswer>['patentFileWrapperDataBag']>[number]

/** An application number as the caller writes it (`16/123,456`, `16123456`): its digits, 8 of them (or a PCT/design form kept). */
export const applicationNumber = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.replace(/[\s/,.]/g, '').toUpperCase()),
  v.regex(/^(\d{8}|PCT[A-Z]{2}\d{4}\d{5,6}|29\d{6})$/, 'must be a USPTO application number such as 16/123,456'),
  v.description('USPTO application number, e.g. 16/123,456'),
)

/** A YYYY-MM-DD prefix of the provider's date or date-time, or null. */
export const day = dayMember

const nameOf = (person: { inventorNameText?: string | null; firstName?: string | null; lastName?: string | null }) =>
  person.inventorNameText ?? ([person.firstName, person.lastName].filter(Boolean).join(' ') || null)

/** One application as the group answers it (search rows and the detail share these members). */
export function summary(record: WrapperRecord) {
  const meta = record.applicationMetaData
  return {
    id: record.applicationNumberText,
    applicationNumber: record.applicationNumberText,
    patentNumber: meta?.patentNumber || null,
    publicationNumber: meta?.earliestPublicationNumber || null,
    title: meta?.inventionTitle ?? null,
    type: meta?.applicationTypeLabelName ?? null,
    status: meta?.applicationStatusDescriptionText ?? null,
    filingDate: day(meta?.filingDate),
    publicationDate: day(meta?.earliestPublicationDate),
    grantDate: day(meta?.grantDate),
    applicant: meta?.firstApplicantName ?? null,
    inventor: meta?.firstInventorName ?? null,
  }
}

/** Everything the detail answers beyond the summary. */
export function detail(record: WrapperRecord) {
  const meta = record.applicationMetaData
  return {
    ...summary(record),
    statusDate: day(meta?.applicationStatusDate),
    effectiveFilingDate: day(meta?.effectiveFilingDate),
    applicants: (meta?.applicantBag ?? []).map((party) => party.applicantNameText).filter((name): name is string => Boolean(name)),
    inventors: (meta?.inventorBag ?? []).map(nameOf).filter((name): name is string => Boolean(name)),
    examiner: meta?.examinerNameText ?? null,
    artUnit: meta?.groupArtUnitNumber == null ? null : String(meta.groupArtUnitNumber),
    entityStatus: meta?.entityStatusData?.businessEntityStatusCategory ?? null,
    cpc: (meta?.cpcClassificationBag ?? []).map((code) => code.replace(/\s+/g, ' ').trim()),
  }
}
