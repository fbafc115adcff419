import { afterAll, describe, expect, it } from 'vitest'
import { testHost } from '../src/testing/index.ts'
import { demoPlugin, recordingGate } from './_fixtures.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const app = h.open({ plugins: [demoPlugin], gate: recordingGate(), config: { adminToken: 'admin-token-0123456789' } }).app
afterAll(() => app.close())

describe('HEAD wherever GET is', () => {
  it.each(['/health', '/api/directory', '/openapi.json', '/.well-known/recording', '/llms.txt', '/', '/docs', '/docs/demo.echo', '/assets/site.css', '/api/demo/menu/today'])('HEAD %s answers what GET does, without the body', async (path) => {
    const [head, get] = await Promise.all([app.request(path, { method: 'HEAD' }), app.request(path)])
    expect(head.status, path).toBe(200)
    expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'))
    expect(await head.text(), path).toBe('')
  })

  it('runs a GET operation for HEAD (a trial used, the answer without its body), and refuses it on a POST operation', async () => {
    const head = await app.request('/api/demo/echo?text=hello&trial=1', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('x-svc-request-id')).toBeTruthy()
    expect(await head.text()).toBe('')
    expect((await app.request('/api/demo/echo?text=hello&trial=1')).status).toBe(402)
    const post = await app.request('/api/demo/submit', { method: 'HEAD' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('POST')
    expect((await app.request('/api/demo/echo', { method: 'DELETE' })).headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers a path with no route 404 with the JSON error, for HEAD without it', async () => {
    const get = await app.request('/api/nothing/here')
    expect(get.status).toBe(404)
    expect(await get.json()).toEqual({ error: 'No route GET /api/nothing/here; see /api/directory', code: 'NOT_FOUND', status: 404 })
    expect((await app.request('/health', { method: 'POST' })).status).toBe(404)
    const head = await app.request('/api/nothing/here', { method: 'HEAD' })
    expect(head.status).toBe(404)
    expect(await head.text()).toBe('')
  })
})
