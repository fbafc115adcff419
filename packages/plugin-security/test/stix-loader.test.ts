import type { UpstreamClient } from '@svc/core'
import { describe, expect, it, vi } from 'vitest'
import type { StixObject } from '../src/stix/bundle.ts'
import attack from '../src/operations/attack.ts'
import capec from '../src/operations/capec.ts'
import { loadStixIndex, STIX_TTL, STIX_TTL_MS } from '../src/stix/loader.ts'
import { mitreCapec } from '../src/upstreams/mitre-capec.ts'

const DAY = 86_400_000
const bundle = (name: string) => ({ status: 200, url: 'https://example.test/bundle.json', headers: new Headers(), data: { type: 'bundle', objects: [{ type: 'attack-pattern', id: 'attack-pattern--1', name }] } })

function fakeClient(...answers: (ReturnType<typeof bundle> | Error)[]) {
  const json = vi.fn(async () => {
    const next = answers.shift()
    if (!next || next instanceof Error) throw next ?? new Error('no answer')
    return next
  })
  return { client: { definition: mitreCapec, baseUrl: 'https://example.test', hasKey: false, json } as unknown as UpstreamClient, json }
}
const names = (objects: StixObject[]) => objects.map((object) => object.name)

describe('STIX bundle index', () => {
  it('downloads once per host, indexes once, and again after a day', async () => {
    const host = {}
    const { client, json } = fakeClient(bundle('first'), bundle('second'))
    const build = vi.fn(names)
    const [a, b] = await Promise.all([loadStixIndex(host, client, '/b.json', build, 0), loadStixIndex(host, client, '/b.json', build, 0)])
    expect(a.index).toEqual(['first'])
    expect(b).toBe(a)
    expect((await loadStixIndex(host, client, '/b.json', build, STIX_TTL_MS - 1)).index).toEqual(['first'])
    expect(json).toHaveBeenCalledTimes(1)
    expect(build).toHaveBeenCalledTimes(1)
    // The download's TTL is the operations' declared `cacheTtl` (STIX_TTL), which the host's client applies: the call gives none of its own.
    const [path, request] = json.mock.calls[0] as unknown as [string, object]
    expect(path).toBe('/b.json')
    expect(request).not.toHaveProperty('cacheTtlMs')
    expect([attack.cacheTtl, capec.cacheTtl]).toEqual([STIX_TTL, STIX_TTL])
    expect((await loadStixIndex(host, client, '/b.json', build, STIX_TTL_MS)).index).toEqual(['second'])
    // Another host has its own index.
    const other = fakeClient(bundle('other'))
    expect((await loadStixIndex({}, other.client, '/b.json', build, 0)).index).toEqual(['other'])
  })

  it('keeps an index in service up to maxStaleSeconds past its day when the download fails, not longer', async () => {
    const host = {}
    const failure = new Error('upstream failed')
    const { client } = fakeClient(bundle('kept'), failure, failure)
    await loadStixIndex(host, client, '/b.json', names, 0)
    const stale = STIX_TTL_MS + (mitreCapec.maxStaleSeconds ?? 0) * 1000
    expect((await loadStixIndex(host, client, '/b.json', names, DAY + 5)).index).toEqual(['kept'])
    await expect(loadStixIndex(host, client, '/b.json', names, stale)).rejects.toBe(failure)
  })

  it('fails when there is no index to keep', async () => {
    const failure = new Error('upstream failed')
    const { client } = fakeClient(failure)
    await expect(loadStixIndex({}, client, '/b.json', names, 0)).rejects.toBe(failure)
  })
})
