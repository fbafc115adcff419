import { describe, expect, it } from 'vitest'
import { joltsSeries } from '../src/operations/openings.ts'
import { testHost } from '@svc/core/testing'
import { laborFixtures, PATH } from './_harness.ts'

const h = testHost(laborFixtures)

describe('labor.openings', () => {
  it('builds JOLTS series ids in BLS\'s published layout', () => {
    expect(joltsSeries(true, '000000', '00', 'JO', 'L')).toBe('JTS000000000000000JOL')
    expect(joltsSeries(true, '000000', '06', 'HI', 'R')).toBe('JTS000000060000000HIR')
    expect(joltsSeries(false, '100000', '00', 'QU', 'R')).toBe('JTU100000000000000QUR')
  })

  it('joins level and rate month by month, newest first, flagging preliminary months', async () => {
    const data = await h.ok('/api/labor/openings?measure=quits&startYear=2024&endYear=2025')
    expect(data.items).toStrictEqual([
      { date: '2025-09-01', year: 2025, month: 'September', level: 3094, rate: 1.9, preliminary: true },
      { date: '2025-08-01', year: 2025, month: 'August', level: 3133, rate: 2, preliminary: false },
      { date: '2024-12-01', year: 2024, month: 'December', level: 3205, rate: 2, preliminary: false },
    ])
    expect(data.meta).toMatchObject({ mode: 'list', measure: 'quits', area: 'US', levelUnit: 'thousands', rateUnit: 'percent' })
    expect(data.source.provider).toBe('U.S. Bureau of Labor Statistics')
    expect(h.last().json()).toEqual({ seriesid: ['JTS000000000000000QUL', 'JTS000000000000000QUR'], startyear: '2024', endyear: '2025' })
  })

  it('asks for a state\'s series, and the last two years by default', async () => {
    await h.status('/api/labor/openings?measure=otherSeparations&state=tx', 404, undefined, 'NOT_FOUND')
    const thisYear = new Date().getUTCFullYear()
    expect(h.last().json()).toEqual({ seriesid: ['JTS000000480000000OSL', 'JTS000000480000000OSR'], startyear: String(thisYear - 1), endyear: String(thisYear) })
  })

  it('answers 429 when BLS reports its daily threshold inside a 200', async () => {
    h.set(`POST ${PATH}`, h.fixture('bls/threshold.json'))
    await h.status('/api/labor/openings', 429, undefined, 'UPSTREAM_RATE_LIMIT')
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/labor/openings?measure=vacancies', 'measure')
    await h.rejects('/api/labor/openings?state=XX', 'state')
    await h.rejects('/api/labor/openings?industry=51', 'industry')
    await h.rejects('/api/labor/openings?state=CA&industry=100000', 'industry')
    await h.rejects('/api/labor/openings?startYear=2020&endYear=2019', 'startYear')
    await h.rejects('/api/labor/openings?startYear=2001&endYear=2020', 'endYear')
    await h.rejects('/api/labor/openings?startYear=1999', 'startYear')
  })

  h.failures(`POST ${PATH}`, '/api/labor/openings')
})
