import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { urlPlugin } from '../src/index.ts'

const t = testHost({ plugins: urlPlugin })
/** GET /api/url/clean?url=<encoded>&...options */
const clean = (url: string, options: Record<string, string | boolean> = {}) =>
  t.call(`/api/url/clean?${new URLSearchParams({ url, ...Object.fromEntries(Object.entries(options).map(([key, value]) => [key, String(value)])) })}`)

describe('url.clean: tracking parameters', () => {
  it('removes utm_*, fbclid, gclid, mc_eid, igshid and ad click ids, keeping the rest byte for byte', async () => {
    const { status, body } = await clean('https://shop.example/item?id=42&utm_source=news&utm_medium=email&utm_campaign=spring&fbclid=IwAR0x&gclid=EAIa&mc_eid=abc123&igshid=MzRl&msclkid=9f&q=a+b%20c')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      url: 'https://shop.example/item?id=42&q=a+b%20c',
      changed: true,
      host: 'shop.example',
      removedPath: [],
      unwrappedFrom: null,
      normalized: [],
    })
    expect(body.data.removed).toEqual([
      { name: 'utm_source', value: 'news', rule: 'tidy-url (global)' },
      { name: 'utm_medium', value: 'email', rule: 'tidy-url (global)' },
      { name: 'utm_campaign', value: 'spring', rule: 'tidy-url (global)' },
      { name: 'fbclid', value: 'IwAR0x', rule: 'tidy-url (global)' },
      { name: 'gclid', value: 'EAIa', rule: 'tidy-url (global)' },
      { name: 'mc_eid', value: 'abc123', rule: 'tidy-url (global)' },
      { name: 'igshid', value: 'MzRl', rule: 'svc (ad click ids)' },
      { name: 'msclkid', value: '9f', rule: 'svc (ad click ids)' },
    ])
  })

  it('removes any utm_ parameter, in any case, and reports decoded values', async () => {
    const { body } = await clean('https://example.com/?UTM_Foo=x%26y%3Dz&utm_new_thing=1')
    expect(body.data.url).toBe('https://example.com/')
    expect(body.data.removed).toEqual([
      { name: 'UTM_Foo', value: 'x&y=z', rule: 'utm_*' },
      { name: 'utm_new_thing', value: '1', rule: 'utm_*' },
    ])
  })

  it('applies site rules to their host only: Amazon parameters and the /ref= path segment', async () => {
    const { body } = await clean('https://www.amazon.com/dp/B0C1XYZ/ref=sr_1_1?keywords=lamp&qid=1700000000&th=1&psc=1')
    expect(body.data.url).toBe('https://www.amazon.com/dp/B0C1XYZ?th=1')
    expect(body.data.removedPath).toEqual(['/ref=sr_1_1'])
    expect(body.data.removed.map((entry: { name: string; rule: string }) => `${entry.name}:${entry.rule}`)).toEqual(['keywords:tidy-url (amazon.com)', 'qid:tidy-url (amazon.com)', 'psc:tidy-url (amazon.com)'])
    expect((await clean('https://example.org/search?keywords=lamp&qid=1')).body.data).toMatchObject({ url: 'https://example.org/search?keywords=lamp&qid=1', changed: false, removed: [] })
  })

  it('leaves a clean URL unchanged', async () => {
    const { body } = await clean('https://example.com/a/b?x=1&y=2#top')
    expect(body.data).toMatchObject({ url: 'https://example.com/a/b?x=1&y=2#top', original: 'https://example.com/a/b?x=1&y=2#top', changed: false, removed: [], normalized: [] })
  })

  it('honours strip (with a trailing * wildcard) and keep', async () => {
    const { body } = await clean('https://example.com/?ref=tw&sessionid=1&session_ts=2&utm_source=x&page=2', { strip: 'ref,session*', keep: 'utm_source' })
    expect(body.data.url).toBe('https://example.com/?utm_source=x&page=2')
    expect(body.data.removed.map((entry: { name: string; rule: string }) => [entry.name, entry.rule])).toEqual([['ref', 'strip'], ['sessionid', 'strip'], ['session_ts', 'strip']])
  })

  it('follows a known redirect wrapper to its target with unwrap, offline, and cleans the target too', async () => {
    const wrapped = 'https://www.google.com/url?url=https%3A%2F%2Fexample.com%2Fpost%3Futm_medium%3Demail%26id%3D7&sa=D'
    const { body } = await clean(wrapped, { unwrap: true })
    expect(body.data).toMatchObject({ url: 'https://example.com/post?id=7', unwrappedFrom: wrapped, host: 'example.com' })
    expect(body.data.removed).toContainEqual({ name: 'utm_medium', value: 'email', rule: 'tidy-url (global)' })
    expect((await clean(wrapped)).body.data.url).toBe('https://www.google.com/url?url=https%3A%2F%2Fexample.com%2Fpost%3Futm_medium%3Demail%26id%3D7')
  })
})

describe('url.clean: normalization', () => {
  it('lowercases scheme and host, converts an IDN host to punycode, drops the default port and resolves dot segments', async () => {
    const { body } = await clean('HTTPS://Bücher.Example:443/a/../b?&x=1&&y=2')
    expect(body.data).toMatchObject({
      url: 'https://xn--bcher-kva.example/b?x=1&y=2',
      host: 'xn--bcher-kva.example',
      hostUnicode: 'bücher.example',
      normalized: ['scheme-lowercased', 'host-lowercased', 'idn-to-punycode', 'default-port-removed', 'dot-segments-resolved', 'empty-params-dropped'],
    })
    expect((await clean('http://EXAMPLE.com:80')).body.data).toMatchObject({ url: 'http://example.com/', normalized: ['host-lowercased', 'default-port-removed', 'root-path-added'] })
    expect((await clean('https://example.com:8443/')).body.data).toMatchObject({ url: 'https://example.com:8443/', normalized: [] })
  })

  it('keeps or drops the fragment and sorts parameters on request', async () => {
    const { body } = await clean('https://example.com/?b=2&a=1&c=3#section', { fragment: 'drop', sortParams: true })
    expect(body.data).toMatchObject({ url: 'https://example.com/?a=1&b=2&c=3', normalized: ['params-sorted', 'fragment-dropped'] })
    expect((await clean('https://example.com/?a=1&b=2', { sortParams: true })).body.data.normalized).toEqual([])
  })
})

describe('url.clean: bad input is a 400 naming the field', () => {
  it.each([
    ['not a url', {}, 'url'],
    ['ftp://example.com/file', {}, 'url'],
    ['mailto:someone@example.com', {}, 'url'],
    ['', {}, 'url'],
    [`https://example.com/?q=${'a'.repeat(8200)}`, {}, 'url'],
    ['https://example.com/', { fragment: 'remove' }, 'fragment'],
    ['https://example.com/', { sortParams: 'yes' }, 'sortParams'],
    ['https://example.com/', { unwrap: 'maybe' }, 'unwrap'],
    ['https://example.com/', { strip: Array.from({ length: 51 }, (_, i) => `p${i}`).join(',') }, 'strip'],
    ['https://example.com/', { keep: 'a,,b' }, 'keep.1'],
  ] as const)('%s %o -> %s', async (url, options, field) => {
    const { status, body } = await clean(url, options as Record<string, string>)
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_INPUT', field })
  })

  it('names an unencoded URL\'s stray parameters', async () => {
    const { status, body } = await t.call('/api/url/clean?url=https://example.com/?a=1&fbclid=2')
    expect(status).toBe(400)
    expect(body.error).toContain('"fbclid"')
  })
})
