import { type FixtureServer, serveFixtures } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fetchPage } from '../src/web-page/index.ts'

// The page server listens on loopback, which the URL guard refuses: these tests allow exactly
// 127.0.0.1 through the one policy module; the refusal test asks for another loopback address.
vi.mock('../src/web-page/policy.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/web-page/policy.ts')>()
  return { ...real, addressPolicy: (address: string, family: 4 | 6) => address === '127.0.0.1' || real.addressPolicy(address, family) }
})

let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({
    'GET /article': { file: 'pages/article.html' },
    'GET /latin1': { body: Buffer.from('<html><head><title>Caf\xe9</title></head><body><p>cr\xe8me br\xfbl\xe9e</p></body></html>', 'latin1'), headers: { 'content-type': 'text/html; charset=iso-8859-1' } },
    'GET /notes.txt': { body: 'line one\n\n\n\nline two', headers: { 'content-type': 'text/plain' } },
    'GET /archive.zip': { body: 'PK', headers: { 'content-type': 'application/zip' } },
  })
})
afterAll(() => site.close())

describe('fetchPage', () => {
  it('answers a page\'s title, readable text without navigation, word count and absolute links', async () => {
    const page = await fetchPage(`${site.url}/article`, AbortSignal.timeout(10_000))
    expect(page).toMatchObject({ url: `${site.url}/article`, finalUrl: `${site.url}/article`, truncated: false })
    expect(page.title).toBe('Tide pools of the Pacific coast')
    expect(page.text).toContain('Sea stars, anemones and hermit crabs live in them.')
    expect(page.text).not.toMatch(/Home|About|Copyright|star\.jpg/)
    expect(page.words).toBe(page.text.split(/\s+/).filter(Boolean).length)
    expect(page.links).toEqual([`${site.url}/`, `${site.url}/about`])
  })

  it('decodes the declared charset, keeps plain text as it is, and cuts at maxChars saying so', async () => {
    expect(await fetchPage(`${site.url}/latin1`, AbortSignal.timeout(10_000))).toMatchObject({ title: 'Café', text: 'crème brûlée', links: [] })
    expect(await fetchPage(`${site.url}/notes.txt`, AbortSignal.timeout(10_000), 'url', 5)).toMatchObject({ title: null, text: 'line ', truncated: true, words: 4 })
  })

  it('refuses other content types and addresses the guard does not allow, naming the field (400)', async () => {
    await expect(fetchPage(`${site.url}/archive.zip`, AbortSignal.timeout(10_000), 'source')).rejects.toMatchObject({ code: 'INVALID_INPUT', details: expect.objectContaining({ field: 'source' }) })
    await expect(fetchPage(`http://127.0.0.2:${new URL(site.url).port}/article`, AbortSignal.timeout(10_000))).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
