import type { UsajobsPosting } from '@svc/providers/usajobs'

/** One announcement as gov.usajobs answers it: the shared posting's members under this operation's names. */
export function jobItem(posting: UsajobsPosting) {
  const { grade } = posting
  return {
    id: posting.id,
    positionId: posting.positionId,
    title: posting.title,
    organization: posting.organization,
    department: posting.department,
    locations: posting.locations.map(({ name, city, state, latitude, longitude }) => ({ name, city, state, latitude, longitude })),
    categories: posting.categories,
    grades: { system: grade.system, low: grade.low, high: grade.high },
    pay: posting.pay,
    schedule: posting.schedule,
    whoMayApply: posting.whoMayApply,
    telework: posting.telework,
    qualifications: posting.qualifications,
    openDate: posting.openDate,
    closeDate: posting.closeDate,
    url: posting.url,
    applyUrl: posting.applyUrl,
  }
}
