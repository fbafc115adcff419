import { EXTRA_GLOBAL_PARAMS, UTM_PREFIX } from './extra-params.ts'

/** One site or global rule of tidy-url, in the parts url.clean uses. */
interface TidyRule {
  name: string
  match: RegExp
  match_href?: boolean
  rules?: string[]
  replace?: RegExp[]
  exclude?: RegExp[]
  redirect?: string
}

export interface MatchedRules {
  /** Parameter name -> name of the rule that removes it. */
  params: Map<string, string>
  pathPatterns: RegExp[]
  redirectParams: string[]
  /** A site rule says this URL must be left alone (e.g. a share dialog). */
  excluded: boolean
}

let loaded: TidyRule[] | undefined

/** tidy-url's rules, read once on first use (the package builds them when it is imported). */
async function tidyRules(): Promise<TidyRule[]> {
  if (!loaded) {
    const { TidyCleaner } = await import('tidy-url')
    loaded = new TidyCleaner().expandedRules as unknown as TidyRule[]
  }
  return loaded
}

const test = (pattern: RegExp, value: string) => {
  pattern.lastIndex = 0
  return pattern.test(value)
}

/** The rules that apply to a URL: tidy-url matches its rules on the host (or the whole URL for a few). */
export async function rulesFor(url: URL): Promise<MatchedRules> {
  const params = new Map<string, string>(Object.keys(EXTRA_GLOBAL_PARAMS).map((name) => [name, 'svc (ad click ids)']))
  const matched: MatchedRules = { params, pathPatterns: [], redirectParams: [], excluded: false }
  for (const rule of await tidyRules()) {
    if (!test(rule.match, rule.match_href ? url.href : url.host)) continue
    for (const name of rule.rules ?? []) if (name) params.set(name, rule.name === 'Global' ? 'tidy-url (global)' : `tidy-url (${rule.name})`)
    matched.pathPatterns.push(...(rule.replace ?? []))
    if (rule.redirect) matched.redirectParams.push(rule.redirect)
    if ((rule.exclude ?? []).some((pattern) => test(pattern, url.href))) matched.excluded = true
  }
  return matched
}

/** Why a parameter goes, or undefined when it stays. */
export function removalReason(name: string, rules: MatchedRules, strip: string[], keep: string[]): string | undefined {
  if (keep.includes(name)) return undefined
  if (strip.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern))) return 'strip'
  if (rules.excluded) return undefined
  return rules.params.get(name) ?? (UTM_PREFIX.test(name) ? 'utm_*' : undefined)
}
