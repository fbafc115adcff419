// Writes a new held-out split of endpoint search tasks from a drafts folder (fixtures/search/README.md):
// `pnpm exec tsx packages/core/test/_search-new-split.ts <drafts dir> <split> [per category]`.
// A drafted task is dropped when it repeats a task of another split (or one kept before it), or shares
// half or more of its words with one (stop words left out; an identifier counts as one word): writers
// converge on the same phrasings, and a near-paraphrase of a tuned task would not measure unseen tasks.
// The first tasks left in each category are kept. Only counts and the dropped drafts are printed, not
// the earlier tasks they matched, so the writer never reads the other splits.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const STOP_WORDS = new Set(
  [
    // English
    'a an the of to in on for at by with from and or not no is are was were be been am do does did done i me my mine we us our you your it its this that these those what which who whom whose how when where why can could would should will shall may might must please there here any some about into over under as if so than then just also get got tell show give find need want let know out up all one each every very much many more most',
    // Spanish, Portuguese, Italian, French, German
    'de la el los las un una unos y o en por para con que qué cómo como es mi mis me se del al lo le su sus hay',
    'o os as um uma e ou em no na nos nas do da dos das meu minha é são',
    'il lo gli le un una e o in per con che di del della dei mio mia è sono',
    'le la les un une des de du et ou en pour avec que qui quel quelle est mon ma mes je au aux ce cette',
    'der die das ein eine einen und oder in im für mit von zu ist mein meine meinen ich wie was wo den dem des',
    // Turkish, Indonesian
    've ile bu bir ne için mi mı mu mü da de',
    'yang dan di ke dari untuk apa saya ini itu',
    // Russian, Arabic, Hindi; particles of Japanese, Chinese and Korean, which the word segmenter splits off
    'в на и с по для что как это мой моя мне',
    'في من إلى على هل ما عن هذا هذه',
    'का की के में है क्या से को और',
    'の は が を に で と も か て 的 了 吗 是 在 我 你 这 那 个 和 一下 帮',
  ].flatMap((line) => line.split(' ')),
)

const EDGE_PUNCTUATION = /^[\s"'`“”‘’«»¿¡(),.;:!?。、，？！「」『』（）]+|[\s"'`“”‘’«»¿¡(),.;:!?。、，？！「」『』（）]+$/g
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' })

/** An identifier (a number, a version, an address, a code with digits, a domain) is one word, not its pieces. */
const isIdentifier = (token: string) => /\d/.test(token) || token.includes('@') || /^[\p{L}\d-]+(\.[\p{L}\d-]+)+$/u.test(token)

export function words(query: string): Set<string> {
  const found = new Set<string>()
  for (const raw of query.normalize('NFKC').toLowerCase().split(/\s+/)) {
    const token = raw.replace(EDGE_PUNCTUATION, '')
    if (!token) continue
    if (isIdentifier(token)) {
      found.add(token)
      continue
    }
    for (const part of segmenter.segment(token)) if (part.isWordLike && !STOP_WORDS.has(part.segment)) found.add(part.segment)
  }
  return found
}

/** Whether a drafted task repeats an earlier one or shares half or more of its own words with it. */
export function overlaps(draft: string, earlier: string): boolean {
  const normal = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
  if (normal(draft) === normal(earlier)) return true
  const mine = words(draft)
  if (mine.size === 0) return false
  const theirs = words(earlier)
  let shared = 0
  for (const word of mine) if (theirs.has(word)) shared++
  return shared / mine.size >= 0.5
}

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))

const queryOf = (line: string) => line.split(' => ')[0]!.trim()

if (import.meta.url === `file://${process.argv[1]}`) {
  const [draftsDir, split, perCategory = '30'] = process.argv.slice(2)
  if (!draftsDir || !split) throw new Error('usage: _search-new-split.ts <drafts dir> <split> [per category]')
  const queriesDir = join(import.meta.dirname, 'fixtures/search/queries')
  const earlier = readdirSync(queriesDir)
    .filter((name) => name !== split)
    .flatMap((name) => readdirSync(join(queriesDir, name)).filter((file) => file.endsWith('.txt')).flatMap((file) => lines(join(queriesDir, name, file)).map(queryOf)))
  const kept: string[] = []
  mkdirSync(join(queriesDir, split), { recursive: true })
  for (const file of readdirSync(draftsDir).filter((name) => name.endsWith('.txt')).sort()) {
    const drafts = lines(join(draftsDir, file))
    const chosen: string[] = []
    const dropped: string[] = []
    for (const line of drafts) {
      const query = queryOf(line)
      if (chosen.length >= Number(perCategory)) break
      if (earlier.some((other) => overlaps(query, other)) || kept.some((other) => overlaps(query, other))) dropped.push(query)
      else {
        chosen.push(line)
        kept.push(query)
      }
    }
    writeFileSync(join(queriesDir, split, file), `${chosen.join('\n')}\n`)
    console.log(`${file}: ${drafts.length} drafted, ${dropped.length + chosen.length} read, ${dropped.length} dropped, ${chosen.length} kept`)
    for (const query of dropped) console.log(`  dropped: ${query}`)
  }
  console.log(`compared with ${earlier.length} tasks of the other splits`)
}
