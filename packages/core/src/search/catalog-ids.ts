import { isCommonEnglish } from './english.ts'
import type { Recogniser } from './recognise.ts'

const DIGITS = /\d/

/**
 * Identifier kinds the catalog's parameters take that no earlier recogniser read (fixtures/search/README.md,
 * s16/id6): each a fixed form, or bare digits right after the name they go by ("cert 3511", "CRD 1234567").
 * Their words are only the kind's own name: the operations that take them are found by their params (takes.ts).
 */
export const CATALOG_IDS: Recogniser[] = [
  // A federal court docket number ("1:21-cv-05678", "2:22-cr-00107"): office, year, case type, number.
  { kind: 'a federal docket number', words: 'docket', pattern: /\b\d{1,2}:\d{2}-(?:cv|cr|mj|mc|md|bk|ap|po|sw)-\d{3,6}\b/gi, needs: /\d:\d{2}-/ },
  // A reporter citation ("410 U.S. 113", "550 F.3d 1023", "129 S. Ct. 2252"): volume, reporter, first page.
  { kind: 'a case citation', words: 'case opinion', pattern: /\b\d{1,4} (?:U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?: 2d)?|F\.(?: ?[234]d| ?4th)?|F\.\s?Supp\.(?: ?[23]d)?|A\.[23]d|P\.[23]d|N\.E\.[23]d|N\.W\.2d|S\.E\.2d|S\.W\.[23]d|So\.\s?[23]d|Cal\.\s?Rptr\.(?: ?[23]d)?) \d{1,5}\b/g, needs: /\d [A-Z][a-z]{0,3}\./ },
  // A HUD metro area code ("METRO47900M47900").
  { kind: 'a HUD metro area code', words: 'metro area', pattern: /\bMETRO\d{5}M\d{5}\b/g, needs: /METRO\d/ },
  // A World Bank indicator code ("SP.POP.TOTL", "NY.GDP.PCAP.CD"): capitals in three to five dotted parts (a domain is lower case).
  { kind: 'an indicator code', words: 'indicator', pattern: /(?<![\w.])[A-Z]{2}\.[A-Z\d]{2,6}(?:\.[A-Z\d]{2,6}){1,3}(?![\w.])/g, needs: /[A-Z]{2}\.[A-Z]/ },
  // A currency pair as an exchange writes it ("BTC-USD", "ETH-EUR").
  { kind: 'a trading pair', words: 'pair', pattern: /\b[A-Z]{2,6}-(?:USD|USDT|USDC|EUR|GBP|BTC|ETH)\b/g, needs: /[A-Z]-[UEBG]/ },
  // A calendar period of SEC frames ("CY2023", "CY2022Q4I").
  { kind: 'a calendar period', words: 'period', pattern: /\bCY(?:19|20)\d{2}(?:Q[1-4]I?)?\b/g, needs: /CY[12]/ },
  // An NHTSA defect investigation ("PE24016", "EA23004", "RQ22001").
  { kind: 'an NHTSA action number', words: 'investigation', pattern: /\b(?:PE|EA|RQ|DP|AQ|IR|TQ)\d{5,6}\b/g, needs: DIGITS },
  // A Kalshi market, event or series ticker ("KXFEDDECISION-26DEC", "KXHIGHNY").
  { kind: 'a prediction market ticker', words: 'market ticker', pattern: /\bKX[A-Z\d]{3,}(?:-[A-Z\d]+)*\b/g, needs: /KX/ },
  // A Regulation Identifier Number ("2060-AV09").
  { kind: 'a RIN', words: 'regulation', pattern: /\b\d{4}-[A-Z]{2}\d{2}\b/g, needs: DIGITS },
  // A congressional committee's system code ("hsif00", "ssju00").
  { kind: 'a committee code', words: 'committee', pattern: /\b(?:hs|ss|js|jc)[a-z]{2}\d{2}\b/g, needs: /[hsj][sc][a-z]{2}\d\d/ },
  // A Bioguide id ("P000197"), said to be a member of Congress.
  { kind: 'a Bioguide id', words: 'member', pattern: /\b[A-Z]\d{6}\b/g, context: /\b(?:bioguide|congress(?:person|man|woman)?|member|senators?|representatives?|lawmakers?|legislators?)\b/i, needs: DIGITS },
  // A code repository written as owner/name ("vercel/next.js", "facebook/react"), said to be one by a repository's words.
  { kind: 'a code repository', words: 'repository', pattern: /(?<![\w/.:@-])[A-Za-z\d][\w-]{0,38}\/[A-Za-z\d][\w.-]{0,99}(?<!\.)(?![\w/])/g, valid: (text) => /[a-z]/i.test(text) && !text.split('/').every((part) => isCommonEnglish(part.toLowerCase())), context: /\b(?:repos?|repository|github|stars?|forks?|issues?|pull requests?|prs?|releases?|tags?|branch(?:es)?|commits?|committers?|contributors?|readme|maintainers?|languages?)\b/i, needs: /[a-z]\/[a-z]/i },
  // Bare digits right after the name they go by.
  { kind: 'an FDIC certificate number', words: 'fdic certificate', pattern: /(?<=\b(?:fdic(?: cert(?:ificate)?)?|cert(?:ificate)?)(?: no\.?| number| #)? ?#?)\d{1,6}\b/gi, needs: /fdic|cert/i },
  { kind: 'an RSSD id', words: 'rssd', pattern: /(?<=\brssd(?: id)? ?#?)\d{1,10}\b/gi, needs: /rssd/i },
  { kind: 'a CRD number', words: 'crd', pattern: /(?<=\bcrd(?: no\.?| number| #)? ?#?)\d{1,10}\b/gi, needs: /crd/i },
  { kind: 'a trademark serial number', words: 'trademark serial', pattern: /(?<=\b(?:trademark|tm|uspto|tsdr)(?: app(?:lication)?)?(?: serial| reg(?:istration)?\.?)(?: no\.?| number| #)? ?#?)\d{7,8}\b/gi, needs: /trademark|tm |uspto|tsdr/i },
  { kind: 'a USGS site number', words: 'usgs site', pattern: /(?<=\b(?:usgs|gauge|gage|site)(?: site| station| gauge)?(?: no\.?| number| #)? ?#?)\d{8,15}\b/gi, needs: /usgs|gau?ge|site/i },
  { kind: 'a NOAA station id', words: 'noaa station', pattern: /\b\d{7}\b/g, context: /\b(?:noaa|co-ops|tides?|tidal|high water|low water)\b/i, needs: /noaa|co-ops|tid|water/i },
  { kind: 'an MSHA mine id', words: 'mine', pattern: /(?<=\bmine(?: id| no\.?| number| #)? ?#?)\d{7}\b/gi, needs: /mine/i },
  { kind: 'a BOP register number', words: 'inmate register', pattern: /\b\d{5}-\d{3}\b/g, context: /\b(?:bop|prisons?|inmates?|register|incarcerated|federal prison)\b/i, needs: DIGITS },
  { kind: 'an NCES id', words: 'nces school', pattern: /\b\d{12}\b|\b\d{7}\b/g, context: /\b(?:nces|lea|school district|k-12)\b/i, needs: DIGITS },
  { kind: 'a CMS certification number', words: 'hospital', pattern: /(?<![\d-])\b\d{2}[0-3]\d{3}\b(?![\d-])/g, context: /\b(?:ccn|medicare|care compare|hospital|facility)\b/i, needs: DIGITS },
  { kind: 'a USDOT number', words: 'usdot carrier', pattern: /(?<=\b(?:us ?dot|dot)(?: no\.?| number| #)? ?#?)\d{5,8}\b/gi, needs: /dot/i },
  // An FCC ID ("BCG-E3091A", "2AHBN-SCOUT"): a grantee code and a product code, said to be one.
  { kind: 'an FCC ID', words: 'fcc', pattern: /\b(?:[A-Z\d]{3}|2[A-Z\d]{4})-?[A-Z\d][A-Z\d-]{0,13}\b/g, valid: (text) => /\d/.test(text) && /[A-Z]/.test(text), context: /\bfcc ?ids?\b|\bfccid\b|\bequipment authori[sz]ation/i, needs: /fcc|authori[sz]ation/i },
  // A card's BIN (its first six or eight digits), said to be one.
  { kind: 'a card BIN', words: 'card', pattern: /\b\d{6}(?:\d{2})?\b/g, context: /\b(?:bin|iin|card (?:network|scheme|issuer|brand)|issuing bank|first (?:six|6|eight|8) digits)\b/i, needs: /bin|iin|card|issuing|digits/i },
  // A USPTO application number as written ("16/123,456"), and a patent number with its commas beside a patent word ("10,123,456").
  { kind: 'a patent application number', words: 'patent application', pattern: /\b\d{2}\/\d{3},\d{3}\b/g, needs: /\d\/\d{3},/ },
  { kind: 'a patent number', words: 'patent number', pattern: /\b\d{1,2},\d{3},\d{3}\b/g, context: /\bpatents?\b|\buspto\b/i, needs: /\d,\d{3},\d{3}/ },
  // Forms of kinds read before that their patterns missed: a CVE with spaces ("CVE 2021 44228"), a package URL
  // ("pkg:npm/lodash@4.17.20") or a version after a comparison ("requests>=2.19.1"), a US number after its
  // country code 1 ("1-800-275-2273") or with spaces beside a phone word ("415 555 0132 carrier").
  { kind: 'a CVE id', words: 'cve vulnerability', pattern: /\bcve[ _]?(?:19|20)\d{2}[ _-]\d{4,7}\b/gi, needs: /cve[ _]?[12]/i },
  { kind: 'a package and version', words: 'package version', pattern: /\bpkg:[a-z]+\/[@\w./%-]+@\d[\w.+-]*/gi, needs: /pkg:/i },
  { kind: 'a package and version', words: 'package version', pattern: /(?<![\w.-])[a-z][\w.-]*[a-z\d] ?(?:>=|<=|~=|===?|!=|\^|~>?) ?v?\d+\.\d+(?:\.\d+)*[\w.-]*/gi, needs: /[<>=~^]/ },
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.+-])1[-. ](?:\([2-9]\d{2}\) ?|[2-9]\d{2}[-. ])[2-9]\d{2}[-. ]\d{4}(?![\w-])/g, needs: /\b1[-. ]/ },
  { kind: 'a phone number', words: 'phone number', pattern: /(?<![\w.+-])[2-9]\d{2} [2-9]\d{2} \d{4}(?![\w-])/g, context: /\b(?:phone|call(?:ed|er|ing|s)?|dial|text(?:ed)?|sms|whatsapp|carrier|robocalls?|spam|cell|mobile|landline|number)\b/i, needs: /\d{3} \d{3} \d{4}/ },
]
