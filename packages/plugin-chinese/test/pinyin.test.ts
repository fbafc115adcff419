import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { chinesePlugin } from '../src/index.ts'

const t = testHost({ plugins: chinesePlugin })

const P = '/api/chinese/pinyin'
const pinyin = async (text: string, tone?: string) => (await t.item(withQuery(P, { text, tone }))).pinyin

describe('chinese.pinyin', () => {
  it('romanizes 我们 as "wǒ men" with a per-syllable array', async () => {
    const { body } = await t.call(withQuery(P, { text: '我们' }))
    expect(body.data).toMatchObject({ ok: true, total: 1, source: { provider: expect.stringContaining('pinyin-pro'), license: 'MIT' } })
    expect(body.data.items[0]).toStrictEqual({
      text: '我们',
      tone: 'symbol',
      pinyin: 'wǒ men',
      syllables: [
        { char: '我', pinyin: 'wǒ', tone: 3, initial: 'w', final: 'ǒ', readings: ['wǒ'] },
        { char: '们', pinyin: 'men', tone: 0, initial: 'm', final: 'en', readings: ['men', 'mén'] },
      ],
    })
  })

  it('writes tones as marks, numbers or not at all', async () => {
    expect(await pinyin('我们', 'num')).toBe('wo3 men0')
    expect(await pinyin('我们', 'none')).toBe('wo men')
    expect(await pinyin('女', 'symbol')).toBe('nǚ')
    expect(await pinyin('女', 'num')).toBe('nü3')
    expect((await t.item(withQuery(P, { text: '重', tone: 'num' }))).syllables[0]).toMatchObject({ pinyin: 'zhong4', tone: 4, readings: ['zhòng', 'chóng'] })
  })

  it('reads polyphones by word and applies 一/不 sandhi', async () => {
    expect(await pinyin('银行')).toBe('yín háng')
    expect(await pinyin('行走')).toBe('xíng zǒu')
    expect(await pinyin('重庆')).toBe('chóng qìng')
    expect(await pinyin('长城 长大')).toBe('cháng chéng zhǎng dà')
    expect(await pinyin('一个 不是')).toBe('yí gè bú shì')
  })

  it('reads traditional characters through their simplified form and keeps the caller\'s characters', async () => {
    const result = await t.item(withQuery(P, { text: '銀行 長大' }))
    expect(result.pinyin).toBe('yín háng zhǎng dà')
    expect(result.syllables.map((syllable: { char: string }) => syllable.char)).toEqual(['銀', '行', '長', '大'])
    expect(await pinyin('漢字')).toBe('hàn zì')
  })

  it('keeps other text and gives the per-word array when segmented', async () => {
    const result = await t.item(withQuery(P, { text: '我们是中国人, hello', segmented: 'true' }))
    expect(result.pinyin).toBe('wǒ men shì zhōng guó rén , hello')
    expect(result.syllables).toHaveLength(6)
    expect(result.words).toEqual([
      { word: '我们', pinyin: 'wǒ men' },
      { word: '是', pinyin: 'shì' },
      { word: '中国人', pinyin: 'zhōng guó rén' },
    ])
    expect(await t.item(withQuery(P, { text: '我们', segmented: 'false' }))).not.toHaveProperty('words')
    expect(await t.item(withQuery(P, { text: 'abc' }))).toMatchObject({ pinyin: 'abc', syllables: [] })
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await t.rejects(withQuery(P, {}), 'text')
    await t.rejects(withQuery(P, { text: '' }), 'text')
    await t.rejects(withQuery(P, { text: '我'.repeat(2001) }), 'text')
    expect((await t.item(withQuery(P, { text: '我'.repeat(2000) }))).syllables).toHaveLength(2000)
    for (const tone of ['marks', 'number', '1', 'SYMBOL']) await t.rejects(withQuery(P, { text: '我们', tone }), 'tone')
    for (const segmented of ['yes', '2']) await t.rejects(withQuery(P, { text: '我们', segmented }), 'segmented')
  })
})
