import type { UsajobsPosting } from '@svc/providers/usajobs'

/** A posting as job.federal-search answers it: the shared posting's members under this operation's names. */
export function toJob(posting: UsajobsPosting) {
  const { grade } = posting
  return {
    id: posting.id,
    positionId: posting.positionId,
    title: posting.title,
    agency: posting.organization,
    department: posting.department,
    locations: posting.locations.map(({ name, city, state, country, latitude, longitude }) => ({ name, city, state, country, lat: latitude, lon: longitude })),
    series: posting.categories,
    grade: { plan: grade.system, low: grade.low, high: grade.high, promotionPotential: grade.promotionPotential },
    pay: posting.pay,
    schedule: posting.schedule,
    appointment: posting.appointment,
    hiringPaths: posting.hiringPaths,
    // An empty name (USAJOBS sends '' on announcements open to no named group) reads null here.
    whoMayApply: posting.whoMayApply || null,
    openings: posting.openings,
    securityClearance: posting.securityClearance,
    remote: posting.remote,
    telework: posting.telework,
    summary: posting.summary,
    duties: posting.duties,
    qualifications: posting.qualifications,
    openDate: posting.openDate,
    closeDate: posting.closeDate,
    url: posting.url,
    applyUrl: posting.applyUrl,
  }
}
