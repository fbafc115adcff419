import { codePoints, converter, type Convert } from './opencc.ts'

const HAN = /\p{Script=Han}/u
export const isHan = (char: string): boolean => HAN.test(char)

export type Classification = 'simplified' | 'traditional' | 'mixed' | 'han-common'

export interface Detection {
  hasHan: boolean
  hanCount: number
  length: number
  /** Han characters written only in simplified form (every traditional standard writes them differently). */
  simplifiedCount: number
  /** Han characters written only in a traditional form (converting to simplified changes them). */
  traditionalCount: number
  /** null when the text has no Han character. */
  classification: Classification | null
}

/**
 * Classifies by converting the whole text (phrase-aware, so 皇后 stays common while 后来 is simplified):
 * a position is simplified when cn->t, cn->tw and cn->hk all change it, traditional when t->cn,
 * tw->cn or hk->cn changes it.
 */
export async function detect(text: string): Promise<Detection> {
  const chars = codePoints(text)
  const han = chars.map(isHan)
  const hanCount = han.filter(Boolean).length
  const toTraditional = await Promise.all([converter('cn', 't'), converter('cn', 'tw'), converter('cn', 'hk')])
  const toSimplified = await Promise.all([converter('t', 'cn'), converter('tw', 'cn'), converter('hk', 'cn')])
  const simplifiedAt = changedPositions(chars, toTraditional, 'every')
  const traditionalAt = changedPositions(chars, toSimplified, 'some')
  let simplifiedCount = 0
  let traditionalCount = 0
  han.forEach((isHanChar, index) => {
    if (!isHanChar) return
    if (simplifiedAt[index]) simplifiedCount++
    else if (traditionalAt[index]) traditionalCount++
  })
  return { hasHan: hanCount > 0, hanCount, length: chars.length, simplifiedCount, traditionalCount, classification: classify(hanCount, simplifiedCount, traditionalCount) }
}

function classify(hanCount: number, simplified: number, traditional: number): Classification | null {
  if (hanCount === 0) return null
  if (simplified > 0 && traditional > 0) return 'mixed'
  if (simplified > 0) return 'simplified'
  if (traditional > 0) return 'traditional'
  return 'han-common'
}

/** Per position, whether `every` / `some` of the converters change it. */
function changedPositions(chars: string[], converts: Convert[], rule: 'every' | 'some'): boolean[] {
  const changes = converts.map((convert) => changedBy(chars, convert))
  return chars.map((_, index) => (rule === 'every' ? changes.every((changed) => changed[index]) : changes.some((changed) => changed[index])))
}

function changedBy(chars: string[], convert: Convert): boolean[] {
  const converted = codePoints(convert(chars.join('')))
  // Conversions keep one character per character almost always; otherwise compare character by character.
  if (converted.length === chars.length) return chars.map((char, index) => converted[index] !== char)
  return chars.map((char) => isHan(char) && convert(char) !== char)
}
