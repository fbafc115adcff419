import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

// The fixture bundle is shaped like MITRE's enterprise-attack.json (STIX 2.1); its objects are made up (see its README).
const BUNDLE = 'GET /enterprise-attack/enterprise-attack.json'
const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['mitre-attack'],
  routes: { [BUNDLE]: fixture('mitre-attack', 'enterprise-attack.json') },
})

describe('security.attack', () => {
  it('answers a sub-technique with its parent, tactics, mitigations and users', async () => {
    const data = await h.ok('/api/security/attack?id=t9001.001')
    expect(data.meta).toEqual({ mode: 'lookup' })
    const [item] = data.items
    expect(item).toMatchObject({
      id: 'T9001.001',
      name: 'Made-up Shell',
      tactics: ['made-up-execution'],
      platforms: ['Windows'],
      subtechnique: true,
      parent: { id: 'T9001', name: 'Made-up Script Interpreter' },
      mitigations: [{ id: 'M9001', name: 'Made-up Feature Removal' }],
      groups: [{ id: 'G9001', name: 'Made-up Group' }],
      software: [{ id: 'S9001', name: 'Made-up Loader' }],
      modified: '2024-05-01',
      version: '99.1',
      url: 'https://attack.mitre.org/techniques/T9001/001/',
    })
    // Citations are removed from descriptions.
    expect(item.description).toBe('Made-up sub-technique: adversaries run a made-up shell to execute scripts.')
    expect(data.source).toMatchObject({ provider: 'MITRE ATT&CK Enterprise (STIX 2.1)' })
    expect(data.source.url).toMatch(/\/enterprise-attack\/enterprise-attack\.json$/)
    const parent = (await h.ok('/api/security/attack?id=T9001')).items[0]
    expect(parent).toMatchObject({ subtechnique: false, parent: null, subtechniques: [{ id: 'T9001.001', name: 'Made-up Shell' }] })
  })

  it('answers a tactic with its techniques, and a group with the techniques it uses', async () => {
    const tactic = (await h.ok('/api/security/attack?id=TA9001')).items[0]
    expect(tactic).toMatchObject({ id: 'TA9001', name: 'Made-up Execution', shortname: 'made-up-execution', url: 'https://attack.mitre.org/tactics/TA9001/' })
    // Sub-techniques, revoked and deprecated techniques are left out.
    expect(tactic.techniques).toEqual([{ id: 'T9001', name: 'Made-up Script Interpreter' }])
    const group = (await h.ok('/api/security/attack?id=G9001')).items[0]
    expect(group).toMatchObject({ id: 'G9001', name: 'Made-up Group', url: 'https://attack.mitre.org/groups/G9001/' })
    // The revoked `uses` relationship to T9003 is left out.
    expect(group.techniques).toEqual([
      { id: 'T9001.001', name: 'Made-up Shell', tactics: ['made-up-execution'] },
      { id: 'T9002', name: 'Made-up Remote Session', tactics: ['made-up-movement'] },
    ])
  })

  it('lists techniques by words, tactic and platform', async () => {
    const found = await h.ok('/api/security/attack?q=shell&limit=3')
    expect(found.items.map((technique: { id: string }) => technique.id)).toEqual(['T9001.001'])
    const lateral = await h.ok('/api/security/attack?tactic=Made-up%20Movement&platform=windows&limit=100')
    expect(lateral).toMatchObject({ total: 1, meta: { mode: 'list' } })
    expect(lateral.items.map((technique: { id: string }) => technique.id)).toEqual(['T9002'])
    expect((await h.ok('/api/security/attack?tactic=made-up-movement')).items.map((technique: { id: string }) => technique.id)).toEqual(['T9002', 'T9003'])
  })

  it('answers 404 for an id ATT&CK does not have, or has revoked or deprecated', async () => {
    await h.status('/api/security/attack?id=T9999', 404, undefined, 'NOT_FOUND')
    await h.status('/api/security/attack?id=T9004', 404, undefined, 'NOT_FOUND')
    await h.status('/api/security/attack?id=T9005', 404, undefined, 'NOT_FOUND')
    await h.status('/api/security/attack?id=TA9999', 404, undefined, 'NOT_FOUND')
    await h.status('/api/security/attack?id=G9999', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field', async () => {
    await h.rejects('/api/security/attack', 'id')
    await h.rejects('/api/security/attack?id=CVE-2021-44228', 'id')
    await h.rejects('/api/security/attack?id=T1059&q=shell', 'q')
    // A well-formed tactic the release does not have is known only once the bundle is read.
    await h.rejects('/api/security/attack?tactic=hacking', 'tactic')
  })

  h.failures(BUNDLE, '/api/security/attack?id=T9001')
})
