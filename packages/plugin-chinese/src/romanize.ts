import { localSource, loadOnce } from '@svc/core'
import { isHan } from './han.ts'
import { codePoints, converter } from './opencc.ts'

export type ToneStyle = 'symbol' | 'num' | 'none'

export interface Syllable {
  char: string
  pinyin: string
  /** 1-4, or 0 for the neutral tone. */
  tone: number
  initial: string
  final: string
  /** Every reading of the character in the dictionary, with tone marks. */
  readings: string[]
}

export interface Romanized {
  pinyin: string
  syllables: Syllable[]
  words?: { word: string; pinyin: string }[]
}

export const PINYIN_SOURCE = localSource(
  'pinyin-pro (npm); OpenCC via opencc-js for traditional input',
  'https://github.com/zh-lx/pinyin-pro',
  'MIT',
)

const library = loadOnce(() => import('pinyin-pro'))
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/**
 * Pinyin with the library's context rules (polyphones by word, 一/不 tone sandhi). Traditional characters
 * are read through their simplified form, since the dictionary is simplified; the output keeps the
 * caller's characters.
 */
export async function romanize(text: string, tone: ToneStyle, segmented: boolean): Promise<Romanized> {
  const { pinyin } = await library()
  const original = codePoints(text)
  const simplified = codePoints((await converter('t', 'cn'))(text))
  const reading = simplified.length === original.length ? simplified.join('') : text
  const entries = pinyin(reading, { type: 'all', toneType: tone, nonZh: 'consecutive' })
  // Readings are listed with tone marks whatever the tone style (the library mixes styles otherwise).
  const marked = tone === 'symbol' ? entries : pinyin(reading, { type: 'all', toneType: 'symbol', nonZh: 'consecutive' })
  const syllables: Syllable[] = []
  const byPosition = new Map<number, Syllable>()
  const parts: string[] = []
  let position = 0
  for (const [index, entry] of entries.entries()) {
    const size = codePoints(entry.origin).length
    const char = original.slice(position, position + size).join('')
    if (entry.isZh && size === 1 && isHan(char)) {
      const syllable = { char, pinyin: entry.pinyin, tone: entry.num, initial: entry.initial, final: entry.final, readings: marked[index]?.polyphonic ?? [] }
      syllables.push(syllable)
      byPosition.set(position, syllable)
      parts.push(entry.pinyin)
    } else {
      parts.push(char.trim())
    }
    position += size
  }
  const result: Romanized = { pinyin: parts.filter(Boolean).join(' '), syllables }
  if (segmented) result.words = words(text, byPosition)
  return result
}

/** Words by the ICU Chinese word breaker, each with the pinyin of its syllables. */
function words(text: string, byPosition: Map<number, Syllable>): { word: string; pinyin: string }[] {
  const list: { word: string; pinyin: string }[] = []
  let position = 0
  for (const { segment } of segmenter.segment(text)) {
    const size = codePoints(segment).length
    const readings: string[] = []
    for (let offset = 0; offset < size; offset++) {
      const syllable = byPosition.get(position + offset)
      if (syllable) readings.push(syllable.pinyin)
    }
    if (readings.length > 0) list.push({ word: segment, pinyin: readings.join(' ') })
    position += size
  }
  return list
}
