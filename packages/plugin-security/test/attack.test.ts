import { pluginTestApp } from '@svc/core/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { attackCatalog } from '../src/catalogs/attack.ts'
import { securityPlugin } from '../src/index.ts'

const app = pluginTestApp(securityPlugin)
// The shipped data set loads once (a few seconds on a busy machine), before the timed calls.
beforeAll(() => attackCatalog(), 60_000)

// Known answers checked against attack.mitre.org (T1059.001 PowerShell, TA0002 Execution, G0016 APT29).
describe('security.attack', () => {
  it('answers a sub-technique with its parent, tactics, mitigations and users', async () => {
    const data = await app.ok('/api/security/attack?id=t1059.001')
    expect(data.meta).toEqual({ mode: 'lookup' })
    const [item] = data.items
    expect(item).toMatchObject({
      id: 'T1059.001',
      name: 'PowerShell',
      tactics: ['execution'],
      subtechnique: true,
      parent: { id: 'T1059', name: 'Command and Scripting Interpreter' },
      url: 'https://attack.mitre.org/techniques/T1059/001/',
    })
    expect(item.platforms).toContain('Windows')
    expect(item.mitigations).toContainEqual({ id: 'M1042', name: 'Disable or Remove Feature or Program' })
    expect(item.groups).toContainEqual({ id: 'G0016', name: 'APT29' })
    expect(data.source.provider).toMatch(/^MITRE ATT&CK Enterprise v18\./)
  })

  it('answers a tactic with its techniques, and a group with the techniques it uses', async () => {
    const tactic = (await app.ok('/api/security/attack?id=TA0002')).items[0]
    expect(tactic).toMatchObject({ id: 'TA0002', name: 'Execution', shortname: 'execution' })
    expect(tactic.techniques).toContainEqual({ id: 'T1059', name: 'Command and Scripting Interpreter' })
    const group = (await app.ok('/api/security/attack?id=G0016')).items[0]
    expect(group).toMatchObject({ id: 'G0016', name: 'APT29', url: 'https://attack.mitre.org/groups/G0016/' })
    expect(group.techniques.map((technique: { id: string }) => technique.id)).toContain('T1059.001')
  })

  it('lists techniques by words, tactic and platform', async () => {
    const found = await app.ok('/api/security/attack?q=powershell&limit=3')
    expect(found.items[0].id).toBe('T1059.001')
    const lateral = await app.ok('/api/security/attack?tactic=Lateral%20Movement&platform=windows&limit=100')
    expect(lateral.meta).toEqual({ mode: 'list' })
    expect(lateral.items.every((technique: { tactics: string[]; platforms: string[] }) => technique.tactics.includes('lateral-movement') && technique.platforms.includes('Windows'))).toBe(true)
    expect(lateral.items.map((technique: { id: string }) => technique.id)).toContain('T1021')
  })

  it('answers 404 for an id ATT&CK does not have', () => app.status('/api/security/attack?id=T9999', 404, undefined, 'NOT_FOUND'))

  it('names the bad field', async () => {
    await app.rejects('/api/security/attack', 'id')
    await app.rejects('/api/security/attack?id=CVE-2021-44228', 'id')
    await app.rejects('/api/security/attack?id=T1059&q=shell', 'q')
    await app.rejects('/api/security/attack?tactic=hacking', 'tactic')
  })
})
