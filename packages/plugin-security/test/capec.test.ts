import { pluginTestApp } from '@svc/core/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { capecCatalog } from '../src/catalogs/capec.ts'
import { securityPlugin } from '../src/index.ts'

const app = pluginTestApp(securityPlugin)
// The shipped data set loads once (a few seconds on a busy machine), before the timed calls.
beforeAll(() => capecCatalog(), 60_000)

// Known answers checked against MITRE's pages (https://capec.mitre.org/data/definitions/<id>.html).
describe('security.capec', () => {
  it('answers one attack pattern with its CWEs, relations and mitigations', async () => {
    const data = await app.ok('/api/security/capec?id=capec-66')
    expect(data.meta).toEqual({ mode: 'lookup' })
    const [item] = data.items
    expect(item).toMatchObject({
      id: 'CAPEC-66',
      name: 'SQL Injection',
      abstraction: 'Standard',
      likelihood: 'High',
      severity: 'High',
      cwes: ['CWE-89', 'CWE-1286'],
      parents: [{ id: 'CAPEC-248', name: 'Command Injection' }],
      url: 'https://capec.mitre.org/data/definitions/66.html',
    })
    expect(item.children.map((child: { id: string }) => child.id)).toContain('CAPEC-7')
    expect(item.prerequisites).toHaveLength(2)
    expect(item.mitigations.length).toBeGreaterThan(0)
    expect(data.source.provider).toMatch(/^MITRE CAPEC 3\.\d+/)
  })

  it('finds patterns by words', async () => {
    const data = await app.ok('/api/security/capec?q=sql%20injection&limit=5')
    expect(data.items[0].id).toBe('CAPEC-66')
  })

  it('answers 404 for an unknown pattern', () => app.status('/api/security/capec?id=9999', 404, undefined, 'NOT_FOUND'))

  it('names the bad field', async () => {
    await app.rejects('/api/security/capec', 'id')
    await app.rejects('/api/security/capec?id=CWE-89', 'id')
    await app.rejects('/api/security/capec?id=66&q=sql', 'q')
  })
})
