import type { Dictionary } from './index.ts'

/** Hindi typed in Latin letters ("Hinglish"), as on phones without a Devanagari keyboard; English words in it stay English. */
export const hiLatn: Dictionary = {
  code: 'hi',
  script: 'latin',
  stop: 'ka ki ke ko mein mai se par aur kya hai hain tha thi kaisa kaise kahan kab kaun kitna kitni kitne mujhe mera meri mere hum yeh ye woh wo iss us ek bhi toh hi karo kar do batao bataiye hoga hogi raha rahi',
  words: `
aaj = today
mausam, mosam = weather
barish, baarish = rain
bhav, bhaav, daam, keemat, kimat, kimmat = price
tamba, tambe, taamba = copper
sona, sone = gold
chandi = silver
rajdhani = capital
jansankhya, aabadi, abadi = population
khabar, khabren, samachar = news
bhukamp, bhukump = earthquakes
anuvad, anuvaad = translate
chhutti, chhuttiyan, chutti = public holidays
udaan, udan = flight
tareekh, tarikh = date
samay = time
dawai, dawa = drug
`,
}
