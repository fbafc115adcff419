/** The home page's catalog search: the free `/api/directory?q=` ranking. */
export const HOME_JS = `(() => {
  const form = document.getElementById('search'), input = document.getElementById('search-q'), list = document.getElementById('search-results')
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const q = input.value.trim()
    list.textContent = ''
    if (q.length < 2) return
    const response = await fetch('/api/directory?q=' + encodeURIComponent(q))
    const body = await response.json()
    if (!response.ok) { list.textContent = body.error; return }
    if (body.operations.length === 0) { list.textContent = 'No operation matches; try other words.'; return }
    for (const entry of body.operations.slice(0, 10)) {
      const item = document.createElement('li'), link = document.createElement('a'), price = document.createElement('span')
      link.href = '/docs/' + entry.id; link.textContent = entry.id
      price.className = 'price'; price.textContent = ' $' + entry.versions[0].price.usd + ' '
      item.append(link, price, document.createTextNode(entry.description))
      list.append(item)
    }
  })
})()`

/** An operation page's try-it: sends the params as a trial call and shows the answer. */
export const TRY_IT_JS = `(() => {
  const data = JSON.parse(document.getElementById('page-data').textContent)
  const params = document.getElementById('try-params'), status = document.getElementById('try-status'), answer = document.getElementById('try-answer')
  params.value = JSON.stringify(data.params, null, 2)
  document.getElementById('try-form').addEventListener('submit', async (event) => {
    event.preventDefault()
    let values
    try { values = JSON.parse(params.value || '{}') } catch { status.textContent = 'The parameters are not valid JSON'; return }
    status.textContent = 'Calling ' + data.id + '...'
    let response
    if (data.method === 'GET') {
      const query = new URLSearchParams()
      // A list goes as the parameter repeated, each value whole: the way the host reads a list.
      for (const [name, value] of Object.entries(values)) {
        if (Array.isArray(value)) value.forEach((item) => query.append(name, String(item)))
        else query.set(name, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value))
      }
      query.set('trial', '1')
      response = await fetch(data.path + '?' + query)
    } else {
      response = await fetch(data.path + '?trial=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) })
    }
    const type = response.headers.get('content-type') || ''
    const text = type.includes('json') ? JSON.stringify(await response.json(), null, 2) : '(' + type + ', ' + (await response.arrayBuffer()).byteLength + ' bytes)'
    status.textContent = 'HTTP ' + response.status + (response.ok ? ': free trial call' : '')
    answer.hidden = false
    answer.firstChild.textContent = text
  })
})()`
