import { testHost } from '@svc/core/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'
import { naicsTable, rank } from '@svc/providers/naics'

const NAICS = '/api/business/naics'
const h = testHost({ plugins: [businessPlugin] })

describe('business.naics', () => {
  // The 1.8 MB table is loaded (and split into words for ranking) on first use: a cold load on a loaded
  // machine is paid here, under its own timeout, not by the first case.
  beforeAll(async () => void rank(await naicsTable(), 'warm up', undefined), 60_000)

  it('answers a code with its hierarchy, description, index terms and children', async () => {
    const { status, body } = await h.call(`${NAICS}?code=5415`)
    expect(status).toBe(200)
    expect(body.data.meta.mode).toBe('lookup')
    expect(body.data.items[0]).toMatchObject({
      code: '5415', title: 'Computer Systems Design and Related Services', level: 4, vintage: '2017 NAICS',
      hierarchy: [{ code: '54', title: 'Professional, Scientific, and Technical Services' }, { code: '541', title: 'Professional, Scientific, and Technical Services' }, { code: '5415', title: 'Computer Systems Design and Related Services' }],
      children: [{ code: '54151', title: 'Computer Systems Design and Related Services' }],
    })
    const industry = (await h.call(`${NAICS}?code=541511`)).body.data.items[0]
    expect(industry.description).toMatch(/^This U.S. industry comprises establishments primarily engaged in writing, modifying, testing, and supporting software/)
    expect(industry.indexTerms).toContain('Computer programming services, custom')
    expect(industry.children).toEqual([])
  })

  it('reads the Census file as the Windows-1252 it is: apostrophes and dashes, no replacement characters', async () => {
    expect((await h.call(`${NAICS}?code=315220`)).body.data.items[0].title).toBe("Men's and Boys' Cut and Sew Apparel Manufacturing")
    expect((await h.call(`${NAICS}?code=524126`)).body.data.items[0].description).toContain("Homeowners' insurance carriers")
    expect((await h.call(`${NAICS}?code=336`)).body.data.items[0].description).toContain('establishments\u2014bending')
    expect(JSON.stringify(await naicsTable())).not.toMatch(/[\ufffd\x80-\x9f]/)
  })

  it('answers sector ranges, whose children span their two-digit codes', async () => {
    const { body } = await h.call(`${NAICS}?code=31-33`)
    expect(body.data.items[0]).toMatchObject({ title: 'Manufacturing', level: 2, hierarchy: [{ code: '31-33' }] })
    expect(body.data.items[0].children.map((child: { code: string }) => child.code)).toEqual(expect.arrayContaining(['311', '325', '336']))
    expect((await h.call(`${NAICS}?code=336111`)).body.data.items[0].hierarchy[0]).toEqual({ code: '31-33', title: 'Manufacturing' })
  })

  it('ranks codes for a description, by level', async () => {
    const { body } = await h.call(`${NAICS}?query=custom%20software%20programming&limit=3`)
    expect(body.data.meta.mode).toBe('list')
    expect(body.data.items[0]).toMatchObject({ code: '541511', matchedOn: 'index' })
    expect(body.data.items.length).toBe(Math.min(3, body.data.total))
    const farms = await h.call(`${NAICS}?query=soybean%20farming&level=6`)
    expect(farms.body.data.items[0]).toMatchObject({ code: '111110', title: 'Soybean Farming', level: 6, matchedOn: 'title' })
    expect(farms.body.data.items.every((item: { level: number }) => item.level === 6)).toBe(true)
    expect((await h.call(`${NAICS}?query=zzqqxx`)).body.data).toMatchObject({ items: [], total: 0 })
  })

  it('answers 404 for a code NAICS does not have, and 400 for bad input', async () => {
    expect(await h.call(`${NAICS}?code=999999`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    for (const [query, field] of [['', 'code'], ['code=54&query=x2', 'code'], ['code=5', 'code'], ['code=5415111', 'code'], ['code=31-3', 'code'], ['query=a', 'query'], [`query=${'a'.repeat(121)}`, 'query'], ['query=farm&level=1', 'level'], ['query=farm&level=7', 'level'], ['query=farm&limit=51', 'limit'], ['code=54&level=3', 'level']]) await h.rejects(`${NAICS}?${query}`, field!)
  })
})
