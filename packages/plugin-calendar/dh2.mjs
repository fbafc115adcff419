import Holidays from 'date-holidays'
for (const c of ['DE', 'US', 'SA', 'IL', 'CN', 'IN', 'JP', 'GB']) {
  const h = new Holidays(c)
  const out = []
  for (const y of [0, 1, 100, 1600, 9999]) { try { out.push(`${y}:${h.getHolidays(y, 'en').length}`) } catch (e) { out.push(`${y}:ERR ${e.message.slice(0,40)}`) } }
  console.log(c, out.join(' '))
}
