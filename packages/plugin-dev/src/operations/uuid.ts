import { defineOperation, invalidField, lazyRequire, sourcesInWords } from '@svc/core'
import type * as Uuid from 'uuid'
import * as v from 'valibot'

// uuid loads at the first call, not at the host's start.
const uuid = lazyRequire<typeof Uuid>(import.meta.url, 'uuid')

/** RFC 9562 §6.6 namespace ids. */
const NAMESPACES: Record<string, string> = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
}

const FORMATS = {
  standard: (id: string) => id,
  uppercase: (id: string) => id.toUpperCase(),
  braces: (id: string) => `{${id}}`,
  urn: (id: string) => `urn:uuid:${id}`,
  compact: (id: string) => id.replace(/-/g, ''),
}

export default defineOperation({
  name: 'uuid',
  sources: sourcesInWords('none (uuid)'),
  method: 'GET',
  description: 'Generates RFC 9562 UUIDs: random v4, time-ordered v7, name-based v5 (SHA-1 of namespace and name) or the nil UUID, in several formats.',
  input: v.object({
    version: v.optional(v.picklist(['v4', 'v7', 'v5', 'nil']), 'v4'),
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 1),
    format: v.optional(v.picklist(['standard', 'uppercase', 'braces', 'urn', 'compact']), 'standard'),
    namespace: v.optional(v.pipe(v.string(), v.minLength(3), v.maxLength(36))),
    name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1000))),
  }),
  response: 'legacy',
  keywords: ['generate uuid', 'guid', 'uuid v4', 'uuid v7', 'uuid v5', 'random id', 'unique identifier'],
  // Parameters of another version, or v5 without its own, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((input.version === 'v5' || input.version === 'nil') && input.count > 1) throw invalidField('count', `${input.version} always gives the same UUID; count must be 1`)
    if (input.version !== 'v5' && (input.namespace !== undefined || input.name !== undefined)) {
      throw invalidField(input.namespace !== undefined ? 'namespace' : 'name', 'applies to version v5 only')
    }
    if (input.version === 'v5' && input.namespace === undefined) throw invalidField('namespace', 'is required with version v5 (dns, url, oid, x500 or a UUID)')
    if (input.version === 'v5' && input.name === undefined) throw invalidField('name', 'is required with version v5')
  },
  handler: ({ input }) => {
    const format = FORMATS[input.format]
    if (input.version === 'v5') {
      // check() made sure v5 has both.
      const given = input.namespace!.toLowerCase()
      const namespace = NAMESPACES[given] ?? given
      const { v5, validate } = uuid()
      if (!validate(namespace)) throw invalidField('namespace', 'must be dns, url, oid, x500 or a UUID')
      return { version: input.version, format: input.format, count: 1, namespace, name: input.name, uuids: [format(v5(input.name!, namespace))] }
    }
    const { NIL, v4, v7 } = uuid()
    const make = input.version === 'nil' ? () => NIL : input.version === 'v7' ? () => v7() : () => v4()
    const uuids = Array.from({ length: input.count }, () => format(make()))
    return { version: input.version, format: input.format, count: uuids.length, uuids }
  },
})
