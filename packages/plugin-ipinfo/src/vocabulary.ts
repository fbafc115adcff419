/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
many ips, list of ips, bulk ip = ipinfo bulk
# Everyday phrasing of the need behind each operation (issue 39).
list ip addresses, several ips, batch ips, log file ips, ips logs, access log, many addresses = ipinfo bulk
`
