import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { num } from '../shared/input.ts'

/** One job announcement's descriptor, the members read. */
const descriptor = v.looseObject({
  PositionID: textOrNull,
  PositionTitle: v.string(),
  PositionURI: textOrNull,
  ApplyURI: v.optional(v.array(v.string()), []),
  PositionLocationDisplay: textOrNull,
  PositionLocation: v.optional(v.array(v.looseObject({ LocationName: textOrNull, CityName: textOrNull, CountrySubDivisionCode: textOrNull, Latitude: numberOrNull, Longitude: numberOrNull })), []),
  OrganizationName: textOrNull,
  DepartmentName: textOrNull,
  JobCategory: v.optional(v.array(v.looseObject({ Name: textOrNull, Code: textOrNull })), []),
  JobGrade: v.optional(v.array(v.looseObject({ Code: textOrNull })), []),
  PositionSchedule: v.optional(v.array(v.looseObject({ Name: textOrNull })), []),
  QualificationSummary: textOrNull,
  PositionRemuneration: v.optional(v.array(v.looseObject({ MinimumRange: textOrNull, MaximumRange: textOrNull, RateIntervalCode: textOrNull, Description: textOrNull })), []),
  PublicationStartDate: textOrNull,
  ApplicationCloseDate: textOrNull,
  UserArea: v.optional(v.looseObject({ Details: v.optional(v.looseObject({ LowGrade: textOrNull, HighGrade: textOrNull, TeleworkEligible: v.nullish(v.boolean(), null), WhoMayApply: v.nullish(v.looseObject({ Name: textOrNull }), null) })) })),
})
/** The Search API's answer, the members read. */
export const searchAnswer = v.object({
  SearchResult: v.object({
    SearchResultCountAll: v.number(),
    SearchResultItems: v.array(v.object({ MatchedObjectId: v.string(), MatchedObjectDescriptor: descriptor })),
  }),
})

/** One announcement as usajobs answers it. */
export function jobItem({ MatchedObjectId, MatchedObjectDescriptor: job }: v.InferOutput<typeof searchAnswer>['SearchResult']['SearchResultItems'][number]) {
  const pay = job.PositionRemuneration[0]
  const details = job.UserArea?.Details
  return {
    id: MatchedObjectId,
    positionId: job.PositionID,
    title: job.PositionTitle,
    organization: job.OrganizationName,
    department: job.DepartmentName,
    locations: job.PositionLocation.map((place) => ({ name: place.LocationName, city: place.CityName, state: place.CountrySubDivisionCode, latitude: place.Latitude, longitude: place.Longitude })),
    categories: job.JobCategory.map((category) => ({ code: category.Code, name: category.Name })),
    grades: { system: job.JobGrade[0]?.Code ?? null, low: details?.LowGrade ?? null, high: details?.HighGrade ?? null },
    pay: pay ? { min: num(pay.MinimumRange), max: num(pay.MaximumRange), interval: pay.Description ?? pay.RateIntervalCode } : null,
    schedule: job.PositionSchedule[0]?.Name ?? null,
    whoMayApply: details?.WhoMayApply?.Name ?? null,
    telework: details?.TeleworkEligible ?? null,
    qualifications: job.QualificationSummary,
    openDate: job.PublicationStartDate?.slice(0, 10) ?? null,
    closeDate: job.ApplicationCloseDate?.slice(0, 10) ?? null,
    url: job.PositionURI,
    applyUrl: job.ApplyURI[0] ?? null,
  }
}
