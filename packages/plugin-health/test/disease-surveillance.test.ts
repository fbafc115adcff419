import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { healthFixtures, ROUTES } from './_upstream.ts'

const h = testHost(healthFixtures)

describe('health.disease-surveillance', () => {
  it('answers the weekly counts of a disease', async () => {
    const data = await h.ok('/api/health/disease-surveillance?disease=measles&year=2025')
    expect(h.last().params).toEqual({ $where: "upper(label) like '%MEASLES%' AND upper(states) = 'US RESIDENTS' AND year = 2025", $order: 'year DESC, week DESC, label', $limit: '20' })
    expect(data.items[0]).toEqual({ year: 2025, week: 14, area: 'US RESIDENTS', disease: 'Measles, Indigenous', currentWeek: 12, currentWeekFlag: null, previous52WeeksMax: 30, cumulativeYtd: 410, cumulativeYtdPreviousYear: 25 })
    expect(data.items[1]).toMatchObject({ currentWeek: null, currentWeekFlag: '-' })
  })
  it('quotes the caller\'s words as a SoQL literal', async () => {
    await h.ok("/api/health/disease-surveillance?disease=o'brien%20fever&area=Colorado")
    expect(h.last().params.$where).toBe("upper(label) like '%O''BRIEN FEVER%' AND upper(states) = 'COLORADO'")
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/health/disease-surveillance', 'disease')
    await h.rejects('/api/health/disease-surveillance?disease=me', 'disease')
    await h.rejects('/api/health/disease-surveillance?disease=measles%25', 'disease')
    await h.rejects('/api/health/disease-surveillance?disease=measles&week=54', 'week')
  })
  h.failures(ROUTES.nndss, '/api/health/disease-surveillance?disease=measles')
})
