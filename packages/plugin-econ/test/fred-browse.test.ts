import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { econFixtures } from './_harness.ts'

const h = testHost(econFixtures)

describe('econ.fred-categories', () => {
  it('lists the root categories by default', async () => {
    const data = await h.ok('/api/econ/fred-categories')
    expect(data.total).toBe(8)
    expect(data.items[0]).toStrictEqual({ id: 32991, name: 'Money, Banking, & Finance', parentId: 0, notes: null })
    expect(h.last('/fred/category/children').params).toMatchObject({ category_id: '0', api_key: 'fred-key' })
    await h.rejects('/api/econ/fred-categories?category=-1', 'category')
  })
  h.failures('GET /fred/category/children', '/api/econ/fred-categories')
})

describe('econ.fred-releases', () => {
  it('lists releases, or the dates of one', async () => {
    const list = await h.ok('/api/econ/fred-releases?limit=2')
    expect(list.items[1]).toStrictEqual({ id: 50, name: 'Employment Situation', pressRelease: true, link: 'http://www.bls.gov/ces/' })
    expect(list.meta.mode).toBe('list')
    const dates = await h.ok('/api/econ/fred-releases?release=50')
    expect(dates.items[0]).toStrictEqual({ id: 50, date: '2024-03-08' })
    expect(dates.meta.mode).toBe('lookup')
    expect(h.last('/fred/release/dates').params).toMatchObject({ release_id: '50', sort_order: 'desc' })
    await h.rejects('/api/econ/fred-releases?release=0', 'release')
  })
  h.failures('GET /fred/releases', '/api/econ/fred-releases')
})

describe('econ.fred-regional', () => {
  it('answers one value per region with the group\'s title', async () => {
    const data = await h.ok('/api/econ/fred-regional?series=WIPCPI&date=2013-01-01')
    expect(data.items[0]).toStrictEqual({ region: 'Alabama', code: '01', series: 'ALPCPI', date: '2013-01-01', value: 35705 })
    expect(data.meta).toMatchObject({ title: '2013 Per Capita Personal Income by State (Dollars)', regionType: 'state', units: 'Dollars' })
    expect(h.last('/geofred/series/data').params).toMatchObject({ series_id: 'WIPCPI', date: '2013-01-01' })
    await h.rejects('/api/econ/fred-regional?series=WIPCPI&date=2013', 'date')
  })
  h.failures('GET /geofred/series/data', '/api/econ/fred-regional?series=WIPCPI')
})
