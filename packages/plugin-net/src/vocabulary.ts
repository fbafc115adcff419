/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
ip, ip address, ip addresses = ip
asn, autonomous system, bgp = asn net
mac address, mac, oui = mac vendor
rpki, route origin, roa = rpki validity
reverse dns, rdns, ptr record, ip owner, who is behind an ip = ip resolve
# Everyday phrasing of the need behind each operation (issue 39).
which provider owns, network owner, hosting provider, peering, upstream provider = net asn
ip logs, strange ip, unknown ip, suspicious connection = ip resolve
device network, unknown device, device made, device wifi, strange device, network card maker = mac vendor
route hijack, bgp hijack, route leak, route valid, hijacked prefix = rpki validity
`
