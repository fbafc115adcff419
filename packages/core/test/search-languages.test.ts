import { describe, expect, it } from 'vitest'
import { createSearchIndex } from '../src/search/index.ts'
import { translate } from '../src/search/languages.ts'
import { createSpeller } from '../src/search/spelling.ts'
import { tokens } from '../src/search/tokenize.ts'
import { fullCatalog, queries, rates, run } from './_search-eval.ts'

// Issue 39: the most used languages of the web answer as well as English for the same tasks.
// fixtures/search/queries/parallel/ and parallel-2/ each hold 40 everyday tasks in English and, line
// for line, as a native speaker would ask them in 13 languages; each language is measured against English.
const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const LANGUAGES = ['ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh']
/** At most this many of the 40 tasks fewer answered right first than in English (7.5 points). */
const GAP = 3
/** Per batch: English as measured after tuning, and each language's share answered right first one task (2.5 points) under its measure (fixtures/search/README.md), their floors. */
const BATCHES: Array<{ split: 'parallel' | 'parallel-2'; english: { first: number; top5: number }; first: Record<string, number> }> = [
  {
    split: 'parallel',
    english: { first: 0.875, top5: 0.975 },
    first: { ar: 0.875, de: 0.8, es: 0.9, fr: 0.85, hi: 0.9, id: 0.9, it: 0.85, ja: 0.875, ko: 0.85, pt: 0.875, ru: 0.85, tr: 0.85, zh: 0.9 },
  },
  {
    // Second batch: groups the first does not touch (files, web, science, sky, agent infrastructure), with typos, homophone characters and Latin-letter Hindi and Arabic.
    split: 'parallel-2',
    english: { first: 0.825, top5: 0.925 },
    first: { ar: 0.85, de: 0.9, es: 0.85, fr: 0.9, hi: 0.9, id: 0.85, it: 0.9, ja: 0.825, ko: 0.825, pt: 0.875, ru: 0.9, tr: 0.9, zh: 0.9 },
  },
]

describe.each(BATCHES)('search in other languages on the tasks English answers ($split)', ({ split, english: floor, first }) => {
  const outcomes = run(index, queries(split))
  const { categories } = rates(outcomes)

  it('has the same 40 tasks with the same answers in every language', () => {
    const english = outcomes.filter((outcome) => outcome.category === 'en')
    expect(english).toHaveLength(40)
    for (const language of LANGUAGES) expect(outcomes.filter((outcome) => outcome.category === language).map((outcome) => outcome.expected)).toEqual(english.map((outcome) => outcome.expected))
  })

  it('answers English at its measured floor', () => {
    expect(categories.en!.first).toBeGreaterThanOrEqual(floor.first)
    expect(categories.en!.top5).toBeGreaterThanOrEqual(floor.top5)
  })

  it.each(LANGUAGES)('answers %s within a few points of English', (language) => {
    const rate = categories[language]!
    const behind = Math.round((categories.en!.first - rate.first) * 40)
    const misses = outcomes.filter((outcome) => outcome.category === language && !outcome.first).map((outcome) => `${outcome.query} => ${outcome.found[0] ?? 'none'}`)
    expect(behind, misses.join('\n')).toBeLessThanOrEqual(GAP)
    expect(rate.first, misses.join('\n')).toBeGreaterThanOrEqual(first[language]!)
    expect(rate.top5).toBeGreaterThanOrEqual(0.9)
  })
})

describe('reading languages written without spaces, or with syllables', () => {
  const english = (query: string) => translate(query, () => false).text.replace(/\s+/g, ' ').trim()

  it('reads a Chinese stop word only as a whole word, not as the first character of one', () => {
    // "会" (can, will) is a stop word; "会计" (accountant) is a word the dictionary does not list.
    expect(english('这个会计有效吗')).toContain('会计')
  })

  it('keeps Hangul syllables and kana whole, so a particle does not match inside a syllable', () => {
    // "이" is a Korean particle; "있" starts with the same letters once split into jamo.
    const korean = english('이 사진에 있는 글자 읽어 줘')
    expect(korean).toContain('있')
    expect(korean).not.toMatch(/[\u1100-\u11ff]/)
    expect(english('住所から緯度経度を調べる')).toContain('調べる')
  })

  it('reads a Korean phrase written with or without its space', () => {
    expect(english('대기 오염')).toBe(english('대기오염'))
  })
})

