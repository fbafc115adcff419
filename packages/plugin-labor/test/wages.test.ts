import { describe, expect, it } from 'vitest'
import { wageSeries } from '../src/operations/wages.ts'
import { testHost } from '@svc/core/testing'
import { laborFixtures, PATH } from './_harness.ts'

const h = testHost(laborFixtures)

describe('labor.wages', () => {
  it('builds OEWS series ids in BLS\'s published layout', () => {
    expect(wageSeries('US', '000000', '151252', '04')).toBe('OEUN000000000000015125204')
    expect(wageSeries('TX', '000000', '291141', '13')).toBe('OEUS480000000000029114113')
    expect(wageSeries('12420', '000000', '000000', '01')).toBe('OEUM001242000000000000001')
  })

  it('answers the latest annual estimate: employment, hourly and annual wages and percentiles', async () => {
    const data = await h.ok('/api/labor/wages?occupation=15-1252')
    expect(data.total).toBe(1)
    const { series, ...item } = data.items[0]
    expect(item).toStrictEqual({
      occupation: '15-1252', area: 'US', industry: '000000', year: 2024, employment: 1654440,
      hourly: { mean: 69.5, median: 63.59 },
      // "#" (at or above the top code) is null.
      annual: { mean: 144570, p10: 79850, p25: 101610, median: 132270, p75: 167540, p90: null },
    })
    expect(series.annualMedian).toBe('OEUN000000000000015125213')
    expect(h.last().json().seriesid).toHaveLength(9)
  })

  it('answers 404 when BLS has no estimate', async () => {
    await h.status('/api/labor/wages?occupation=291141&area=TX', 404, undefined, 'NOT_FOUND')
    expect(h.last().json().seriesid[0]).toBe('OEUS480000000000029114101')
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/labor/wages', 'occupation')
    await h.rejects('/api/labor/wages?occupation=15-12', 'occupation')
    await h.rejects('/api/labor/wages?occupation=151252&area=Texas', 'area')
    await h.rejects('/api/labor/wages?occupation=151252&area=TX&industry=541500', 'industry')
  })

  h.failures(`POST ${PATH}`, '/api/labor/wages?occupation=151252')
})
