import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { str } from '../shared/input.ts'

/** The Get Opportunities API's answer, the members read. */
export const opportunitiesAnswer = v.object({
  totalRecords: v.number(),
  opportunitiesData: v.optional(v.array(v.looseObject({
    noticeId: v.string(),
    title: textOrNull,
    solicitationNumber: textOrNull,
    fullParentPathName: textOrNull,
    postedDate: textOrNull,
    type: textOrNull,
    baseType: textOrNull,
    typeOfSetAside: textOrNull,
    typeOfSetAsideDescription: textOrNull,
    responseDeadLine: textOrNull,
    naicsCode: textOrNull,
    classificationCode: textOrNull,
    active: textOrNull,
    placeOfPerformance: v.nullish(v.record(v.string(), v.unknown()), null),
    pointOfContact: v.nullish(v.array(v.record(v.string(), v.unknown())), null),
    award: v.nullish(v.record(v.string(), v.unknown()), null),
    uiLink: textOrNull,
  })), []),
})

/** One notice as contract-opportunities answers it. */
export function opportunityItem(row: v.InferOutput<typeof opportunitiesAnswer>['opportunitiesData'][number]) {
  const contact = (row.pointOfContact ?? [])[0] ?? null
  const place = row.placeOfPerformance as Record<string, any> | null
  return {
    noticeId: row.noticeId,
    title: row.title,
    solicitationNumber: row.solicitationNumber,
    agency: row.fullParentPathName,
    type: row.type,
    baseType: row.baseType,
    postedDate: row.postedDate,
    responseDeadline: row.responseDeadLine,
    setAside: row.typeOfSetAside,
    setAsideDescription: row.typeOfSetAsideDescription,
    naicsCode: row.naicsCode,
    classificationCode: row.classificationCode,
    active: row.active === 'Yes',
    placeOfPerformance: place ? { city: str(place.city?.name), state: str(place.state?.code), zip: str(place.zip), country: str(place.country?.code) } : null,
    contact: contact ? { name: str(contact.fullName), email: str(contact.email), phone: str(contact.phone) } : null,
    award: row.award,
    url: row.uiLink,
  }
}
