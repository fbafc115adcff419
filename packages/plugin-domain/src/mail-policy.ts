import type { CallerDns } from '@svc/providers/dns'

/** Selectors big senders and mail platforms publish DKIM keys under; a domain may use others, which DNS cannot list. */
export const DKIM_SELECTORS = ['default', 'dkim', 'mail', 'google', 'selector1', 'selector2', 'k1', 'k2', 'k3', 's1', 's2', 'smtp', 'mandrill', 'mxvault', 'zoho', 'protonmail', 'fm1', 'fm2', 'fm3', 'everlytickey1', 'everlytickey2', 'dkim1', 'sig1', 'amazonses'] as const

/** `tag=value; tag=value` records (DMARC, MTA-STS, TLS-RPT, BIMI, DKIM) as an object of lower-case tags. */
export function tags(record: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of record.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) out[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim()
  }
  return out
}

const list = (value: string | undefined) => (value ? value.split(',').map((entry) => entry.trim()).filter(Boolean) : [])
const starting = (records: string[], prefix: RegExp) => records.filter((record) => prefix.test(record.trim()))

/** The one record of a kind at a name: the record, or null, and a problem when there are several (receivers then ignore them all). */
function single(records: string[], what: string, problems: string[]) {
  if (records.length > 1) problems.push(`${what}: ${records.length} records published; receivers treat that as none`)
  return records[0] ?? null
}

function spfOf(records: string[], problems: string[]) {
  const record = single(starting(records, /^v=spf1(\s|$)/i), 'SPF', problems)
  if (!record) {
    problems.push('SPF: no record; anyone may send as this domain')
    return { found: false as const, record: null, all: null, includes: [], lookups: 0 }
  }
  const terms = record.split(/\s+/).slice(1)
  const all = terms.find((term) => /^[+?~-]?all$/i.test(term)) ?? null
  if (all === null || /^\+?all$/i.test(all)) problems.push(`SPF: ends in ${all ?? 'no all'}, which allows any sender`)
  const includes = terms.filter((term) => /^[+?~-]?include:/i.test(term)).map((term) => term.replace(/^[+?~-]?include:/i, ''))
  // Terms that cost a DNS lookup at the receiver (RFC 7208 section 4.6.4: at most 10).
  const lookups = terms.filter((term) => /^[+?~-]?(include:|a\b|a:|a\/|mx\b|mx:|mx\/|ptr|exists:)|^redirect=/i.test(term)).length
  if (lookups > 10) problems.push(`SPF: ${lookups} DNS-querying terms in the record itself, over the limit of 10`)
  return { found: true as const, record, all, includes, lookups }
}

function dmarcOf(records: string[], problems: string[]) {
  const record = single(starting(records, /^v=DMARC1\s*(;|$)/i), 'DMARC', problems)
  if (!record) {
    problems.push('DMARC: no record at _dmarc; receivers get no policy for mail failing SPF and DKIM')
    return { found: false as const, record: null, policy: null, subdomainPolicy: null, percent: null, reportTo: [], forensicTo: [], alignmentDkim: null, alignmentSpf: null }
  }
  const t = tags(record)
  const policy = t.p?.toLowerCase() ?? null
  if (policy === 'none' || policy === null) problems.push('DMARC: policy none; failing mail is still delivered')
  return {
    found: true as const,
    record,
    policy,
    subdomainPolicy: t.sp?.toLowerCase() ?? null,
    percent: t.pct !== undefined && /^\d+$/.test(t.pct) ? Number(t.pct) : 100,
    reportTo: list(t.rua),
    forensicTo: list(t.ruf),
    alignmentDkim: t.adkim === 's' ? 'strict' : 'relaxed',
    alignmentSpf: t.aspf === 's' ? 'strict' : 'relaxed',
  }
}

/** What DNS tells about a domain's mail authentication (SPF, DMARC, DKIM at common selectors, MTA-STS, TLS-RPT, BIMI) and its MX. */
export async function mailPolicy(dns: CallerDns, domain: string) {
  const problems: string[] = []
  const [mx, apex, dmarc, mtaSts, tlsRpt, bimi, dkim] = await Promise.all([
    dns.records(domain, 'MX'),
    dns.txt(domain),
    dns.txt(`_dmarc.${domain}`),
    dns.txt(`_mta-sts.${domain}`),
    dns.txt(`_smtp._tls.${domain}`),
    dns.txt(`default._bimi.${domain}`),
    Promise.all(DKIM_SELECTORS.map(async (selector) => ({ selector, records: starting(await dns.txt(`${selector}._domainkey.${domain}`), /(^|;)\s*(v=DKIM1|k=|p=)/i) }))),
  ])
  if (mx === null) return null
  const mxHosts = mx.map((record) => record.data as { priority: number; exchange: string }).sort((a, b) => a.priority - b.priority)
  const nullMx = mxHosts.length === 1 && mxHosts[0]!.exchange === ''
  if (mxHosts.length === 0) problems.push('MX: none; mail goes to the domain\'s A/AAAA address, if any')
  const spf = spfOf(apex, problems)
  const dmarcPart = dmarcOf(dmarc, problems)
  const stsRecord = single(starting(mtaSts, /^v=STSv1\s*(;|$)/i), 'MTA-STS', problems)
  const rptRecord = single(starting(tlsRpt, /^v=TLSRPTv1\s*(;|$)/i), 'TLS-RPT', problems)
  const bimiRecord = single(starting(bimi, /^v=BIMI1\s*(;|$)/i), 'BIMI', problems)
  const keys = dkim.flatMap(({ selector, records }) => records.map((record) => {
    const t = tags(record)
    return { selector, keyType: (t.k ?? 'rsa').toLowerCase(), revoked: t.p === '', record }
  }))
  return {
    domain,
    mx: { hosts: mxHosts.filter((host) => host.exchange !== ''), nullMx },
    spf,
    dmarc: dmarcPart,
    dkim: { selectorsChecked: [...DKIM_SELECTORS], found: keys },
    mtaSts: { found: stsRecord !== null, record: stsRecord, id: stsRecord ? (tags(stsRecord).id ?? null) : null },
    tlsRpt: { found: rptRecord !== null, record: rptRecord, reportTo: rptRecord ? list(tags(rptRecord).rua) : [] },
    bimi: { found: bimiRecord !== null, record: bimiRecord, logo: bimiRecord ? (tags(bimiRecord).l || null) : null, authority: bimiRecord ? (tags(bimiRecord).a || null) : null },
    problems,
  }
}
