import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { jobFixtures } from './_harness.ts'

const h = testHost(jobFixtures)

describe('job.federal-codes', () => {
  it('lists a code list without retired codes by default', async () => {
    const data = await h.ok('/api/job/federal-codes?list=occupationalseries')
    expect(data.total).toBe(5)
    expect(data.items[4]).toStrictEqual({ code: '2210', name: 'Information Technology Management', disabled: false, parent: null, jobFamily: '2200', lastModified: '2015-07-29' })
    expect(h.last().path).toBe('/api/codelist/occupationalseries')
    const all = await h.ok('/api/job/federal-codes?list=occupationalseries&includeDisabled=true')
    expect(all.items.at(-1)).toMatchObject({ code: '0334', disabled: true })
  })

  it('filters by words, code and parent, and limits the rows while counting every match', async () => {
    expect((await h.ok('/api/job/federal-codes?list=occupationalseries&q=STATISTICS')).items.map((item: { code: string }) => item.code)).toEqual(['1529', '1530'])
    expect((await h.ok('/api/job/federal-codes?list=occupationalseries&q=2210')).items.map((item: { code: string }) => item.code)).toEqual(['2210'])
    const va = await h.ok('/api/job/federal-codes?list=agencysubelements&parent=va&limit=1')
    expect(va.total).toBe(2)
    expect(va.items).toStrictEqual([{ code: 'VATA', name: 'Veterans Health Administration', disabled: false, parent: 'VA', jobFamily: null, lastModified: '2017-03-01' }])
  })

  it('refuses bad input, naming the field', async () => {
    await h.rejects('/api/job/federal-codes', 'list')
    await h.rejects('/api/job/federal-codes?list=everything', 'list')
    await h.rejects('/api/job/federal-codes?list=payplans&limit=0', 'limit')
    await h.rejects('/api/job/federal-codes?list=payplans&parent=a-b', 'parent')
  })

  h.failures('GET /api/codelist/occupationalseries', '/api/job/federal-codes?list=occupationalseries')
})
