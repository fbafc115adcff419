/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
ai, llm, gpt, chatbot, language model, prompt, completion, ask an ai, chat, conversation = ai chat
image, picture, photo, drawing, illustration, art = image
generate image, draw, create image, text to image, make picture, render picture = ai image
describe image, caption, alt text, describe photo, image description = describe image
ocr, text from image, read text in image, scan, scanned, scan document, receipt, receipts, handwriting, handwritten, extract text from image = ocr
translate, translation, translator, in spanish, in french, in german, into english = translate
summarize, summary, tldr, tl;dr, gist, key points = summarize
classify, classification, categorize, categorise, category, label, labels = classify
sentiment, tone, positive or negative, emotion, feeling, opinion mining, review, reviews = sentiment
moderate, moderation, toxic, offensive, nsfw, hate speech, harmful = moderate
entities, named entities, ner, people and places, organizations mentioned = entities
pii, personal data, personal information, sensitive data, gdpr, personally identifiable = pii
extract, scrape, scraping, structured data, to json from page = extract
research, investigate, deep research, research question = research
web answer, answer from web, cited answer, question answering, answer with sources = web answer
council, consensus, multiple models, second opinion, several models, compare models = council
screenshot, capture page, snapshot of page, screen capture = screenshot
markdown, html to markdown, readable text, article text, main content = extract
shorter, shorten, tldr, tl dr, condense, gist, key points, too long = summarize
hide, mask, black out, anonymize, scrub, censor = redact pii
social security number, social security numbers, ssn, personal data, personal information = pii
draw, paint, illustrate, picture of, make an image = image generate
looks like, look like, on a phone, on mobile, mobile view, on an iphone = screenshot
buckets, bucket, triage = classify labels
watercolor, watercolour, oil painting, sketch, cartoon, artwork, header image = image generate
hateful, abusive, hurtful, harassing = moderate
a drawing of, draw me = image generate
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
chatgpt, write poem, write story, write essay, draft reply, brainstorm, brainstorm ideas, rewrite text, rephrase, rephrase text, proofread, fix grammar, grammar check, explain simply, explain code, rephrase email, rewrite email, polite email, sound polite, sound professional = ai chat
tag tickets, route tickets, support tickets, spam detection, label emails, categorize emails, intent message, topic text = classify
several ais, multiple ais, three models, poll models, majority vote, compare answers, cross check answer, get consensus, models agree = council
describe picture, explain picture, image contents, caption photo, caption image, photo show, picture show, accessibility description, alt tag = describe image
names mentioned, companies mentioned, places mentioned, people mentioned, pull names, extract names, mentioned article, brands mentioned = entities
pull prices, scrape product, extract fields, product details page, page into json, page json, fields page, scrape prices, prices from page = extract
logo, make logo, generate logo, design logo, make illustration, create artwork, ai art, generate art, midjourney, stable diffusion, meme, icon design, cover image, product mockup = image generate
offensive comment, inappropriate, safe work, check comment, harmful content, flag comments, filter comments, screen comments, bullying, threatening, user comments, abusive comments, hateful comments, comment section, forum posts = moderate
read receipt, scan receipt, photo document, text photo, text in photo, copy text screenshot, digitize, digitise, read invoice photo, read sign, handwritten note, scanned page, scanned pdf = ocr
contains personal, leak personal, privacy check, privacy scan, detect personal, gdpr check, sensitive info, personal details = pii
research report, background research, investigate topic, due diligence research = research
site look, website look, snapshot website, capture website, picture website, image page, page image, page preview image, looks on mobile = screenshot
customers happy, customers angry, happy or angry, people feel, customer feedback tone, good or bad review, review positive, satisfaction, customer mood, negative reviews = sentiment
summarize article, sum up, boil down, article summary, short version, main points, long article, recap page = summarize
foreign language, what language says = translate
up to date answer, answer online, answer from internet, search answer, current events question, look online answer = web answer
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
blind users, screen reader, screen readers = describe image
trolls, abusive comments, slurs, nasty comments = moderation
receipt photo, scanned pdf, handwriting, photo of a document = ocr
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
triage, triaging, categorize, categorise, pigeonhole = classify labels
cartoon, cartoons, illustration, illustrations, clip art, mascot = generate image
`
