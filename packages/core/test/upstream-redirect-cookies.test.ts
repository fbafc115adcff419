import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineUpstream } from '../src/index.ts'
import { createUpstreams } from '../src/upstream/client.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

// A site's session: the redirect that sets its cookie is read as it came, and every Set-Cookie of an answer is kept.

const site = defineUpstream({ id: 'session-site', name: 'Session Site', baseUrl: 'https://session.invalid' })

describe('upstream redirects and cookies', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await serveFixtures({
      'POST /agree': { status: 302, body: '', headers: { location: '/landing', 'set-cookie': 'sessionid=s1; HttpOnly; Path=/' } },
      'GET /landing': { body: 'landed' },
      'GET /hop': { status: 302, body: '', headers: { location: '/landing' } },
      // Node's http writes each member of an array as its own header line.
      'GET /cookies': { body: 'two', headers: { 'set-cookie': ['csrftoken=t1; expires=Tue, 30 Nov 2027 01:00:00 GMT; Path=/', 'sessionid=s2; Path=/'] as unknown as string } },
    })
  })
  afterAll(() => server.close())
  const client = () => createUpstreams({ upstreams: { 'session-site': { baseUrl: server.url } } })(site)

  it('follows a redirect by default, and answers it as it came when the call says manual', async () => {
    expect((await client().text('/agree', { method: 'POST', body: 'a=1' })).data).toBe('landed')
    const manual = await client().text('/agree', { method: 'POST', body: 'a=1', redirect: 'manual', acceptStatus: [302] })
    expect([manual.status, manual.headers.get('location'), manual.headers.get('set-cookie')]).toEqual([302, '/landing', 'sessionid=s1; HttpOnly; Path=/'])
  })

  it('keeps a redirect answered as it came apart from the followed one: neither is cached or shared as the other', async () => {
    const one = client()
    const followed = await one.text('/hop', { acceptStatus: [302], cacheTtlMs: 60_000 })
    const manual = await one.text('/hop', { redirect: 'manual', acceptStatus: [302], cacheTtlMs: 60_000 })
    expect([followed.status, followed.data, manual.status, manual.headers.get('location')]).toEqual([200, 'landed', 302, '/landing'])
    // Sent at once by one client, the two are two requests, not one shared.
    const two = client()
    const [together, apart] = await Promise.all([two.text('/hop', { acceptStatus: [302] }), two.text('/hop', { acceptStatus: [302], redirect: 'manual' })])
    expect([together.status, apart.status]).toEqual([200, 302])
  })

  it('keeps every Set-Cookie of an answer, joined as Headers.get joins them', async () => {
    const answer = await client().text('/cookies', { cacheTtlMs: 0 })
    expect(answer.headers.get('set-cookie')).toBe('csrftoken=t1; expires=Tue, 30 Nov 2027 01:00:00 GMT; Path=/, sessionid=s2; Path=/')
  })
})
