import { dayMember, numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'

const named = v.looseObject({ Name: textOrNull, Code: textOrNull })
/** A posting of `GET /api/search` (`Fields=Full`): the members read here. */
const descriptor = v.looseObject({
  PositionID: textOrNull,
  PositionTitle: v.string(),
  PositionURI: textOrNull,
  ApplyURI: v.nullish(v.array(v.string()), []),
  PositionLocation: v.nullish(v.array(v.looseObject({ LocationName: textOrNull, CountryCode: textOrNull, CountrySubDivisionCode: textOrNull, CityName: textOrNull, Latitude: numberOrNull, Longitude: numberOrNull })), []),
  OrganizationName: textOrNull,
  DepartmentName: textOrNull,
  JobCategory: v.nullish(v.array(named), []),
  JobGrade: v.nullish(v.array(v.looseObject({ Code: textOrNull })), []),
  PositionSchedule: v.nullish(v.array(named), []),
  PositionOfferingType: v.nullish(v.array(named), []),
  QualificationSummary: textOrNull,
  PositionRemuneration: v.nullish(v.array(v.looseObject({ MinimumRange: textOrNull, MaximumRange: textOrNull, RateIntervalCode: textOrNull, Description: textOrNull })), []),
  PublicationStartDate: textOrNull,
  ApplicationCloseDate: textOrNull,
  UserArea: v.nullish(v.looseObject({
    Details: v.nullish(v.looseObject({
      JobSummary: textOrNull,
      MajorDuties: v.nullish(v.array(v.string()), []),
      LowGrade: textOrNull,
      HighGrade: textOrNull,
      PromotionPotential: textOrNull,
      HiringPath: v.nullish(v.array(v.string()), []),
      TotalOpenings: textOrNull,
      WhoMayApply: v.nullish(v.looseObject({ Name: textOrNull }), null),
      SecurityClearance: textOrNull,
      TravelCode: textOrNull,
      TeleworkEligible: v.nullish(v.boolean(), null),
      RemoteIndicator: v.nullish(v.boolean(), null),
    }), null),
  }), null),
})
export const answer = v.object({
  SearchResult: v.object({
    SearchResultCountAll: v.number(),
    SearchResultItems: v.array(v.object({ MatchedObjectId: v.string(), MatchedObjectDescriptor: descriptor })),
  }),
})

const amount = (value: string | null) => (value !== null && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null)

/** A posting as job.federal-search answers it. */
export function toJob({ MatchedObjectId, MatchedObjectDescriptor: job }: v.InferOutput<typeof answer>['SearchResult']['SearchResultItems'][number]) {
  const remuneration = job.PositionRemuneration?.[0]
  const details = job.UserArea?.Details
  return {
    id: MatchedObjectId,
    positionId: job.PositionID,
    title: job.PositionTitle,
    agency: job.OrganizationName,
    department: job.DepartmentName,
    locations: (job.PositionLocation ?? []).map((place) => ({ name: place.LocationName, city: place.CityName, state: place.CountrySubDivisionCode, country: place.CountryCode, lat: place.Latitude, lon: place.Longitude })),
    series: (job.JobCategory ?? []).map((category) => ({ code: category.Code, name: category.Name })),
    grade: { plan: job.JobGrade?.[0]?.Code ?? null, low: details?.LowGrade ?? null, high: details?.HighGrade ?? null, promotionPotential: details?.PromotionPotential ?? null },
    pay: remuneration ? { min: amount(remuneration.MinimumRange), max: amount(remuneration.MaximumRange), interval: remuneration.Description ?? remuneration.RateIntervalCode } : null,
    schedule: job.PositionSchedule?.[0]?.Name ?? null,
    appointment: job.PositionOfferingType?.[0]?.Name ?? null,
    hiringPaths: details?.HiringPath ?? [],
    whoMayApply: details?.WhoMayApply?.Name || null,
    openings: details?.TotalOpenings ?? null,
    securityClearance: details?.SecurityClearance ?? null,
    remote: details?.RemoteIndicator ?? null,
    telework: details?.TeleworkEligible ?? null,
    summary: details?.JobSummary ?? null,
    duties: details?.MajorDuties ?? [],
    qualifications: job.QualificationSummary,
    openDate: dayMember(job.PublicationStartDate),
    closeDate: dayMember(job.ApplicationCloseDate),
    url: job.PositionURI,
    applyUrl: job.ApplyURI?.[0] ?? null,
  }
}
