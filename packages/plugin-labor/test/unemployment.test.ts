import { describe, expect, it } from 'vitest'
import { unemploymentSeries } from '../src/operations/unemployment.ts'
import { testHost } from '@svc/core/testing'
import { laborFixtures, PATH } from './_harness.ts'

const h = testHost(laborFixtures)

describe('labor.unemployment', () => {
  it('builds CPS and LAUS series ids in BLS\'s published layout', () => {
    expect(unemploymentSeries('US', true)).toEqual({ rate: 'LNS14000000', unemployed: 'LNS13000000', employed: 'LNS12000000', laborForce: 'LNS11000000' })
    expect(unemploymentSeries('CA', true).rate).toBe('LASST060000000000003')
    expect(unemploymentSeries('06037', false)).toEqual({ rate: 'LAUCN060370000000003', unemployed: 'LAUCN060370000000004', employed: 'LAUCN060370000000005', laborForce: 'LAUCN060370000000006' })
  })

  it('joins the four LAUS measures of a state month by month', async () => {
    const data = await h.ok('/api/labor/unemployment?area=ca&startYear=2025&endYear=2025')
    expect(data.items).toStrictEqual([
      { date: '2025-09-01', year: 2025, month: 'September', rate: 5.5, unemployed: 1074113, employed: 18458331, laborForce: 19532444, preliminary: true },
      // A value BLS writes as "-" is null.
      { date: '2025-08-01', year: 2025, month: 'August', rate: 5.5, unemployed: 1071846, employed: null, laborForce: 19525391, preliminary: false },
    ])
    expect(data.meta).toMatchObject({ area: 'CA', seasonal: true, program: 'LAUS', countUnit: 'persons' })
    expect(h.last().json().seriesid).toEqual(['LASST060000000000003', 'LASST060000000000004', 'LASST060000000000005', 'LASST060000000000006'])
  })

  it('asks for county figures not seasonally adjusted, and the CPS for the nation', async () => {
    await h.status('/api/labor/unemployment?area=06037', 404, undefined, 'NOT_FOUND')
    expect(h.last().json().seriesid[0]).toBe('LAUCN060370000000003')
    await h.status('/api/labor/unemployment?seasonal=false', 404, undefined, 'NOT_FOUND')
    expect(h.last().json().seriesid).toEqual(['LNU04000000', 'LNU03000000', 'LNU02000000', 'LNU01000000'])
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/labor/unemployment?area=XX', 'area')
    await h.rejects('/api/labor/unemployment?area=99001', 'area')
    await h.rejects('/api/labor/unemployment?area=06037&seasonal=true', 'seasonal')
    await h.rejects('/api/labor/unemployment?startYear=2010&endYear=2024', 'endYear')
  })

  h.failures(`POST ${PATH}`, '/api/labor/unemployment?area=CA')
})
