import { dayMember, numberMember, numberOrNull, type OperationSource, textOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { usajobs } from './upstream.ts'

const named = v.looseObject({ Name: textOrNull, Code: textOrNull })
/** One announcement of `GET /api/search` (`Fields=Full` adds the `UserArea.Details` texts): the members read. */
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
      TeleworkEligible: v.nullish(v.boolean(), null),
      RemoteIndicator: v.nullish(v.boolean(), null),
    }), null),
  }), null),
})
const searchAnswer = v.object({
  SearchResult: v.object({
    SearchResultCountAll: v.number(),
    SearchResultItems: v.array(v.object({ MatchedObjectId: v.string(), MatchedObjectDescriptor: descriptor })),
  }),
})
type SearchItem = v.InferOutput<typeof searchAnswer>['SearchResult']['SearchResultItems'][number]

/**
 * One announcement read once, in camelCase: each operation answering USAJOBS postings picks and names its members
 * from it. Absent lists read empty, absent texts null; pay amounts are numbers, dates the calendar day.
 */
export function usajobsPosting({ MatchedObjectId, MatchedObjectDescriptor: job }: SearchItem) {
  const pay = job.PositionRemuneration?.[0]
  const details = job.UserArea?.Details
  return {
    id: MatchedObjectId,
    positionId: job.PositionID,
    title: job.PositionTitle,
    organization: job.OrganizationName,
    department: job.DepartmentName,
    locations: (job.PositionLocation ?? []).map((place) => ({ name: place.LocationName, city: place.CityName, state: place.CountrySubDivisionCode, country: place.CountryCode, latitude: place.Latitude, longitude: place.Longitude })),
    categories: (job.JobCategory ?? []).map((category) => ({ code: category.Code, name: category.Name })),
    grade: { system: job.JobGrade?.[0]?.Code ?? null, low: details?.LowGrade ?? null, high: details?.HighGrade ?? null, promotionPotential: details?.PromotionPotential ?? null },
    pay: pay ? { min: numberMember(pay.MinimumRange), max: numberMember(pay.MaximumRange), interval: pay.Description ?? pay.RateIntervalCode } : null,
    schedule: job.PositionSchedule?.[0]?.Name ?? null,
    appointment: job.PositionOfferingType?.[0]?.Name ?? null,
    hiringPaths: details?.HiringPath ?? [],
    /** As sent: USAJOBS sends `''` on announcements that name no one. */
    whoMayApply: details?.WhoMayApply?.Name ?? null,
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

export type UsajobsPosting = ReturnType<typeof usajobsPosting>

/** The search API's query parameters (`Keyword`, `LocationName`, `ResultsPerPage`...); undefined ones are left out. */
export type UsajobsQuery = Record<string, string | number | undefined>

/** What `searchUsajobs` reads, for the `sources` of the operations that call it: a search is kept an hour. */
export const usajobsSearchSource: OperationSource = { upstream: usajobs, path: '/api/search', about: 'USAJOBS `GET /api/search` (`Fields=Full`)', cacheTtl: '1h' }

/**
 * `GET /api/search` with the headers every USAJOBS call sends (`usajobsHeaders`): the postings read by
 * `usajobsPosting`, the count of every match, and the URL asked. Answers are cached an hour (postings change daily).
 */
export async function searchUsajobs(client: UpstreamClient, headers: Record<string, string>, query: UsajobsQuery) {
  const response = await client.json('/api/search', { headers, query, schema: searchAnswer })
  return { items: response.data.SearchResult.SearchResultItems.map(usajobsPosting), total: response.data.SearchResult.SearchResultCountAll, url: response.url }
}
