import { microsToUsd } from '../price.ts'
import { payWith } from '../catalog/rails-text.ts'
import type { PaymentRail } from '../rails/rail.ts'
import { listedMicros, type RegisteredOperation, type Registry } from '../registry.ts'
import { html, page } from './html.ts'
import { curlSample, sampleParams } from './samples.ts'
import { paramsSchema } from '../catalog/json-schema.ts'

/** Groups with their operation counts, alphabetical. */
export function groupsOf(operations: RegisteredOperation[]): Array<{ group: string; count: number }> {
  const counts = new Map<string, number>()
  for (const operation of operations) counts.set(operation.group, (counts.get(operation.group) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([group, count]) => ({ group, count }))
}

/** The operation the first example calls: a cheap available GET one, preferring unit conversion. */
export function exampleOperation(registry: Registry): RegisteredOperation | undefined {
  const available = registry.operations.filter((operation) => operation.availability.available && operation.method === 'GET' && operation.id !== 'search.endpoints')
  return registry.byId.get('convert.unit') ?? available.sort((a, b) => listedMicros(a) - listedMicros(b))[0]
}

/** `/`: what this host is, how to try and to pay, its groups, and a search over the catalog. */
export function homePage(registry: Registry, baseUrl: string, rails: readonly PaymentRail[] = []): string {
  const groups = groupsOf(registry.operations)
  const available = registry.operations.filter((operation) => operation.availability.available).length
  const example = exampleOperation(registry)
  const curl = example ? curlSample(example, sampleParams(example, paramsSchema(example.input)), baseUrl) : `curl '${baseUrl}/api/directory'`
  return page({ title: 'svc: pay-per-call API', scripts: ['/assets/home.js'] }, html`
<section class="hero">
  <h1>Pay-per-call API</h1>
  <p class="lead">This host serves <strong>${registry.operations.length}</strong> operations in <strong>${groups.length}</strong> groups (${available} available here).
  No account and no API key: every call is paid with ${payWith(rails)}, or tried free once per operation per hour.</p>
</section>
<section class="cards">
  <article class="card"><h2>Try it free</h2>
    <p>Add <code>trial=1</code> to any call: one free call per operation per hour.</p>
    <pre><code>${curl}</code></pre>
    ${example ? html`<p><a href="/docs/${example.id}">${example.id}</a> costs $${microsToUsd(listedMicros(example))} per paid call. Each operation's page has a try-it button.</p>` : ''}</article>
  <article class="card"><h2>Pay per call</h2>
    <p>Without <code>trial=1</code> a paid operation answers <code>402 Payment Required</code> with the challenge of every payment rail of this host; pay with any one and repeat the call. A failed call is never charged.</p>
    ${rails.length > 0 ? html`<ul>${rails.map((rail) => html`<li>${rail.discovery?.url ? html`<a href="${rail.discovery.url}">${rail.id}</a>` : rail.id}: ${rail.discovery?.howToPay ?? rail.discovery?.title ?? ''}</li>`)}</ul>` : ''}
    <pre><code>import { createClient } from '@svc/client'
const svc = createClient({ baseUrl: '${baseUrl}', wallet, spend: { maxPerCall: '0.05' } })</code></pre></article>
</section>
<section><h2>Find an operation</h2>
  <form id="search" class="search" role="search"><input id="search-q" name="q" type="search" minlength="2" maxlength="300" placeholder="Describe a task, e.g. convert miles to km" aria-label="Search the catalog"><button>Search</button></form>
  <ol id="search-results" class="results" aria-live="polite"></ol>
</section>
<section><h2>Groups</h2>
  <ul class="groups">${groups.map(({ group, count }) => html`<li><a href="/docs#${group}">${group}</a> <span class="count">${count}</span></li>`)}</ul>
</section>
<section><h2>For tools and agents</h2>
  <ul class="links"><li><a href="/docs">/docs</a>: the reference, one page per operation</li><li><a href="/api/directory">/api/directory</a>: the catalog as JSON (<code>?group=</code>, <code>?q=</code>)</li><li><a href="/openapi.json">/openapi.json</a>: OpenAPI 3.1</li><li><a href="/llms.txt">/llms.txt</a>: a summary for language models</li>${rails.flatMap((rail) => Object.keys(rail.discovery?.wellKnown ?? {}).map((name) => html`<li><a href="/.well-known/${name}">/.well-known/${name}</a>: ${rail.id} discovery</li>`))}</ul>
</section>`)
}