/** Tasks of the parallel set with a typo in a word the dictionary knows (written for this test; tuned on). */
const MISSPELLED: Array<[string, string[]]> = [
  ['tradcue este párrafo al francés', ['ai.translate']],
  ['ultimos terremtos en Japón', ['quakes.recent']],
  ['parques nacionles de Utah', ['park.lookup']],
  ['feriadso no Brasil no ano que vem', ['calendar.holidays']],
  ['quantas calroias tem uma banana?', ['nutrition.food']],
  ['derniers tremblemnts de terre au Japon', ['quakes.recent']],
  ['parcs natoinaux de l\'Utah', ['park.lookup']],
  ['aktuelle Erdbbeen in Japan', ['quakes.recent']],
  ['Feiertgae in Brasilien nächstes Jahr', ['calendar.holidays']],
  ['terrmoti recenti in Giappone', ['quakes.recent']],
  ['giorni fesitvi in Brasile l\'anno prossimo', ['calendar.holidays']],
  ['последние землятресения в Японии', ['quakes.recent']],
  ['какая погда будет завтра в Мадриде?', ['weather.forecast', 'weather.forecast-global']],
  ['Japonya\'daki son deprmeler', ['quakes.recent']],
  ['Brezilya\'da gelecek yılın resmi tatlleri', ['calendar.holidays']],
  ['taman nasinoal di Utah', ['park.lookup']],
  ['hari libur nasonal di Brasil tahun depan', ['calendar.holidays']],
  ['जापान में हाल के भूकप', ['quakes.recent']],
]

describe('misspellings in other languages', () => {
  it('reads a misspelled word as the dictionary word one edit away (two for long words)', () => {
    const misses = MISSPELLED.filter(([query, expected]) => !expected.includes(index.search(query, 5)[0]?.id ?? ''))
    // 11 of 18 answered right first before misspellings were read; 15 after.
    expect(MISSPELLED.length - misses.length, misses.map(([query]) => query).join('\n')).toBeGreaterThanOrEqual(15)
  })

  it('keeps names and English words as typed', () => {
    expect(translate('who was Marie Curie', (word) => ['who', 'was'].includes(word)).text).not.toContain('trademark')
    // In a German task a name one edit from a German word ("Marie", "Marke") stays a name.
    expect(translate('Nachrichten über Marie Curie', () => false).text).toContain('marie curie')
  })
})

describe('spelling variants and scripts of the same words', () => {
  const english = (query: string) => translate(query, () => false).text.replace(/\s+/g, ' ').trim()

  it('reads Arabic with or without its vowel marks and hamza seats, Hindi with or without the nukta', () => {
    // "صغّر" (make smaller) carries a shadda; "أخف" (hide) a hamza on its alef.
    expect(english('صغّر هذه الصورة')).toBe(english('صغر هذه الصورة'))
    expect(english('اخف أرقام الهواتف')).toContain('redact')
    expect(english('फ़ोन नंबर')).toBe(english('फोन नंबर'))
  })

  it('reads a Han character or Hangul syllable typed for another of the same sound', () => {
    // 化学式 (chemical formula) typed 化学试 or 化学指揮; 화학식 typed 화확식.
    expect(english('咖啡因的化学试')).toContain('chemical formula')
    expect(english('カフェインの化学指揮')).toContain('chemical formula')
    expect(english('카페인의 화확식')).toContain('chemical formula')
    // Kana are typed as heard: a katakana word one character from a key stays as typed ("マーク" is not "マスク").
    expect(english('マークダウンに変換')).not.toContain('mask')
  })

  it('reads Hindi and Arabic typed in Latin letters', () => {
    expect(translate('aaj tambe ka bhav kya hai', () => false)).toMatchObject({ language: 'hi', text: expect.stringContaining('copper') })
    expect(translate('si3r alnu7as alyawm', () => false)).toMatchObject({ language: 'ar', text: expect.stringContaining('copper') })
  })

  it('reads the intent of a task once it is translated ("a la vez": one at a time, a lock)', () => {
    expect(index.search('asegúrate de que solo uno de mis workers ejecute la tarea nocturna a la vez', 1)[0]?.id).toBe('lock.acquire')
  })
})

