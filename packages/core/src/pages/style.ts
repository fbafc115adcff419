/** The stylesheet of every page (`/assets/site.css`). */
export const SITE_CSS = `:root{--ink:#1d2330;--muted:#5b6475;--line:#dde2ea;--accent:#2457d6;--soft:#f4f6fa;--warn:#a5361b;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);line-height:1.5}
body{margin:0;background:#fff}main{max-width:1080px;margin:0 auto;padding:1.5rem 1.25rem 4rem}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
.top{display:flex;align-items:center;gap:1.5rem;padding:.75rem 1.25rem;border-bottom:1px solid var(--line);background:var(--soft)}
.brand{font-weight:700;font-size:1.2rem;color:var(--ink)}.top nav{display:flex;gap:1rem;flex-wrap:wrap}
h1{font-size:2rem;margin:.5rem 0}h2{margin-top:2rem;font-size:1.3rem}h3{font-size:1rem;margin:1.2rem 0 .4rem}
.lead{font-size:1.1rem;color:var(--muted);max-width:52rem}
.note{color:var(--muted);max-width:52rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em;background:var(--soft);padding:.05rem .3rem;border-radius:4px}
pre{background:#0f1522;color:#e6ebf5;padding:1rem;border-radius:8px;overflow:auto;font-size:.85rem;white-space:pre-wrap;overflow-wrap:anywhere}pre code{background:none;padding:0;color:inherit}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:1rem}
.card{border:1px solid var(--line);border-radius:10px;padding:1rem 1.2rem}.card h2{margin-top:0}
.search{display:flex;gap:.5rem}.search input{flex:1;padding:.6rem .8rem;border:1px solid var(--line);border-radius:8px;font-size:1rem}
button{padding:.55rem 1rem;border:0;border-radius:8px;background:var(--accent);color:#fff;font-size:.95rem;cursor:pointer}
.results li{margin:.4rem 0}.results .price,.price{color:#176b3a;font-weight:600}
.groups{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}.groups li,.toc a{border:1px solid var(--line);border-radius:999px;padding:.2rem .7rem}
.toc{display:flex;flex-wrap:wrap;gap:.4rem;margin:1rem 0}.count{color:var(--muted);font-size:.85em}
table{border-collapse:collapse;width:100%;font-size:.92rem}td,th{border-bottom:1px solid var(--line);padding:.45rem .5rem;text-align:left;vertical-align:top}th{background:var(--soft)}
.ops td:first-child{white-space:nowrap}.unavailable{opacity:.55}.method{font-family:ui-monospace,monospace;font-size:.8rem;font-weight:700;background:#e6edff;color:var(--accent);padding:.05rem .4rem;border-radius:4px}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}.facts dt{font-weight:600}.facts dd{margin:0}.warn{color:var(--warn)}
.crumbs{color:var(--muted);margin:0}.try textarea{width:100%;font-family:ui-monospace,monospace;font-size:.9rem;border:1px solid var(--line);border-radius:8px;padding:.6rem;box-sizing:border-box}
.try label{display:block;font-weight:600;margin-bottom:.3rem}.try button{margin-top:.5rem}.status{font-weight:600}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:.8rem;margin:1rem 0}.kpi{border:1px solid var(--line);border-radius:10px;padding:.7rem 1rem}.kpi b{display:block;font-size:1.5rem}.kpi span{color:var(--muted);font-size:.85rem}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(420px,1fr));gap:1rem}.chart{border:1px solid var(--line);border-radius:10px;padding:.8rem;height:260px;position:relative}.chart.empty{display:flex;flex-direction:column;align-items:center;justify-content:center;color:var(--muted);text-align:center}.chart-title{font-weight:600;color:var(--ink);margin:0 0 .4rem}
.login{max-width:28rem}.login input{width:100%;padding:.6rem;border:1px solid var(--line);border-radius:8px;margin:.5rem 0;box-sizing:border-box}`
