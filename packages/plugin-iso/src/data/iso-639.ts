import { loadOnce } from '@svc/core'
export type Scope = 'individual' | 'macrolanguage' | 'special' | 'collective' | 'local'
export type LanguageType = 'living' | 'historical' | 'extinct' | 'ancient' | 'constructed' | 'special'

export interface Language {
  /** Reference name: ISO 639-3's, or ISO 639-2's for collective codes. */
  name: string
  /** Every English name the three standards use, reference name first. */
  names: string[]
  /** Name in the language itself (iso-639-1 data; 639-1 languages only). */
  nativeName: string | null
  iso6391: string | null
  iso6392B: string | null
  iso6392T: string | null
  iso6393: string | null
  scope: Scope
  type: LanguageType | null
}

export interface Iso639 {
  languages: Language[]
  /** Every code of every part, lower case, to its language. */
  byCode: Map<string, Language>
}

/** ISO 639-3 (with its 639-2 and 639-1 mappings), the 639-2 collective codes, and 639-1 native names, merged on first use. */
export const iso639 = loadOnce(load)

async function load(): Promise<Iso639> {
  const [{ iso6393 }, { iso6392 }, { default: iso6391 }] = await Promise.all([import('iso-639-3'), import('iso-639-2'), import('iso-639-1')])
  const part1 = new Map(iso6391.getLanguages(iso6391.getAllCodes()).map((language) => [language.code as string, language]))
  const part2 = new Map(iso6392.map((language) => [language.iso6392B, language]))
  const languages: Language[] = iso6393.map((language) => {
    const one = language.iso6391 ? part1.get(language.iso6391) : undefined
    const two = language.iso6392B ? part2.get(language.iso6392B) : undefined
    return {
      name: language.name,
      names: unique([language.name, ...split(two?.name), one?.name]),
      nativeName: one?.nativeName ?? null,
      iso6391: language.iso6391 ?? null,
      iso6392B: language.iso6392B ?? null,
      iso6392T: language.iso6392T ?? null,
      iso6393: language.iso6393,
      scope: language.scope,
      type: language.type,
    }
  })
  const covered = new Set(languages.map((language) => language.iso6392B))
  for (const language of iso6392) {
    if (covered.has(language.iso6392B)) continue
    const local = language.iso6392B === 'qaa-qtz'
    languages.push({
      name: language.name,
      names: unique(split(language.name)),
      nativeName: null,
      iso6391: language.iso6391 ?? null,
      iso6392B: language.iso6392B,
      iso6392T: language.iso6392T ?? null,
      iso6393: local ? 'qaa-qtz' : null,
      scope: local ? 'local' : 'collective',
      type: local ? 'special' : null,
    })
  }
  const byCode = new Map<string, Language>()
  for (const language of languages) {
    for (const code of [language.iso6393, language.iso6392T, language.iso6392B, language.iso6391]) {
      if (code && !byCode.has(code)) byCode.set(code, language)
    }
  }
  return { languages, byCode }
}

/** ISO 639-2 joins alternative names with "; " (e.g. "Dutch; Flemish"). */
function split(name: string | undefined): string[] {
  return name ? name.split(';').map((part) => part.trim()).filter(Boolean) : []
}

function unique(names: Array<string | undefined>): string[] {
  return [...new Set(names.filter((name): name is string => Boolean(name)))]
}
