// Issue 37: every provider declares its published rate limit as a `quota`, or a fixture README covering it says the
// provider publishes none. Shared by `scripts/providers-survey.ts` and `scripts/test/provider-declarations.test.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { UpstreamDefinition } from '@svc/core'
import { PACKAGES } from './plugins.ts'

/** Phrasings of "this provider publishes no rate limit" found in the audit sections (and the one new audits write). */
export const NO_PUBLISHED_LIMIT =
  /no (published |)(request-rate |rate |)limit|no rate limit (is |was |)(found |)published|publishes no (\w+ ){0,2}(rate limit|limit|throttling number|fixed number)|no quota declared \(none published\)|no quota \(none published\)|no quota \(the api publishes none\)|no quota declared: none is published|rate limit is not public|no number is published|no limit is published|no limit declared \(none published\)/i

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

/** The fixture READMEs that speak of a provider: its own folder (named by its id), or one naming its id in backticks or its base URL's host. */
export function readmesOf(definition: UpstreamDefinition, readmes = fixtureReadmes()): Array<{ path: string; text: string }> {
  const host = new URL(definition.baseUrl).host
  return readmes.filter((readme) => readme.folder.split('/').includes(definition.id) || readme.text.includes(`\`${definition.id}\``) || readme.text.includes(host))
}

/** `quota` when declared, `none-published` when a README covering it says no limit is published, else `unsettled`. */
export function limitStatuses(definitions: Iterable<UpstreamDefinition>): Map<string, 'quota' | 'none-published' | 'unsettled'> {
  const readmes = fixtureReadmes()
  const statuses = new Map<string, 'quota' | 'none-published' | 'unsettled'>()
  for (const definition of definitions) {
    if (definition.quota?.withKey || definition.quota?.withoutKey) statuses.set(definition.id, 'quota')
    else statuses.set(definition.id, readmesOf(definition, readmes).some((readme) => NO_PUBLISHED_LIMIT.test(readme.text)) ? 'none-published' : 'unsettled')
  }
  return statuses
}
