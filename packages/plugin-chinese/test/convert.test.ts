import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { chinesePlugin } from '../src/index.ts'

const t = testHost({ plugins: chinesePlugin })

const C = '/api/chinese/convert'
const convert = async (text: string, from: string, to: string) => (await t.item(withQuery(C, { text, from, to }))).text

describe('chinese.convert', () => {
  it('converts simplified to traditional and back (汉字 / 漢字)', async () => {
    const { body } = await t.call(withQuery(C, { text: '汉字', from: 'cn', to: 'tw' }))
    expect(body.data).toStrictEqual({
      ok: true,
      items: [{ text: '漢字', from: 'cn', to: 'tw', length: 2, changed: true }],
      total: 1,
      source: { provider: expect.stringContaining('OpenCC'), url: 'https://github.com/nk2028/opencc-js', license: expect.stringContaining('Apache-2.0') },
    })
    expect(await convert('漢字', 'tw', 'cn')).toBe('汉字')
    expect(await convert('中国人民银行发行了新的纪念币', 'cn', 't')).toBe('中國人民銀行發行了新的紀念幣')
  })

  it('converts by phrase: the same character goes to different traditional forms', async () => {
    expect(await convert('头发 发展', 'cn', 't')).toBe('頭髮 發展')
    expect(await convert('后来 皇后', 'cn', 'tw')).toBe('後來 皇后')
    expect(await convert('乾燥 乾杯', 't', 'cn')).toBe('干燥 干杯')
  })

  it('applies Taiwan idioms with twp, in both directions', async () => {
    expect(await convert('自行车 鼠标 软件 内存', 'cn', 'twp')).toBe('腳踏車 滑鼠 軟體 記憶體')
    expect(await convert('自行车 鼠标 软件', 'cn', 'tw')).toBe('自行車 鼠標 軟件')
    expect(await convert('腳踏車 軟體', 'twp', 'cn')).toBe('自行车 软件')
  })

  it('uses Hong Kong variants, Japanese Shinjitai and keeps text when from equals to', async () => {
    expect(await convert('里面', 'cn', 'hk')).toBe('裏面')
    expect(await convert('里面', 'cn', 'tw')).toBe('裡面')
    expect(await convert('汉字 国家', 'cn', 'jp')).toBe('漢字 国家')
    expect(await convert('漢字 国家', 'jp', 'cn')).toBe('汉字 国家')
    expect(await convert('漢語', 'hk', 'tw')).toBe('漢語')
    expect(await t.item(withQuery(C, { text: '漢字 abc', from: 'tw', to: 'tw' }))).toMatchObject({ text: '漢字 abc', changed: false })
    expect(await t.item(withQuery(C, { text: 'hello 123', from: 'cn', to: 'tw' }))).toMatchObject({ text: 'hello 123', changed: false, length: 9 })
  })

  it('enforces every bound with a 400 naming the field', async () => {
    await t.rejects(withQuery(C, { from: 'cn', to: 'tw' }), 'text')
    await t.rejects(withQuery(C, { text: '', from: 'cn', to: 'tw' }), 'text')
    await t.rejects(withQuery(C, { text: '汉'.repeat(5001), from: 'cn', to: 'tw' }), 'text')
    expect((await t.item(withQuery(C, { text: '汉'.repeat(5000), from: 'cn', to: 'tw' }))).text).toBe('漢'.repeat(5000))
    await t.rejects(withQuery(C, { text: '汉字', to: 'tw' }), 'from')
    await t.rejects(withQuery(C, { text: '汉字', from: 'cn' }), 'to')
    for (const bad of ['zh', 'CN', 'hkp', 's']) {
      await t.rejects(withQuery(C, { text: '汉字', from: bad, to: 'tw' }), 'from')
      await t.rejects(withQuery(C, { text: '汉字', from: 'cn', to: bad }), 'to')
    }
  })
})
