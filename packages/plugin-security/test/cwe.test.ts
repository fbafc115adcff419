import { testHost } from '@svc/core/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { cweCatalog } from '../src/catalogs/cwe.ts'
import { securityPlugin } from '../src/index.ts'

const app = testHost({ plugins: securityPlugin })
// The shipped data set loads once (a few seconds on a busy machine), before the timed calls.
beforeAll(() => cweCatalog(), 60_000)

// Known answers checked against MITRE's pages (https://cwe.mitre.org/data/definitions/<id>.html).
describe('security.cwe', () => {
  it('answers one weakness with its relations, consequences and CAPEC patterns', async () => {
    const data = await app.ok('/api/security/cwe?id=cwe-79')
    expect(data.meta).toEqual({ mode: 'lookup' })
    const [item] = data.items
    expect(item).toMatchObject({
      id: 'CWE-79',
      name: "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')",
      abstraction: 'Base',
      status: 'Stable',
      likelihood: 'High',
      parents: [{ id: 'CWE-74', name: "Improper Neutralization of Special Elements in Output Used by a Downstream Component ('Injection')" }],
      url: 'https://cwe.mitre.org/data/definitions/79.html',
    })
    expect(item.children.map((child: { id: string }) => child.id)).toContain('CWE-80')
    expect(item.capec).toContain('CAPEC-63')
    expect(item.consequences[0].scopes).toContain('Confidentiality')
    expect(item.mitigations.length).toBeGreaterThan(0)
    expect(data.source.provider).toMatch(/^MITRE CWE 4\.\d+/)
  })

  it('accepts a bare number', async () => {
    expect((await app.ok('/api/security/cwe?id=89')).items[0].name).toBe("Improper Neutralization of Special Elements used in an SQL Command ('SQL Injection')")
  })

  it('finds weaknesses by words, the name first', async () => {
    const data = await app.ok('/api/security/cwe?q=sql%20injection&limit=3')
    expect(data.meta).toEqual({ mode: 'list' })
    expect(data.items[0].id).toBe('CWE-89')
    expect(data.total).toBeGreaterThanOrEqual(data.items.length)
  })

  it('answers 404 for an id that is no weakness (a category)', () => app.status('/api/security/cwe?id=CWE-1', 404, undefined, 'NOT_FOUND'))

  it('names the bad field', async () => {
    await app.rejects('/api/security/cwe', 'id')
    await app.rejects('/api/security/cwe?id=XSS', 'id')
    await app.rejects('/api/security/cwe?id=79&q=xss', 'q')
  })
})
