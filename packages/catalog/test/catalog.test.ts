import { describe, expect, it } from 'vitest'
import { catalogEntry, catalogGroup, catalogGroups, serviceCatalog } from '../src/index.ts'

describe('the service catalog', () => {
  it('lists the 578 operations of the contract in 113 groups, and the two of svc\'s own account group', () => {
    expect(serviceCatalog).toHaveLength(580)
    expect(catalogGroups()).toHaveLength(114)
    expect(catalogGroup('account').map((entry) => entry.id)).toEqual(['account.channels', 'account.receipts'])
  })

  it('derives every path and id from group and name, once each', () => {
    const ids = new Set<string>()
    for (const operation of serviceCatalog) {
      expect(operation.id).toBe(`${operation.group}.${operation.name}`)
      expect(operation.path).toBe(`/api/${operation.group}/${operation.name}`)
      expect(['GET', 'POST']).toContain(operation.method)
      expect(['fixed', 'actual-usage-upto-max']).toContain(operation.billing)
      expect(operation.priceUsd).toBeGreaterThan(0)
      expect(ids.has(operation.id), operation.id).toBe(false)
      ids.add(operation.id)
    }
  })

  it('finds an entry by id and a group by name', () => {
    expect(catalogEntry('convert.unit')).toMatchObject({ method: 'GET', path: '/api/convert/unit' })
    expect(catalogEntry('nope.nothing')).toBeUndefined()
    expect(catalogGroup('weather').map((operation) => operation.name)).toContain('current')
  })
})
