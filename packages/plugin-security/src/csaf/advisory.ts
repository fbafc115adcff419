import * as v from 'valibot'

const note = v.object({ category: v.string(), text: v.string(), title: v.optional(v.string()) })
interface Branch {
  category: string
  name: string
  branches?: Branch[] | undefined
  product?: { name: string; product_id: string } | undefined
}
const branch: v.GenericSchema<Branch> = v.object({
  category: v.string(),
  name: v.string(),
  branches: v.optional(v.array(v.lazy(() => branch))),
  product: v.optional(v.object({ name: v.string(), product_id: v.string() })),
})
const cvss = v.object({ baseScore: v.number(), baseSeverity: v.optional(v.string()), vectorString: v.string(), version: v.optional(v.string()) })

/** The members of a CSAF 2.0 security advisory (https://docs.oasis-open.org/csaf/csaf/v2.0/) read here. */
export const csafAdvisory = v.object({
  document: v.object({
    category: v.string(),
    title: v.string(),
    notes: v.optional(v.array(note)),
    references: v.optional(v.array(v.object({ category: v.optional(v.string()), summary: v.optional(v.string()), url: v.string() }))),
    tracking: v.object({
      id: v.string(),
      initial_release_date: v.string(),
      current_release_date: v.string(),
      version: v.string(),
      revision_history: v.optional(v.array(v.object({ date: v.string(), number: v.string(), summary: v.string() }))),
    }),
  }),
  product_tree: v.optional(v.object({ branches: v.optional(v.array(branch)) })),
  vulnerabilities: v.optional(v.array(v.object({
    cve: v.optional(v.string()),
    cwe: v.optional(v.object({ id: v.string(), name: v.string() })),
    notes: v.optional(v.array(note)),
    scores: v.optional(v.array(v.object({ cvss_v3: v.optional(cvss), cvss_v2: v.optional(v.object({ baseScore: v.number(), vectorString: v.string() })) }))),
    remediations: v.optional(v.array(v.object({ category: v.string(), details: v.string(), url: v.optional(v.string()) }))),
  }))),
})

type Advisory = v.InferOutput<typeof csafAdvisory>

/** Every product of the tree, with its vendor (the top `vendor` branch). */
function products(branches: Branch[] = [], vendor: string | null = null): { vendor: string | null; name: string }[] {
  return branches.flatMap((entry) => {
    const owner = entry.category === 'vendor' ? entry.name : vendor
    const own = entry.product ? [{ vendor: owner, name: entry.product.name }] : []
    return [...own, ...products(entry.branches, owner)]
  })
}

const noteText = (notes: { title?: string | undefined; text: string }[] | undefined, title: string) => notes?.find((entry) => entry.title === title)?.text ?? null

const MAX = 30

/** One advisory, summarized: products, vulnerabilities with CVSS and CWE, sectors, and CISA's risk evaluation. */
export function advisorySummary(advisory: Advisory) {
  const doc = advisory.document
  const all = products(advisory.product_tree?.branches)
  const vulnerabilities = (advisory.vulnerabilities ?? []).map((vuln) => {
    const v3 = vuln.scores?.find((score) => score.cvss_v3)?.cvss_v3
    return {
      cve: vuln.cve ?? null,
      cwe: vuln.cwe ? { id: vuln.cwe.id, name: vuln.cwe.name } : null,
      cvss: v3 ? { score: v3.baseScore, severity: v3.baseSeverity ?? null, vector: v3.vectorString } : null,
      summary: vuln.notes?.find((entry) => entry.category === 'summary')?.text ?? null,
      remediations: (vuln.remediations ?? []).slice(0, 10).map((entry) => ({ category: entry.category, details: entry.details, url: entry.url ?? null })),
    }
  })
  const scores = vulnerabilities.flatMap((vuln) => (vuln.cvss ? [vuln.cvss] : []))
  const web = doc.references?.find((reference) => reference.category === 'self' && !reference.url.endsWith('.json'))?.url ?? null
  return {
    id: doc.tracking.id,
    title: doc.title,
    vendors: [...new Set(all.map((entry) => entry.vendor).filter((vendor) => vendor !== null))],
    products: all.slice(0, MAX).map((entry) => entry.name),
    productsTotal: all.length,
    published: doc.tracking.initial_release_date.slice(0, 10),
    updated: doc.tracking.current_release_date.slice(0, 10),
    version: doc.tracking.version,
    cves: vulnerabilities.flatMap((vuln) => (vuln.cve ? [vuln.cve] : [])),
    maxCvss: scores.length > 0 ? scores.reduce((best, score) => (score.score > best.score ? score : best)) : null,
    riskEvaluation: noteText(doc.notes, 'Risk evaluation'),
    sectors: noteText(doc.notes, 'Critical infrastructure sectors'),
    countries: noteText(doc.notes, 'Countries/areas deployed'),
    vendorHeadquarters: noteText(doc.notes, 'Company headquarters location'),
    vulnerabilities: vulnerabilities.slice(0, MAX),
    revisions: (doc.tracking.revision_history ?? []).map((entry) => ({ date: entry.date.slice(0, 10), number: entry.number, summary: entry.summary })),
    url: web,
  }
}

/** The ROLIE feed (RFC 8322) of CISA's OT advisories: the members read here. */
export const rolieFeed = v.object({
  feed: v.object({
    updated: v.optional(v.string()),
    entry: v.array(v.object({
      id: v.string(),
      title: v.string(),
      published: v.string(),
      updated: v.string(),
      content: v.optional(v.object({ src: v.string() })),
    })),
  }),
})
