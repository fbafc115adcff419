import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { chinesePlugin } from '../src/index.ts'

const t = testHost({ plugins: chinesePlugin })

const D = '/api/chinese/detect'
const classify = async (text: string) => (await t.item(withQuery(D, { text }))).classification

describe('chinese.detect', () => {
  it('classifies simplified text and counts its characters', async () => {
    const { body } = await t.call(withQuery(D, { text: '我们是中国人' }))
    expect(body.data).toMatchObject({ ok: true, total: 1, source: { url: 'https://github.com/nk2028/opencc-js' } })
    expect(body.data.items[0]).toStrictEqual({ hasHan: true, hanCount: 6, length: 6, simplifiedCount: 2, traditionalCount: 0, classification: 'simplified' })
    expect(await classify('汉字')).toBe('simplified')
  })

  it('classifies traditional, mixed and common text', async () => {
    expect(await t.item(withQuery(D, { text: '我們是中國人' }))).toMatchObject({ classification: 'traditional', traditionalCount: 2, simplifiedCount: 0 })
    expect(await classify('漢字')).toBe('traditional')
    expect(await classify('台灣')).toBe('traditional')
    expect(await classify('裡面')).toBe('traditional')
    expect(await t.item(withQuery(D, { text: '汉字漢字' }))).toMatchObject({ classification: 'mixed', simplifiedCount: 1, traditionalCount: 1 })
    expect(await classify('你好')).toBe('han-common')
    expect(await classify('中文')).toBe('han-common')
  })

  it('reads characters in context: 后 and 台 are common to both scripts in 皇后 and 台', async () => {
    expect(await classify('皇后')).toBe('han-common')
    expect(await classify('台')).toBe('han-common')
    expect(await classify('后来')).toBe('simplified')
    expect(await classify('後來')).toBe('traditional')
  })

  it('reports text without Han characters, and counts code points', async () => {
    expect(await t.item(withQuery(D, { text: 'hello, world' }))).toStrictEqual({ hasHan: false, hanCount: 0, length: 12, simplifiedCount: 0, traditionalCount: 0, classification: null })
    expect(await t.item(withQuery(D, { text: 'こんにちは' }))).toMatchObject({ hasHan: false, classification: null })
    expect(await t.item(withQuery(D, { text: '𠀀a' }))).toMatchObject({ hasHan: true, hanCount: 1, length: 2 })
    expect(await t.item(withQuery(D, { text: '你好 hello' }))).toMatchObject({ hanCount: 2, length: 8, classification: 'han-common' })
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await t.rejects(withQuery(D, {}), 'text')
    await t.rejects(withQuery(D, { text: '' }), 'text')
    await t.rejects(withQuery(D, { text: 'a'.repeat(5001) }), 'text')
    expect((await t.item(withQuery(D, { text: '漢'.repeat(5000) }))).hanCount).toBe(5000)
  })
})
