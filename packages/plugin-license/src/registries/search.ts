import { type UpstreamClient, invalidField, listAnswer, rowLimit, requireOne, runSection } from '@svc/core'
import * as v from 'valibot'
import { type License, type LicenseQuery, type Registry, whereOf } from './registry.ts'

const rows = v.array(v.record(v.string(), v.unknown()))
/** Socrata rows: text members kept, others (locations, URLs) dropped. */
const textRow = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value : null]))

const NAME = /^[\p{L}][\p{L} .'-]{0,59}$/u
const name = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.regex(NAME, 'must be letters, spaces, dots, apostrophes or hyphens (1-60)'), v.description(description)))

/** The parameters of every license search; `state` lists the states the operation covers. */
export const licenseInput = (states: string[]) => v.object({
  state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(states, `must be one of ${states.join(', ')}`), v.description(`State roster to search (${states.join(', ')}; default all)`))),
  lastName: name("The licensee's last name"),
  firstName: name('... and first name or its beginning (with lastName)'),
  businessName: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.regex(/^[\p{L}\p{N} .,'&()/-]+$/u, 'must be a business name (letters, digits, spaces, . , \' & ( ) / -)'), v.description('Words of the business name'))),
  licenseNumber: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9][A-Z0-9./-]{0,29}$/, 'must be a license number (letters, digits, . / -)'), v.description('License or credential number'))),
  type: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60), v.regex(/^[\p{L}\p{N} ./&()-]+$/u, 'must be words of a license type'), v.description('Words of the license type, e.g. registered nurse'))),
  activeOnly: v.optional(v.pipe(v.boolean(), v.description('Only active (unexpired) licenses')), false),
  limit: rowLimit(50, 20),
})
type Input = v.InferOutput<ReturnType<typeof licenseInput>>

/** Refused before payment: nothing to search by, a first name alone, or a state whose roster cannot be searched that way. */
export function checkQuery(input: Input, registries: Registry[]) {
  requireOne(input, ['lastName', 'businessName', 'licenseNumber'])
  if (input.firstName && !input.lastName) throw invalidField('firstName', 'give it with lastName')
  if (input.state) {
    const registry = registries.find((one) => one.state === input.state)!
    if (input.businessName && !registry.business) throw invalidField('businessName', `the ${registry.state} roster (${registry.agency}) lists individuals only: search by lastName or licenseNumber`)
  }
}

/** Every roster of the operation (or the state asked) searched at once, each reported on its own. */
export async function searchRegistries(registries: Registry[], input: Input, client: (registry: Registry) => UpstreamClient) {
  const chosen = registries.filter((registry) => !input.state || registry.state === input.state)
  const query: LicenseQuery = { lastName: input.lastName, firstName: input.firstName, businessName: input.businessName, licenseNumber: input.licenseNumber, type: input.type }
  const parts = await Promise.all(chosen.map(async (registry) => {
    const where = whereOf(registry, query, input.activeOnly)
    if (where === null) return { registry, section: null }
    const section = await runSection(async () => {
      const response = await client(registry).json(`/resource/${registry.dataset}.json`, { query: { $where: where, $order: registry.order, $limit: input.limit }, schema: rows })
      let licenses = response.data.map((row) => registry.toLicense(textRow(row)))
      if (input.activeOnly && !registry.activeWhere) licenses = licenses.filter((license) => license.active === true)
      return licenses
    }, { found: (licenses) => licenses.length > 0, failure: `${registry.upstream.name} could not be asked` })
    return { registry, section }
  }))
  const asked = parts.filter((part) => part.section !== null)
  const failed = asked.find((part) => part.section!.status === 'error')
  if (failed && asked.every((part) => part.section!.status === 'error')) throw (failed.section as { error: unknown }).error
  const items: License[] = asked.flatMap((part) => (part.section!.status === 'error' ? [] : part.section!.data)).slice(0, input.limit)
  const registriesMeta = parts.map(({ registry, section }) => ({
    state: registry.state,
    agency: registry.agency,
    dataset: registry.page,
    ...(section === null ? { status: 'skipped', message: 'this roster cannot be searched by business name' } : section.status === 'error' ? { status: 'error', message: section.message } : { status: section.status, count: section.data.length }),
  }))
  const source = { provider: chosen.map((registry) => `${registry.agency} (${registry.upstream.name})`).join('; '), url: chosen.map((registry) => registry.page).join(' '), license: 'Public domain (state open data)' }
  return { ...listAnswer(items, source, { total: null }), meta: { registries: registriesMeta } }
}
