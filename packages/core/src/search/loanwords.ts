/**
 * Words another language borrowed from English and writes in its own script ("биткоин", "доллар",
 * "रॉकेट लॉन्च"): no dictionary lists them all, but written in Latin letters they are one or two edits
 * from the English word. This spells a Cyrillic or Devanagari word in Latin letters the way such
 * loanwords are spelled, for the speller to read.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'i', є: 'e', ґ: 'g',
}

/** Devanagari consonants (with their inherent vowel dropped), vowels and vowel signs. */
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'ch', ज: 'j', झ: 'jh', ञ: 'n', ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h', ड़: 'r', ढ़: 'rh', क़: 'k', ख़: 'kh', ग़: 'g', ज़: 'z', फ़: 'f',
}
const VOWELS: Record<string, string> = { अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऋ: 'ri' }
const SIGNS: Record<string, string> = { 'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ृ': 'ri', 'ं': 'n', 'ँ': 'n', '्': '', '़': '' }

/** A word of one of these scripts in the Latin letters its English original would have, or undefined. */
export function latinSpelling(word: string): string | undefined {
  const lower = word.toLowerCase()
  if (/^[\u0400-\u04ff]+$/.test(lower)) return [...lower].map((char) => CYRILLIC[char] ?? '').join('')
  if (!/^[\u0900-\u097f]+$/.test(word)) return undefined
  let out = ''
  const chars = [...word.normalize('NFC')]
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    if (CONSONANTS[char] !== undefined) {
      out += CONSONANTS[char]
      // The inherent vowel is said between consonants and before a nasal mark, not before a vowel sign, a virama or at the end.
      const next = chars[i + 1]
      if (next !== undefined && (CONSONANTS[next] !== undefined || next === 'ं' || next === 'ँ')) out += 'a'
    } else out += VOWELS[char] ?? SIGNS[char] ?? ''
  }
  return out
}

/** The words of a text in these scripts replaced by the English word `read` finds for their Latin spelling. */
export function readLoanwords(text: string, read: (latin: string) => string | undefined): string {
  return text.replace(/[\u0400-\u04ff]+|[\u0900-\u097f]+/g, (word) => {
    const latin = latinSpelling(word)
    return (latin && read(latin)) ?? word
  })
}