describe("the catalog's own words in other languages (lang/catalog/)", () => {
  const english = (query: string) => translate(query, () => false).text.replace(/\s+/g, ' ').trim()

  it.each([
    ['¿qué fabricante hizo este dispositivo?', 'manufacturer'],
    ['la probabilité de récession', 'probability'],
    ['der Hersteller dieses Geräts', 'manufacturer'],
    ['a probabilidade de recessão', 'probability'],
    ['производитель этого устройства', 'manufacturer'],
    ['la probabilità di recessione', 'probability'],
    ['bu cihazın üreticisi', 'manufacturer'],
    ['景気後退の確率', 'probability'],
    ['这个设备的制造商', 'manufacturer'],
    ['경기 침체 확률', 'probability'],
    ['احتمال الركود', 'probability recession'],
    ['इस उपकरण का निर्माता', 'manufacturer'],
    ['peluang resesi', 'probability'],
    ['ventes de voitures électriques', 'sell'],
  ])('%s -> %s', (query, word) => {
    expect(english(query)).toContain(word)
  })

  it('leaves the words a catalog word starts like to the dictionary: a longer word is read as itself, a shorter one as before', () => {
    // "autor" is not "auto" (car), "seção" not "seca" (drought), "dünya" not "dün" (yesterday), 소비자 (consumer) not 비자 (visa).
    expect(english('el autor del artículo')).not.toContain('car')
    expect(english('qual é a seção do código')).not.toContain('drought')
    expect(english('dünya genelinde deprem')).not.toContain('yesterday')
    expect(english('소비자 불만')).not.toContain('visa')
    // A catalog line never hides a dictionary stem with another meaning: "проверка" is still a check, 最近的 still recent.
    expect(english('проверка электронной почты')).toContain('check')
    expect(english('最近的地震')).toContain('recent')
    expect(english('ist der Markt heute offen? die Preise von Gold')).toContain('price')
  })
})

describe('English tasks with words the catalog lacks', () => {
  // Every match, so that each task has a reason to read ("read as French" when it was translated).
  const ranked = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { cut: false })
  const reading = (task: string) => /read as (\w+)/.exec(ranked.search(task, 1)[0]?.reason ?? '')?.[1] ?? 'English'

  it('stay English when those words are common English ("dusk", "augmented"), though a dictionary of another language knows them', () => {
    // Before: French, from "dusk", "augmented", "orchard" or "sensor"; the first and last answered word.define.
    for (const task of ['at dusk each day ping my greenhouse sensor', 'store the augmented training vectors for my retrieval bot', 'keep the augmented prompt under key draft-2', 'when the orchard frost sensor trips, page me']) expect(reading(task), task).toBe('English')
    expect(index.search('at dusk each day ping my greenhouse sensor', 1)[0]?.id).toBe('schedule.create')
    expect(index.search('when the orchard frost sensor trips, page me', 1)[0]?.id).toBe('watchers.weather-alert')
  })

  it("are told from a task whose function words are another language's, whose English-looking words are then read in it", () => {
    // "coins" (corners) and "camper" (to camp) are common English words too.
    expect(reading('y a-t-il des coins pour camper pres de Yosemite')).toBe('French')
    expect(reading('ou sont les coins pour camper autour de Zion')).toBe('French')
  })
})

describe('agent and everyday needs said in other languages (s22/lang)', () => {
  it('reads a sum of money in a past year in a translated task, which keeps no "in" before the year and no "$" before the sum', () => {
    for (const task of ['mein Opa hat 1975 für sein Auto 8000 Mark bezahlt, wie viel Dollar wären das heute?', 'mijn opa kocht zijn huis in 1965 voor 30000 gulden, hoeveel is dat nu in dollars?', '우리 할머니가 1970년에 산 집값 5천 달러는 지금 얼마일까?']) {
      expect(index.search(task, 1)[0]?.id, task).toBe('inflation.calculator')
    }
    // A past year alone is any history: without a sum or a "now", no inflation.
    expect(index.search('¿qué terremotos hubo en Chile en 1960?', 3).map((hit) => hit.id)).not.toContain('inflation.calculator')
  })

  it('reads the days of the week, so "every Monday" asks for a schedule in any language', () => {
    expect(translate('cada lunes a las 7', () => false).text).toContain('every monday')
    expect(index.search('necesito que mi bot me despierte cada lunes a las 7 con un webhook', 1)[0]?.id).toBe('schedule.create')
    expect(index.search('chaque vendredi à 18h, appelle mon webhook', 1)[0]?.id).toBe('schedule.create')
  })

  it('reads "stop watching" and "tell me when it passes" as what they ask', () => {
    expect(index.search('para de vigiar o preço da Tesla', 1)[0]?.id).toBe('watchers.cancel')
    expect(translate('ビットコインが500万円を超えたら教えて', () => false).text).toContain('above notify me')
  })
})

