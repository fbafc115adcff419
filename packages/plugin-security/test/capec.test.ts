import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

// The fixture bundle is shaped like MITRE's stix-capec.json (STIX 2.1); its patterns are made up (see its README).
const BUNDLE = 'GET /capec/2.1/stix-capec.json'
const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['mitre-capec'],
  routes: { [BUNDLE]: fixture('mitre-capec', 'stix-capec.json') },
})

describe('security.capec', () => {
  it('answers one attack pattern with its CWEs, relations and mitigations', async () => {
    const data = await h.ok('/api/security/capec?id=capec-9001')
    expect(data.meta).toEqual({ mode: 'lookup' })
    const [item] = data.items
    expect(item).toMatchObject({
      id: 'CAPEC-9001',
      name: 'Made-up Query Injection',
      abstraction: 'Standard',
      status: 'Draft',
      likelihood: 'High',
      severity: 'High',
      cwes: ['CWE-89', 'CWE-1286'],
      attackTechniques: ['T9002'],
      parents: [{ id: 'CAPEC-9000', name: 'Made-up Command Injection' }],
      children: [{ id: 'CAPEC-9002', name: 'Blind Made-up Query Injection' }],
      skills: [{ level: 'Low', text: 'Made-up skill text: knows the query language.' }, { level: 'High', text: 'Made-up skill text: reads the server\'s answers blind.' }],
      consequences: [{ scope: 'Confidentiality', impacts: ['Read Data'] }, { scope: 'Access Control', impacts: ['Bypass Protection Mechanism'] }],
      url: 'https://capec.mitre.org/data/definitions/9001.html',
      version: '9.9',
    })
    // HTML paragraphs read as plain lines.
    expect(item.description).toBe('A made-up pattern for tests: an adversary adds query syntax to a field the made-up server builds a query from.\nSecond paragraph, also made up.')
    expect(item.prerequisites).toHaveLength(2)
    expect(item.mitigations).toEqual(['Made-up mitigation: use parameterized queries in the made-up server.', 'Made-up mitigation: check each input against an allow list.'])
    expect(data.source).toMatchObject({ provider: 'MITRE CAPEC (STIX 2.1)' })
    expect(data.source.url).toMatch(/\/capec\/2\.1\/stix-capec\.json$/)
  })

  it('finds patterns by words, the more general first', async () => {
    const data = await h.ok('/api/security/capec?q=query%20injection&limit=5')
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(data.items.map((item: { id: string }) => item.id)).toEqual(['CAPEC-9001', 'CAPEC-9002'])
  })

  it('answers 404 for an unknown or deprecated pattern', async () => {
    await h.status('/api/security/capec?id=9999', 404, undefined, 'NOT_FOUND')
    await h.status('/api/security/capec?id=CAPEC-9003', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field, before the bundle is read', async () => {
    const before = h.requests.length
    await h.rejects('/api/security/capec', 'id')
    await h.rejects('/api/security/capec?id=CWE-89', 'id')
    await h.rejects('/api/security/capec?id=66&q=sql', 'q')
    await h.rejects('/api/security/capec?q=sql&limit=51', 'limit')
    expect(h.requests.length).toBe(before)
  })

  h.failures(BUNDLE, '/api/security/capec?id=CAPEC-9001')
})
