import { describe, expect, it } from 'vitest'
import { createError, runSection, sectionData, sectionStatus } from '../src/index.ts'

describe('runSection', () => {
  it('answers found with the data, or not_found by the default rule (null or undefined)', async () => {
    const found = await runSection(async () => ({ id: 1 }), { failure: 'x could not be asked' })
    expect(found).toEqual({ status: 'found', data: { id: 1 } })
    expect(sectionData(found)).toEqual({ id: 1 })
    const missing = await runSection(async () => null, { failure: 'x could not be asked' })
    expect(missing).toEqual({ status: 'not_found', data: null })
    expect(sectionData(missing)).toBeNull()
    expect(sectionStatus(missing)).toEqual({ status: 'not_found' })
  })

  it('decides found with the given rule and keeps the data of not_found', async () => {
    const empty = await runSection(async () => ({ items: [] as number[] }), { found: (data) => data.items.length > 0, failure: 'x' })
    expect(empty).toEqual({ status: 'not_found', data: { items: [] } })
    expect(sectionData(empty)).toEqual({ items: [] })
  })

  it('turns an ApiError into an error section with its message, keeping the error', async () => {
    const error = createError('UPSTREAM_RATE_LIMIT', 'SAM.gov: rate limited')
    const part = await runSection(async () => { throw error }, { failure: 'SAM.gov could not be asked' })
    expect(part).toMatchObject({ status: 'error', message: 'SAM.gov: rate limited' })
    expect(part.status === 'error' && part.error).toBe(error)
    expect(sectionData(part)).toBeNull()
    expect(sectionStatus(part)).toStrictEqual({ status: 'error', message: 'SAM.gov: rate limited' })
  })

  it('says only the given failure for any other error, never its details', async () => {
    const part = await runSection(async () => { throw new TypeError('cannot read x of undefined at /srv/secret.ts') }, { failure: 'hexdb could not be asked' })
    expect(sectionStatus(part)).toStrictEqual({ status: 'error', message: 'hexdb could not be asked' })
  })
})
