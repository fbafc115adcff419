import { describe, expect, it } from 'vitest'
import { icdCode } from '../src/operations/icd10.ts'
import { testHost } from '@svc/core/testing'
import { fixture, ICD10, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.icd10', () => {
  it('searches codes by words', async () => {
    const data = await h.ok('/api/medical/icd10?query=type%202%20diabetes&limit=3')
    expect(h.last().params).toEqual({ terms: 'type 2 diabetes', sf: 'code,name', df: 'code,name', maxList: '3' })
    expect(data).toMatchObject({ total: 33, meta: { mode: 'list' }, source: { provider: 'NLM Clinical Table Search Service' } })
    expect(data.items[0]).toEqual({ code: 'E11.9', name: 'Type 2 diabetes mellitus without complications' })
  })
  it('names a code written without its dot', async () => {
    h.set(ICD10, fixture('nlm-clinical-tables/code-E11.9.json'))
    const data = await h.ok('/api/medical/icd10?code=e119')
    expect(h.last().params).toMatchObject({ terms: 'E11.9', sf: 'code' })
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup' }, items: [{ code: 'E11.9', name: 'Type 2 diabetes mellitus without complications' }] })
  })
  it('answers 404 for a category that is not a code, naming codes under it', async () => {
    h.set(ICD10, fixture('nlm-clinical-tables/code-E11.2.json'))
    const body = await h.status('/api/medical/icd10?code=E11.2', 404, undefined, 'NOT_FOUND')
    expect(JSON.stringify(body)).toContain('E11.21')
  })
  it('writes codes as ICD-10-CM does', () => {
    expect(icdCode('e119')).toBe('E11.9')
    expect(icdCode('S72.001A')).toBe('S72.001A')
    expect(icdCode('i10')).toBe('I10')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/icd10', 'query')
    await h.rejects('/api/medical/icd10?code=E11.9&query=diabetes', 'query')
    await h.rejects('/api/medical/icd10?code=11.9', 'code')
    await h.rejects('/api/medical/icd10?query=diabetes&limit=101', 'limit')
  })
  h.failures(ICD10, '/api/medical/icd10?query=diabetes')
})
