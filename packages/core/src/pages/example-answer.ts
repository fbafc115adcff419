import { SHORTENED } from '../examples.ts'
import type { RegisteredOperation } from '../registry.ts'
import { html, type Html } from './html.ts'

/** The operation's example answer, saying where it comes from: fixtures standing for providers, or the host itself. */
export function exampleAnswer(operation: RegisteredOperation): Html | '' {
  const example = operation.example
  if (example?.answer === undefined) return ''
  const origin = example.origin === 'fixtures'
    ? `Recorded by the plugin's tests, with ${example.providers.join(', ')} served from the tests' fixtures (a provider's answers shaped like its documented responses; a made-up site where one is named): the values illustrate the answer and are not live data.`
    : 'Computed on the host by this operation: its tests check on every run that these params still give this answer.'
  const given = example.given.length > 0
    ? html` It is made after ${example.given.map((step, index) => html`${index > 0 ? ', then ' : ''}<code>${step.endpoint}</code> with <code>${JSON.stringify(step.params)}</code>`)}, by the same caller.`
    : ''
  return html`<h2>Example answer</h2>
<p class="note">The <code>data</code> of the call in the samples below.${given} ${origin}${operation.responseShape === 'binary' ? ' The answer is bytes: shown here are their content type, size and SHA-256 digest.' : ''}${example.shortened ? ` Shortened for this page: lists of records show their first ${SHORTENED.records} items, other lists their first ${SHORTENED.values}, texts their first ${SHORTENED.characters} characters.` : ''}${example.volatile.length > 0 ? html` These values differ from call to call: ${example.volatile.map((path, index) => html`${index > 0 ? ', ' : ''}<code>${path}</code>`)}.` : ''}</p>
<pre><code>${JSON.stringify(example.answer, null, 2)}</code></pre>`
}
