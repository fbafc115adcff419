import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { isoPlugin } from '../src/index.ts'

const t = testHost({ plugins: isoPlugin })

const GERMAN = { name: 'German', nativeName: 'Deutsch', iso6391: 'de', iso6392B: 'ger', iso6392T: 'deu', iso6393: 'deu', scope: 'individual', type: 'living' }

describe('iso.language', () => {
  it('finds German by its 639-1, 639-2/B, 639-2/T and 639-3 codes', async () => {
    for (const code of ['de', 'DE', 'ger', 'deu']) {
      const answer = await t.list(withQuery('/api/iso/language', { code }))
      expect(answer).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
      expect(answer.items[0]).toMatchObject(GERMAN)
    }
  })

  it('gives every English name of the standards and the native name', async () => {
    expect((await t.list(withQuery('/api/iso/language', { code: 'nl' }))).items[0]).toMatchObject({ name: 'Dutch', names: expect.arrayContaining(['Dutch', 'Flemish']), iso6392B: 'dut', iso6392T: 'nld' })
    expect((await t.list(withQuery('/api/iso/language', { code: 'zh' }))).items[0]).toMatchObject({ name: 'Chinese', nativeName: '中文', iso6393: 'zho', scope: 'macrolanguage' })
    expect((await t.list(withQuery('/api/iso/language', { code: 'got' }))).items[0]).toMatchObject({ name: 'Gothic', iso6391: null, nativeName: null, type: 'ancient' })
  })

  it('covers 639-3-only codes, 639-2 collective codes and the local-use range', async () => {
    expect((await t.list(withQuery('/api/iso/language', { code: 'uln' }))).items[0]).toMatchObject({ name: 'Unserdeutsch', iso6392B: null, iso6393: 'uln' })
    expect((await t.list(withQuery('/api/iso/language', { code: 'sla' }))).items[0]).toMatchObject({ name: 'Slavic languages', iso6392B: 'sla', iso6393: null, scope: 'collective' })
    expect((await t.list(withQuery('/api/iso/language', { code: 'qab' }))).items[0]).toMatchObject({ iso6392B: 'qaa-qtz', scope: 'local' })
  })

  it('searches English and native names, exact matches first, with paging', async () => {
    const german = await t.list(withQuery('/api/iso/language', { name: 'german' }))
    expect(german.meta).toEqual({ mode: 'list' })
    expect(german.items[0]).toMatchObject(GERMAN)
    expect(german.total).toBeGreaterThan(5)
    expect((await t.list(withQuery('/api/iso/language', { name: 'Deutsch' }))).items[0].iso6393).toBe('deu')
    expect((await t.list(withQuery('/api/iso/language', { name: 'espanol' }))).items[0].iso6391).toBe('es')
    const page = await t.list(withQuery('/api/iso/language', { name: 'german', limit: 2, offset: 1 }))
    expect(page.items).toHaveLength(2)
    expect(page.total).toBe(german.total)
    expect(page.items[0]).toEqual(german.items[1])
  })

  it('answers 404 for an unassigned code', async () => {
    await t.status(withQuery('/api/iso/language', { code: 'xx' }), 404, undefined, 'NOT_FOUND')
    await t.status(withQuery('/api/iso/language', { code: 'zzq' }), 404, undefined, 'NOT_FOUND')
  })

  // rejects malformed codes, bounds and missing or conflicting modes, naming the field
  t.refusals('/api/iso/language', [
    [{ code: 'd' }, 'code'],
    [{ code: 'deut' }, 'code'],
    [{ code: 'd3' }, 'code'],
    [{ name: 'g' }, 'name'],
    [{ name: 'g'.repeat(81) }, 'name'],
    [{ name: 'german', limit: 0 }, 'limit'],
    [{ name: 'german', limit: 101 }, 'limit'],
    [{ name: 'german', limit: 1.5 }, 'limit'],
    [{ name: 'german', offset: -1 }, 'offset'],
    [{ name: 'german', offset: 10001 }, 'offset'],
    [{}, 'code'],
    [{ code: 'de', name: 'german' }, 'name'],
  ])
})