describe('everyday needs in other languages and English misspellings (s25/lang)', () => {
  const ranked = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { cut: false })
  const reading = (task: string) => /read as (\w+)/.exec(ranked.search(task, 1)[0]?.reason ?? '')?.[1] ?? 'English'

  it('reads the everyday words every dictionary needs for the catalog (a server, a backup, every week, a photo, analysts, toys)', () => {
    expect(translate('cada semana quiero un respaldo del servidor', () => false).text).toMatch(/weekly.*copy.*server/)
    expect(translate('애널리스트들이 매수 의견인지 알려줘', () => false).text).toMatch(/analysts.*buy/)
    expect(translate('das Kinderspielzeug wurde zurückgerufen', () => false).text).toContain('toys')
    expect(translate('fotos vom Vulkan', () => false).text).toMatch(/photo.*volcano/)
  })

  it('reads a translated task\'s intents with its words one space apart, so "every Monday" stays a schedule', () => {
    expect(index.search('毎週月曜日の朝に私のサーバーへ通知を送って', 1)[0]?.id).toBe('schedule.create')
  })

  it('drops contractions written without their apostrophe, and reads words spelled as they sound', () => {
    expect(tokens('whats hows im dont lemme')).toEqual([])
    expect(tokens('rite now tonite thru tmrw').map((token) => token.word)).toEqual(['right', 'now', 'tonight', 'tomorrow'])
  })

  it('keeps an English task with a misspelling English when the misspelling starts like another language\'s word', () => {
    // "tempature" was Indonesian "tempat" (a place) through an inflection; "congresman" French "congres".
    expect(reading('hows the tempature in austin')).toBe('English')
    expect(index.search('wats the tempature in dallas', 1)[0]?.id).toMatch(/^weather\./)
    expect(index.search('whos the congresman for my district', 1)[0]?.id).toBe('gov.representatives')
  })

  it('reads a four-letter word missing a letter as the one known word it then spells', () => {
    expect(createSpeller(['stock', 'queue'], () => 1).correct('stok')).toBe('stock')
    expect(createSpeller(['stock', 'stork'], () => 1).correct('stok')).toBeUndefined()
    expect(index.search('stok price of nvidia', 1)[0]?.id).toBe('stocks.quote')
  })

  it('weighs a place another language names ("भारत": india) as a place, not as the catalog word it also is (s29/indlang)', () => {
    // "india" names finance.ifsc-india: at its full rarity, trade.flows lost the task's weight for it and fell under the confidence bar.
    expect(index.search('भारत से जापान को कितनी चाय निर्यात होती है', 1)[0]?.id).toBe('trade.flows')
  })

  it('reads the words the held-out misses lacked: sanctions lists, yield curves, going public, earning, space storms, personal data (s29/indlang)', () => {
    const english = (text: string) => translate(text, () => false).text
    expect(english('liegt dieses Konto auf einer Embargoliste')).toContain('sanctions')
    expect(english('liegt dieses Konto auf einer Embargoliste')).not.toContain('diesel')
    expect(english('die Renditekurve der Bundesanleihen')).toContain('yield curve')
    expect(english('wer macht diesen Monat einen Börsengang')).toContain('ipo')
    expect(english('제빵사는 한 달에 얼마나 벌어요')).toContain('wages')
    expect(english('tolong alihbahasakan surat ini')).toContain('translate')
    expect(english('ожидается ли магнитная буря')).toContain('geomagnetic')
    expect(english('この書類の個人情報を隠して')).toContain('pii')
    expect(english('ما القيمة الغذائية للعدس')).toContain('nutrition')
  })

  it('reads measles in every dictionary, and a price\'s movement in Chinese as its history (s29/indlang)', () => {
    const english = (text: string) => translate(text, () => false).text
    for (const text of ['ci sono focolai di morbillo a Roma', 'Masern Fälle in Bayern', 'cas de rougeole en Ontario', 'casos de sarampo em Minas', 'はしかの患者は何人', '홍역 환자 수', 'kasus campak di Jawa']) expect(english(text)).toContain('measles')
    expect(english('狗狗币过去半年的价格走势')).toContain('price history')
  })
})
