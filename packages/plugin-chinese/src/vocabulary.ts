/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
convert, conversion, converter, equals, equal = convert
chinese, mandarin, cantonese, hanzi = chinese
simplified, traditional, simplified chinese, traditional chinese, taiwan, hong kong = chinese convert
pinyin, romanization, romanize, pronunciation, pronounce = pinyin
which script, detect chinese = chinese detect
traditional or simplified, simplified or traditional = detect convert
latin letters, romanize, romanization, pronounce = pinyin
# everyday phrasing (issue 39)
taiwan characters, hong kong characters, mainland characters, convert characters = chinese convert
chinese characters in = chinese detect
read chinese, pronounce chinese, chinese pronunciation, mandarin pronunciation, tones chinese, chinese in latin = chinese pinyin
`
