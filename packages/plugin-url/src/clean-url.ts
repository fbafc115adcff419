import { domainToUnicode } from 'node:url'
import { invalidField, type OperationHandler } from '@svc/core'
import { normalizations } from './normalize.ts'
import { removalReason, rulesFor } from './rules.ts'

export interface CleanOptions {
  url: string
  fragment: 'keep' | 'drop'
  sortParams: boolean
  unwrap: boolean
  strip: string[]
  keep: string[]
}

interface Removed { name: string; value: string; rule: string }

/** Parses the caller's URL; only absolute http(s) URLs are cleaned. */
export function parseHttpUrl(raw: string, field = 'url'): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw invalidField(field, `not an absolute URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidField(field, `only http and https URLs are cleaned`)
  return url
}

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '))
  } catch {
    return component
  }
}

/**
 * Removes tracking parameters from the raw query, piece by piece, so the parameters that stay
 * keep their exact encoding (a `+` stays a `+`, `%20` stays `%20`).
 */
async function stripTracking(url: URL, options: CleanOptions, removed: Removed[], removedPath: string[]) {
  const rules = await rulesFor(url)
  const kept: { name: string; raw: string }[] = []
  for (const raw of url.search.slice(1).split('&')) {
    if (raw === '') continue
    const separator = raw.indexOf('=')
    const name = decode(separator < 0 ? raw : raw.slice(0, separator))
    const rule = removalReason(name, rules, options.strip, options.keep)
    if (rule) removed.push({ name, value: separator < 0 ? '' : decode(raw.slice(separator + 1)), rule })
    else kept.push({ name, raw })
  }
  const order = kept.map((piece) => piece.raw).join('&')
  if (options.sortParams) kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  url.search = kept.map((piece) => piece.raw).join('&')
  const sorted = url.search.slice(1) !== order
  if (!rules.excluded) {
    for (const pattern of rules.pathPatterns) {
      pattern.lastIndex = 0
      const found = pattern.exec(url.pathname)
      if (found) {
        removedPath.push(found[0])
        url.pathname = url.pathname.replace(found[0], '')
      }
    }
  }
  return { rules, sorted }
}

const handler: OperationHandler<CleanOptions> = async ({ input }) => {
  let url = parseHttpUrl(input.url)
  const removed: Removed[] = []
  const removedPath: string[] = []
  let unwrappedFrom: string | null = null
  let { rules, sorted } = await stripTracking(url, input, removed, removedPath)
  // A known redirect wrapper (google.com/url?url=..., l.facebook.com/l.php?u=...) names its target in a parameter.
  for (let depth = 0; input.unwrap && depth < 3; depth++) {
    const target = rules.redirectParams.map((name) => removed.find((entry) => entry.name === name)?.value ?? url.searchParams.get(name)).find((value) => value && /^https?:\/\//i.test(value))
    if (!target || !URL.canParse(target)) break
    unwrappedFrom ??= input.url
    url = parseHttpUrl(target)
    const next = await stripTracking(url, input, removed, removedPath)
    rules = next.rules
    sorted ||= next.sorted
  }
  if (input.fragment === 'drop') url.hash = ''
  const cleaned = url.href
  return {
    url: cleaned,
    original: input.url,
    changed: cleaned !== input.url,
    host: url.hostname,
    hostUnicode: domainToUnicode(url.hostname) || url.hostname,
    removed,
    removedPath,
    unwrappedFrom,
    normalized: normalizations(input.url, url, { fragment: input.fragment, sorted }),
  }
}

export default handler
