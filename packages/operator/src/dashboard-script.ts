/** The dashboard: asks for the admin token once (kept for the tab), reads /api/admin/stats, draws it with Chart.js. */
export const DASHBOARD_JS = `(() => {
  const root = document.getElementById('dashboard'), login = document.getElementById('login')
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token')
  if (fromHash) { sessionStorage.setItem('svc-admin-token', fromHash); history.replaceState(null, '', location.pathname) }
  const el = (tag, text, className) => { const node = document.createElement(tag); if (text !== undefined) node.textContent = text; if (className) node.className = className; return node }
  const usd = (value) => '$' + Number(value).toFixed(6).replace(/0{1,4}$/, '')
  const table = (head, rows) => {
    const t = el('table'), h = t.createTHead().insertRow()
    head.forEach((name) => h.append(el('th', name)))
    const body = t.createTBody()
    if (rows.length === 0) { const cell = body.insertRow().insertCell(); cell.colSpan = head.length; cell.textContent = 'Nothing yet' }
    rows.forEach((row) => { const r = body.insertRow(); row.forEach((value) => r.insertCell().textContent = value) })
    return t
  }
  // A chart with nothing to draw says so, in place of an empty frame.
  const chart = (parent, title, config, nothing) => {
    if (config.data.datasets.every((set) => set.data.every((value) => !value))) {
      const empty = el('div', undefined, 'chart empty')
      empty.append(el('p', title, 'chart-title'), el('p', nothing))
      parent.append(empty)
      return
    }
    const box = el('div', undefined, 'chart'), canvas = el('canvas')
    canvas.setAttribute('aria-label', title)
    box.append(canvas); parent.append(box)
    config.options = Object.assign({ responsive: true, maintainAspectRatio: false, animation: false, plugins: { title: { display: true, text: title } } }, config.options || {})
    new Chart(canvas, config)
  }
  async function load() {
    const token = sessionStorage.getItem('svc-admin-token')
    if (!token) { login.hidden = false; root.hidden = true; return }
    const response = await fetch('/api/admin/stats?days=' + document.getElementById('days').value, { headers: { authorization: 'Bearer ' + token } })
    if (response.status === 401) { sessionStorage.removeItem('svc-admin-token'); login.hidden = false; root.hidden = true; document.getElementById('login-error').textContent = 'That token was refused.'; return }
    const stats = await response.json()
    login.hidden = true; root.hidden = false
    render(stats)
  }
  function render(s) {
    const kpis = document.getElementById('kpis'), charts = document.getElementById('charts'), tables = document.getElementById('tables')
    kpis.textContent = ''; charts.textContent = ''; tables.textContent = ''
    const t = s.totals
    ;[[usd(t.revenueUsd), 'revenue'], [t.calls, 'calls'], [(t.errorRate * 100).toFixed(1) + '%', 'error rate (5xx)'], [t.rejected, 'rejected requests (4xx)'], [t.challenges, 'payments asked (402)'], [t.p50Ms === null ? '-' : '≤ ' + t.p50Ms + ' ms', 'p50 latency'], [t.p95Ms === null ? '-' : '≤ ' + t.p95Ms + ' ms', 'p95 latency'], [t.trials, 'trial calls'], [t.payments.settled, 'payments settled'], [t.payments.pending, 'payments pending'], [t.payments.refused, 'payments refused']]
      .forEach(([value, label]) => { const k = el('div', undefined, 'kpi'); k.append(el('b', String(value)), el('span', label)); kpis.append(k) })
    const days = s.byDay.map((d) => d.day.slice(5))
    chart(charts, 'Revenue by day (USD)', { type: 'bar', data: { labels: days, datasets: [{ label: 'USD', data: s.byDay.map((d) => d.revenueUsd), backgroundColor: '#2457d6' }] } }, 'No revenue in these days yet.')
    chart(charts, 'Calls and errors by day', { type: 'line', data: { labels: days, datasets: [{ label: 'calls', data: s.byDay.map((d) => d.calls), borderColor: '#176b3a' }, { label: 'errors', data: s.byDay.map((d) => d.errors), borderColor: '#a5361b' }] } }, 'No calls in these days yet.')
    chart(charts, 'Revenue by operation (USD)', { type: 'bar', data: { labels: s.revenueByOperation.map((r) => r.operation), datasets: [{ label: 'USD', data: s.revenueByOperation.map((r) => r.revenueUsd), backgroundColor: '#7a4fd6' }] }, options: { indexAxis: 'y' } }, 'No operation earned anything in these days yet.')
    chart(charts, 'Revenue by network (USD)', { type: 'doughnut', data: { labels: s.revenueByNetwork.map((r) => r.network), datasets: [{ data: s.revenueByNetwork.map((r) => r.revenueUsd) }] } }, 'No payment settled on any network in these days yet.')
    tables.append(el('h2', 'Top operations'), table(['operation', 'calls', 'errors (5xx)', 'rejected (4xx)', '402s', 'trials', 'paid', 'revenue'], s.topOperations.map((o) => [o.operation, o.calls, o.errors, o.rejected, o.challenges, o.trials, o.paid, usd(o.revenueUsd)])))
    tables.append(el('h2', 'What failed'), table(['operation', 'status', 'code', 'count'], s.failures.map((f) => [f.operation, f.status, f.code, f.count])))
    // Paid calls whose writes were not applied: each waits for its caller's retry (kept for payments.unappliedRetentionDays).
    if (s.unappliedPaidCalls?.count) {
      const u = s.unappliedPaidCalls
      tables.append(el('h2', 'Paid calls with unapplied writes (every host)'), table(['waiting', 'oldest since', 'ever'], [[u.count, new Date(u.oldestAt).toISOString(), u.total]]))
      // The newest page of them (the stats send a bounded page, newest first).
      if (u.recent?.length) tables.append(el('h3', u.count > u.recent.length ? 'The newest ' + u.recent.length + ' of them' : 'Each of them'), table(['since', 'run again by'], u.recent.map((r) => [new Date(r.since).toISOString(), r.retry === 'payment' ? 'its payment sent again' : 'a retry with its payment identifier'])))
    }
    if (s.throttled?.length) tables.append(el('h2', 'Throttled by the rate limits (last 24 h, every host)'), table(['traffic', 'payer or client', 'refused calls', 'last'], s.throttled.map((t) => [t.traffic, t.who, t.count, new Date(t.lastAt).toISOString()])))
    // Each payment rail's own figures (x402's channels: open channels, unclaimed amounts, claims and their transactions).
    Object.values(s.rails || {}).forEach((r) => {
      if (!r.dashboard) return
      tables.append(el('h2', r.dashboard.title), table(['', ''], r.dashboard.figures))
      ;(r.dashboard.tables || []).forEach((t) => tables.append(el('h3', t.title), table(t.columns, t.rows)))
    })
    tables.append(el('h2', 'Top payers'), table(['payer', 'calls', 'revenue'], s.topPayers.map((p) => [p.payer, p.calls, usd(p.revenueUsd)])))
    tables.append(el('h2', 'Upstream health'), table(['provider', 'calls', 'errors', 'error rate', 'avg ms', 'cache hits', 'last error'], s.upstream.map((u) => [u.provider, u.calls, u.errors, (u.errorRate * 100).toFixed(1) + '%', u.avgMs ?? '-', u.cacheHits, u.lastError ? u.lastError.at + ' ' + u.lastError.message : ''])))
    tables.append(el('h2', 'Providers'), table(['provider', 'operations', 'limit', 'terms', 'on this host'], (s.providers || []).map((p) => [p.name + ' (' + p.id + ')', p.operations.join(', '), p.limit, p.terms, p.available ? 'available' : 'unavailable: ' + p.reason])))
    document.getElementById('backend').textContent = s.sharedAcrossHosts ? 'every host sharing this ' + s.backend + ' store' : 'this host'
  }
  document.getElementById('login-form').addEventListener('submit', (event) => {
    event.preventDefault()
    sessionStorage.setItem('svc-admin-token', document.getElementById('token').value.trim())
    load()
  })
  document.getElementById('days').addEventListener('change', load)
  load()
})()`
