import { paramsSchema } from '../catalog/json-schema.ts'
import { microsToUsd } from '../price.ts'
import { accessOf, railsTaking, signsIn } from '../catalog/payment-info.ts'
import { payWith } from '../catalog/rails-text.ts'
import type { PaymentRail } from '../rails/rail.ts'
import { billsUsage, listedMicros, type RegisteredOperation, type Registry } from '../registry.ts'
import { groupsOf } from './home.ts'
import { exampleAnswer } from './example-answer.ts'
import { html, page, type Html } from './html.ts'
import type { Availability } from '../upstream/client.ts'
import { paramsTable } from './params-table.ts'
import { providersFacts } from './providers.ts'
import { sampleParams, samples } from './samples.ts'

/** Price and billing in words, from the live price. */
export function priceText(operation: RegisteredOperation): string {
  const usd = microsToUsd(listedMicros(operation))
  const price = operation.price
  if (price.mode === 'fixed') return usd === 0 ? 'Free' : `$${usd} per call`
  if (price.mode === 'variable') return `From $${usd} per call; the 402 quotes the price of each request${billsUsage(operation) ? ', and only the usage is settled' : ''}`
  return `Up to $${usd} per call: you authorize the maximum and only the actual usage is settled`
}

/** The operation page's availability row: unavailable, or available except calls needing an upstream this host cannot call. */
function availabilityRow(availability: Availability): Html | string {
  if (!availability.available) return html`<dt>Availability</dt><dd class="warn">Not available on this host: it ${availability.reason}</dd>`
  if (availability.except) return html`<dt>Availability</dt><dd class="warn">Available, except calls that need a provider this host cannot call: it ${availability.except}</dd>`
  return ''
}

/** A size in the unit people read it in: `1 MiB`, `512 KiB`. */
function bytesText(bytes: number): string {
  if (bytes >= 2 ** 20) return `${Number((bytes / 2 ** 20).toFixed(2))} MiB`
  return bytes >= 1024 ? `${Number((bytes / 1024).toFixed(1))} KiB` : `${bytes} bytes`
}

/** `/docs`: every operation by group, with its price. */
export function docsIndex(registry: Registry, rails: readonly PaymentRail[] = []): string {
  const groups = groupsOf(registry.operations)
  return page({ title: 'svc API reference' }, html`
<h1>API reference</h1>
<p class="lead">${registry.operations.length} operations in ${groups.length} groups. Every operation is called at <code>/api/&lt;group&gt;/&lt;name&gt;</code>, paid per call with ${payWith(rails)}, or free once per hour with <code>trial=1</code>.</p>
<nav class="toc">${groups.map(({ group, count }) => html`<a href="#${group}">${group} <span class="count">${count}</span></a>`)}</nav>
${groups.map(({ group }) => html`<section id="${group}"><h2><a href="/docs/${group}">${group}</a></h2>${operationsTable(registry, group)}</section>`)}`)
}

/** `/docs/<group>`: the operations of one group, with their prices. */
export function groupDoc(registry: Registry, group: string, rails: readonly PaymentRail[] = []): string {
  const operations = registry.operations.filter((operation) => operation.group === group)
  return page({ title: `${group}: svc API reference` }, html`
<p class="crumbs"><a href="/docs">Reference</a></p>
<h1>${group}</h1>
<p class="lead">${operations.length} operation${operations.length === 1 ? '' : 's'}, called at <code>/api/${group}/&lt;name&gt;</code>, paid per call with ${payWith(rails)}, or free once per hour with <code>trial=1</code>.</p>
${operationsTable(registry, group)}`)
}

/** `/docs/<anything else>`: a page saying there is no such operation or group (404). */
export function missingDoc(name: string): string {
  return page({ title: 'Not found: svc API reference' }, html`
<h1>Not found</h1>
<p class="lead">This host has no operation or group <code>${name.slice(0, 80)}</code>. The <a href="/docs">reference</a> lists every one.</p>`)
}

function operationsTable(registry: Registry, group: string): Html {
  return html`<table class="ops"><tbody>
${registry.operations.filter((operation) => operation.group === group).map((operation) => html`<tr${operation.availability.available ? '' : html` class="unavailable"`}><td><a href="/docs/${operation.id}">${operation.id}</a></td><td><span class="method">${operation.method}</span></td><td class="price">${priceText(operation)}</td><td>${operation.description}</td></tr>`)}
</tbody></table>`
}

/** `/docs/<group>.<name>`: description, params, price, example answer, samples and a try-it. */
export function operationDoc(operation: RegisteredOperation, baseUrl: string, rails: readonly PaymentRail[] = []): string {
  const taking = railsTaking(rails, operation)
  const schema = paramsSchema(operation.input)
  const params = sampleParams(operation, schema)
  return page({ title: `${operation.id}: svc API reference`, scripts: ['/assets/try-it.js'], data: { id: operation.id, method: operation.method, path: operation.path, params, schema } }, html`
<p class="crumbs"><a href="/docs">Reference</a> / <a href="/docs#${operation.group}">${operation.group}</a></p>
<h1>${operation.id}</h1>
<p class="lead">${operation.description}</p>
<dl class="facts"><dt>Route</dt><dd><span class="method">${operation.method}</span> <code>${operation.path}</code></dd>
<dt>Price</dt><dd class="price">${priceText(operation)}</dd>
${operation.bodyLimitBytes === undefined ? '' : html`<dt>Body</dt><dd>JSON of at most ${bytesText(operation.bodyLimitBytes)}</dd>`}
<dt>Pay with</dt><dd>${accessOf(operation) === 'free' ? 'nothing: free' : accessOf(operation) === 'identity' ? 'nothing: sign in with your wallet' : taking.length > 0 ? payWith(taking) : 'no payment rail of this host takes it'}, or <code>trial=1</code>: free once per hour</dd>
${signsIn(operation) ? html`<dt>Sign in</dt><dd>Free for a wallet reading what is its own: sign the <code>sign-in-with-x</code> challenge of its 402 and send it in <code>SIGN-IN-WITH-X</code> (one proof per call)</dd>` : ''}
${providersFacts(operation)}
<dt>Answer</dt><dd>${operation.responseShape === 'binary' ? 'raw bytes, the call facts in x-svc-* headers' : html`JSON <code>{ data, meta }</code>; <code>meta.cost</code> says what was charged`}</dd>
${availabilityRow(operation.availability)}</dl>
<h2>Parameters</h2>
${paramsTable(schema)}
${exampleAnswer(operation)}
<h2>Samples</h2>
${samples(operation, params, baseUrl, rails).map(({ label, code }) => html`<h3>${label}</h3><pre><code>${code}</code></pre>`)}
${tryIt(operation)}`)
}

function tryIt(operation: RegisteredOperation): Html {
  return html`<section class="try" id="try-it"><h2>Try it</h2>
<p>A free trial call from this page (once per operation per hour from your address).</p>
<form id="try-form"><label for="try-params">${operation.method === 'GET' ? 'Query parameters (JSON)' : 'Body (JSON)'}</label>
<textarea id="try-params" rows="6" spellcheck="false"></textarea>
<button type="submit" id="try-send">Send trial call</button></form>
<p id="try-status" class="status" aria-live="polite"></p>
<pre id="try-answer" class="answer" hidden><code></code></pre></section>`
}
