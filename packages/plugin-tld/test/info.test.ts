import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { tldPlugin } from '../src/index.ts'

const t = testHost({ plugins: tldPlugin })
/** The one item of a 200 answer. */
const info = async (params: Record<string, string | boolean>) => (await t.ok(`/api/tld/info?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`)).items[0]

describe('tld.info', () => {
  it('splits www.example.co.uk per the Public Suffix List', async () => {
    expect(await info({ domain: 'www.example.co.uk' })).toEqual({
      input: 'www.example.co.uk', hostname: 'www.example.co.uk', tld: 'uk', tldUnicode: 'uk', idn: false, inRootZone: true, type: 'country-code',
      specialUse: false, publicSuffix: 'co.uk', publicSuffixSection: 'icann', registrableDomain: 'example.co.uk', subdomain: 'www',
    })
    expect(await info({ domain: 'Example.CO.UK.' })).toMatchObject({ hostname: 'example.co.uk', registrableDomain: 'example.co.uk', subdomain: null })
    expect(await info({ domain: 'co.uk' })).toMatchObject({ publicSuffix: 'co.uk', registrableDomain: null, subdomain: null })
    expect(await info({ domain: 'a.b.example.com' })).toMatchObject({ tld: 'com', type: 'generic', publicSuffix: 'com', registrableDomain: 'example.com', subdomain: 'a.b' })
  })

  it('classifies TLDs given alone, with or without a leading dot', async () => {
    expect(await info({ tld: '.uk' })).toMatchObject({ hostname: null, tld: 'uk', inRootZone: true, type: 'country-code', publicSuffix: 'uk', registrableDomain: null })
    expect(await info({ tld: 'COM' })).toMatchObject({ tld: 'com', inRootZone: true, type: 'generic' })
    expect(await info({ tld: 'edu' })).toMatchObject({ type: 'sponsored' })
    expect(await info({ tld: 'museum' })).toMatchObject({ type: 'sponsored' })
    expect(await info({ tld: 'biz' })).toMatchObject({ type: 'generic-restricted' })
    expect(await info({ tld: 'arpa' })).toMatchObject({ type: 'infrastructure', inRootZone: true })
    expect(await info({ tld: 'google' })).toMatchObject({ type: 'generic', inRootZone: true })
  })

  it('marks reserved and special-use names, and names outside the root zone', async () => {
    expect(await info({ tld: 'test' })).toMatchObject({ inRootZone: false, type: 'test', specialUse: true })
    expect(await info({ domain: 'printer.local' })).toMatchObject({ tld: 'local', inRootZone: false, type: null, specialUse: true, registrableDomain: null })
    expect(await info({ domain: 'www.example.com' })).toMatchObject({ specialUse: true, registrableDomain: 'example.com' })
    expect(await info({ domain: 'shop.notatld' })).toMatchObject({ tld: 'notatld', inRootZone: false, type: null, publicSuffix: null, publicSuffixSection: null, registrableDomain: null })
    expect(await info({ tld: 'zz' })).toMatchObject({ inRootZone: false, type: null })
  })

  it('handles internationalized names in Unicode and punycode alike', async () => {
    const unicode = await info({ domain: 'пример.рф' })
    expect(unicode).toMatchObject({ hostname: 'xn--e1afmkfd.xn--p1ai', tld: 'xn--p1ai', tldUnicode: 'рф', idn: true, inRootZone: true, type: null, registrableDomain: 'xn--e1afmkfd.xn--p1ai' })
    expect(await info({ domain: 'xn--e1afmkfd.xn--p1ai' })).toEqual({ ...unicode, input: 'xn--e1afmkfd.xn--p1ai' })
    expect(await info({ domain: 'bücher.de' })).toMatchObject({ hostname: 'xn--bcher-kva.de', registrableDomain: 'xn--bcher-kva.de' })
  })

  it('applies the private section of the list only when asked', async () => {
    expect(await info({ domain: 'foo.github.io' })).toMatchObject({ publicSuffix: 'io', publicSuffixSection: 'icann', registrableDomain: 'github.io', subdomain: 'foo' })
    expect(await info({ domain: 'foo.github.io', privateSuffixes: true })).toMatchObject({ publicSuffix: 'github.io', publicSuffixSection: 'private', registrableDomain: 'foo.github.io', subdomain: null })
  })

  it('rejects missing, conflicting and malformed input, naming the field', async () => {
    await t.rejects('/api/tld/info', 'tld')
    await t.rejects('/api/tld/info?tld=uk&domain=example.co.uk', 'domain')
    await t.rejects('/api/tld/info?tld=', 'tld')
    await t.rejects(`/api/tld/info?${new URLSearchParams({ tld: 'a'.repeat(65) })}`, 'tld')
    await t.rejects('/api/tld/info?tld=co.uk', 'tld')
    await t.rejects('/api/tld/info?domain=', 'domain')
    await t.rejects(`/api/tld/info?${new URLSearchParams({ domain: `${'a'.repeat(63)}.`.repeat(4) + 'com' })}`, 'domain')
    await t.rejects(`/api/tld/info?${new URLSearchParams({ domain: `${'a'.repeat(64)}.com` })}`, 'domain')
    await t.rejects('/api/tld/info?domain=exa+mple.com', 'domain')
    await t.rejects('/api/tld/info?domain=a..b.com', 'domain')
    await t.rejects('/api/tld/info?domain=-a.com', 'domain')
    await t.rejects('/api/tld/info?domain=https%3A%2F%2Fexample.com%2F', 'domain')
    await t.rejects('/api/tld/info?domain=192.168.0.1', 'domain')
    await t.rejects('/api/tld/info?domain=example.com&privateSuffixes=maybe', 'privateSuffixes')
  })
})
