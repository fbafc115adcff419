import { invalidField } from '@svc/core'

// Brave's web search takes only its own codes (the official brave-search-mcp-server's parameter lists, 2025-07; Brave
// answers another value with a 422): 37 countries (and ALL), and languages mostly ISO 639-1 but for a few of its own.
const COUNTRIES = new Set(['AR', 'AU', 'AT', 'BE', 'BR', 'CA', 'CL', 'DK', 'FI', 'FR', 'DE', 'HK', 'IN', 'ID', 'IT', 'JP', 'KR', 'MY', 'MX', 'NL', 'NZ', 'NO', 'CN', 'PL', 'PT', 'PH', 'RU', 'SA', 'ZA', 'ES', 'SE', 'CH', 'TW', 'TR', 'GB', 'US'])
const LANGUAGES = new Set(['ar', 'eu', 'bn', 'bg', 'ca', 'hr', 'cs', 'da', 'nl', 'en', 'et', 'fi', 'fr', 'gl', 'de', 'gu', 'he', 'hi', 'hu', 'is', 'it', 'kn', 'ko', 'lv', 'lt', 'ms', 'ml', 'mr', 'pl', 'pa', 'ro', 'ru', 'sr', 'sk', 'sl', 'es', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'vi'])

/** The ISO 639-1 codes Brave spells its own way; Portuguese and Chinese follow the asked country where it says which. */
function braveSpelling(language: string, country: string | undefined): string | undefined {
  if (language === 'ja') return 'jp'
  if (language === 'nb' || language === 'no') return 'nb'
  if (language === 'pt') return country === 'PT' ? 'pt-pt' : 'pt-br'
  if (language === 'zh') return country === 'TW' || country === 'HK' ? 'zh-hant' : 'zh-hans'
  if (language === 'en') return country === 'GB' ? 'en-gb' : 'en'
  return LANGUAGES.has(language) ? language : undefined
}

/** `country` and `search_lang` as Brave takes them; one Brave does not serve is a 400 naming the field, before Brave is asked. */
export function braveLocale(query: { country?: string | undefined; language?: string | undefined }): { country?: string; search_lang?: string } {
  const locale: { country?: string; search_lang?: string } = {}
  if (query.country) {
    if (!COUNTRIES.has(query.country)) throw invalidField('country', `Brave Search serves results for these countries only: ${[...COUNTRIES].join(', ')}`)
    locale.country = query.country
  }
  if (query.language) {
    const spelled = braveSpelling(query.language, query.country)
    if (!spelled) throw invalidField('language', `Brave Search does not search in "${query.language}"; it serves: ${[...LANGUAGES, 'ja', 'nb', 'pt', 'zh'].sort().join(', ')}`)
    locale.search_lang = spelled
  }
  return locale
}
