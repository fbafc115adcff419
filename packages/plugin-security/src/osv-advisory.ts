// OSV's query answer and each advisory in it as the package operation answers it.
import * as v from 'valibot'

const event = v.object({ introduced: v.optional(v.string()), fixed: v.optional(v.string()), last_affected: v.optional(v.string()) })
/**
 * The members of an OSV answer this operation reads (https://ossf.github.io/osv-schema/). OSV answers
 * `{}` when nothing matches, so the top level is strict: an object with other members is another shape.
 */
export const osvAnswer = v.strictObject({
  vulns: v.optional(v.array(v.object({
    id: v.string(),
    summary: v.optional(v.string()),
    details: v.optional(v.string()),
    aliases: v.optional(v.array(v.string())),
    published: v.optional(v.string()),
    modified: v.string(),
    withdrawn: v.optional(v.string()),
    severity: v.optional(v.array(v.object({ type: v.string(), score: v.string() }))),
    affected: v.optional(v.array(v.object({
      package: v.optional(v.object({ name: v.string(), ecosystem: v.string() })),
      ranges: v.optional(v.array(v.object({ type: v.string(), events: v.array(event) }))),
    }))),
    references: v.optional(v.array(v.object({ type: v.string(), url: v.string() }))),
    database_specific: v.optional(v.object({ severity: v.optional(v.nullable(v.string())), cwe_ids: v.optional(v.array(v.string())) })),
  })), []),
  next_page_token: v.optional(v.string()),
})

const MAX_REFERENCES = 10

/** An OSV advisory: its aliases, severity, CVSS vectors, CWEs and the versions that fix it in this package. */
export function advisoryOf(vuln: v.InferOutput<typeof osvAnswer>['vulns'][number], name: string, ecosystem: string) {
  const mine = (vuln.affected ?? []).filter((entry) => entry.package?.name === name && entry.package.ecosystem.split(':')[0] === ecosystem)
  const fixed = [...new Set(mine.flatMap((entry) => (entry.ranges ?? []).flatMap((range) => range.events.flatMap((step) => (step.fixed ? [step.fixed] : [])))))]
  return {
    id: vuln.id,
    aliases: vuln.aliases ?? [],
    summary: vuln.summary ?? (vuln.details ? vuln.details.slice(0, 300) : null),
    severity: vuln.database_specific?.severity ?? null,
    cvss: (vuln.severity ?? []).map((entry) => ({ type: entry.type, vector: entry.score })),
    cwes: vuln.database_specific?.cwe_ids ?? [],
    fixedIn: fixed,
    published: vuln.published ? vuln.published.slice(0, 10) : null,
    modified: vuln.modified.slice(0, 10),
    references: (vuln.references ?? []).slice(0, MAX_REFERENCES).map((reference) => ({ type: reference.type, url: reference.url })),
    url: `https://osv.dev/vulnerability/${vuln.id}`,
  }
}
