/**
 * Reads STIX 2.x objects from bundles: a bundle file (the official enterprise-attack.json or
 * stix-capec.json) or a folder of them (the per-object layout of github.com/mitre/cti), recursively.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export function readObjects(paths) {
  const objects = []
  const read = (path) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) read(join(path, name))
      return
    }
    if (!path.endsWith('.json')) return
    const bundle = JSON.parse(readFileSync(path, 'utf8'))
    objects.push(...(bundle.type === 'bundle' ? bundle.objects ?? [] : [bundle]))
  }
  for (const path of paths) read(path)
  return objects
}

/** The external id a source gives an object (`capec` -> CAPEC-66, `mitre-attack` -> T1059). */
export const externalId = (object, source) => object.external_references?.find((reference) => reference.source_name === source)?.external_id ?? null

/** HTML or markdown-ish text as plain text, citations `(Citation: ...)` removed. */
export const plainText = (text) => String(text ?? '')
  .replace(/\(Citation:[^)]*\)/g, '')
  .replace(/<\/?(?:xhtml:)?(?:p|li|br|div|h\d|tr)[^>]*>/g, '\n')
  .replace(/<[^>]+>/g, '')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  .split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')

export const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text)

/** Live objects only: neither revoked nor deprecated. */
export const live = (object) => !object.revoked && !object.x_mitre_deprecated && object.x_capec_status !== 'Deprecated'
