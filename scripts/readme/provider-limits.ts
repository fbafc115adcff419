// Issue 37: every provider declares its published rate limit as a `quota`, or a fixture README covering it says the
// provider publishes none. Shared by `scripts/providers-survey.ts` and `scripts/test/provider-declarations.test.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { UpstreamDefinition } from '@svc/core'
import { PACKAGES } from './plugins.ts'

/** Phrasings of "this provider publishes no rate limit" found in the audit sections (and the one new audits write). */
export const NO_PUBLISHED_LIMIT = new RegExp(
  [
    'no published (request-rate |rate |)limit',
    'no (request-rate |)rate limit',
    'no (rate limit|request rate|limit) (is |was |)(found |)published',
    String.raw`publish(es|) no (\w+,? ){0,2}(rate limits?|limits?|request rate|throttling number|fixed number|number)`,
    'no numeric limit is published',
    'none of .{0,160} publishes a numeric rate limit',
    String.raw`no limit and no terms \(none published`,
    'publishes none for keyless use',
    String.raw`no quota( declared|) \((none|not) published`,
    String.raw`no quota \(the api publishes none\)`,
    'no quota declared: none is published',
    'rate limit is not public',
    'no (number|limit) is published',
    String.raw`no limit declared \(none published\)`,
    String.raw`not found:\*\* a published (numeric |)rate limit`,
  ]
    .join('|')
    .replaceAll(' ', String.raw`\s+`),
  'i',
)

/** Phrasings of "the limit is the operator's plan's" (a keyed provider whose limits differ by plan: the operator sets `upstreams.<id>.quota`). */
export const PER_PLAN_LIMIT = new RegExp(
  [
    "limits? (depends?|depend) on the (operator's |subscription |)plan",
    String.raw`per the operator's \w+ plan`,
    'quota is set in each cloud project',
  ]
    .join('|')
    .replaceAll(' ', String.raw`\s+`),
  'i',
)

/** Every README below a plugin's or the providers package's test/fixtures, with its text. */
function fixtureReadmes(): Array<{ path: string; folder: string; text: string }> {
  const found: Array<{ path: string; folder: string; text: string }> = []
  for (const pkg of readdirSync(PACKAGES).filter((name) => name.startsWith('plugin-') || name === 'providers')) {
    const base = join(PACKAGES, pkg, 'test', 'fixtures')
    if (!existsSync(base)) continue
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name !== 'README.md') continue
      const path = join(entry.parentPath, entry.name)
      found.push({ path: relative(join(PACKAGES, '..'), path), folder: relative(base, entry.parentPath), text: readFileSync(path, 'utf8') })
    }
  }
  return found
}

/**
 * What the fixture READMEs say of a provider: the whole README of its own folder (named by its id) or of a provider's
 * folder naming its id in backticks or bold, or its base URL's host; of a README of a package's whole fixtures folder
 * (it covers several providers) only the paragraphs, and the entries opening with a bold name, naming it so.
 */
export function readmesOf(definition: UpstreamDefinition, readmes = fixtureReadmes()): Array<{ path: string; text: string }> {
  const host = new URL(definition.baseUrl).host
  const names = (text: string) => {
    const lower = text.toLowerCase()
    return lower.includes(`\`${definition.id}\``) || lower.includes(`**${definition.id}**`) || text.includes(host)
  }
  const found: Array<{ path: string; text: string }> = []
  for (const readme of readmes) {
    if (readme.folder.split('/').includes(definition.id) || (readme.folder !== '' && names(readme.text))) found.push(readme)
    else if (readme.folder === '') {
      const blocks = readme.text.split(/\n(?=\s*\n|#|- \*\*|\*\*)/).filter(names)
      if (blocks.length) found.push({ path: readme.path, text: blocks.join('\n') })
    }
  }
  return found
}

export type LimitStatus = 'quota' | 'none-published' | 'per-plan' | 'unsettled'

/**
 * `quota` when declared; `none-published` when a README covering it says no limit is published; `per-plan` when one
 * says the limit is the operator's plan's (the operator declares `upstreams.<id>.quota`); else `unsettled`.
 */
export function limitStatuses(definitions: Iterable<UpstreamDefinition>): Map<string, LimitStatus> {
  const readmes = fixtureReadmes()
  const statuses = new Map<string, LimitStatus>()
  for (const definition of definitions) {
    const texts = readmesOf(definition, readmes).map((readme) => readme.text)
    if (definition.quota?.withKey || definition.quota?.withoutKey) statuses.set(definition.id, 'quota')
    else if (texts.some((text) => NO_PUBLISHED_LIMIT.test(text))) statuses.set(definition.id, 'none-published')
    else if (definition.key && texts.some((text) => PER_PLAN_LIMIT.test(text))) statuses.set(definition.id, 'per-plan')
    else statuses.set(definition.id, 'unsettled')
  }
  return statuses
}
