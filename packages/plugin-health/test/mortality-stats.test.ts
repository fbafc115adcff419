import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { healthFixtures, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)

describe('health.mortality-stats', () => {
  it('answers deaths and rates by year', async () => {
    const data = await h.ok("/api/health/mortality-stats?state=colorado&cause=heart%20disease&from=2010&to=2017")
    expect(h.last().params).toEqual({ $where: "state = 'Colorado' AND cause_name = 'Heart disease' AND year >= 2010 AND year <= 2017", $order: 'year DESC, deaths DESC', $limit: '100' })
    expect(data.items[0]).toEqual({ year: 2017, state: 'Colorado', cause: 'Heart disease', icd10Cause: 'Diseases of heart (I00-I09,I11,I13,I20-I51)', deaths: 7000, ageAdjustedRate: 120.5 })
  })
  it('defaults to the United States, every cause', async () => {
    await h.ok('/api/health/mortality-stats')
    expect(h.last().params.$where).toBe("state = 'United States'")
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/mortality-stats?state=Atlantis', 'state')
    await h.rejects("/api/health/mortality-stats?cause=x'%20OR%201=1", 'cause')
    await h.rejects('/api/health/mortality-stats?from=1990', 'from')
    await h.rejects('/api/health/mortality-stats?from=2015&to=2010', 'to')
  })
  h.failures(ROUTES.mortality, '/api/health/mortality-stats')
})
