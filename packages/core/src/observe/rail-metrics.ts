import type { RailMetric } from '../rails/rail.ts'

/** The rails' samples in the Prometheus text format, appended to the host's own `/metrics`. */
export function railMetricsText(metrics: RailMetric[]): string {
  const lines: string[] = []
  for (const metric of metrics) {
    lines.push(`# HELP ${metric.name} ${metric.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${metric.name} ${metric.type}`)
    for (const sample of metric.samples) {
      const labels = Object.entries(sample.labels ?? {}).map(([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
      lines.push(`${metric.name}${labels.length ? `{${labels.join(',')}}` : ''} ${Number.isFinite(sample.value) ? sample.value : 0}`)
    }
  }
  return lines.length ? `\n${lines.join('\n')}\n` : ''
}
