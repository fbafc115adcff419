/** `/dashboard`'s body: a shell with no figures; its script reads them from the admin API with the token. */
export const DASHBOARD_BODY = `
<h1>Dashboard</h1>
<section id="login" class="login" hidden><p>Enter the host's admin token (<code>SVC_ADMIN_TOKEN</code>). It stays in this tab only.</p>
<form id="login-form"><input id="token" type="password" autocomplete="off" aria-label="Admin token" placeholder="admin token"><button>Open the dashboard</button></form><p id="login-error" class="warn"></p></section>
<section id="dashboard" hidden>
<p class="lead">Figures of <span id="backend">this host</span> over the last <select id="days" aria-label="Days"><option>7</option><option selected>30</option><option>90</option></select> days.</p>
<div id="kpis" class="kpis"></div><div id="charts" class="charts"></div><div id="tables"></div></section>`
