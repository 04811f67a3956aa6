/**
 * Real, well-known domain names for the demo search index, roughly in order of popularity (the
 * position is the domain's rank). Written by hand: the issue names the `top-sites` npm package,
 * whose install script downloads its list from moz.com, which this project cannot depend on.
 *
 * Each line: `domain category [brand as people type it]`. Without a brand, the domain's first
 * label is the brand. The category picks the modifiers the demo corpus combines with the brand.
 */

export const DEMO_CATEGORIES = [
  'search',
  'social',
  'video',
  'shopping',
  'news',
  'tech',
  'software',
  'finance',
  'travel',
  'food',
  'health',
  'education',
  'reference',
  'sports',
  'entertainment',
  'auto',
  'home',
  'jobs',
  'government',
  'telecom',
  'gaming',
  'marketing',
] as const;

export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface DemoDomain {
  domain: string;
  /** 1 = the most popular. */
  rank: number;
  category: DemoCategory;
  /** The brand as people search for it (lower case). */
  brand: string;
}

const LINES = `
google.com search
youtube.com video
facebook.com social
wikipedia.org reference
instagram.com social
amazon.com shopping
twitter.com social
x.com social
linkedin.com social
reddit.com social
yahoo.com search
bing.com search
apple.com tech
microsoft.com software
netflix.com video
whatsapp.com social
tiktok.com social
pinterest.com social
ebay.com shopping
live.com software outlook
office.com software microsoft office
zoom.us software zoom
github.com software
twitch.tv video twitch
walmart.com shopping
duckduckgo.com search
paypal.com finance
imdb.com entertainment
cnn.com news
nytimes.com news new york times
espn.com sports
weather.com reference weather channel
spotify.com entertainment
adobe.com software
dropbox.com software
wordpress.com software
wordpress.org software
blogspot.com software blogger
tumblr.com social
quora.com social
craigslist.org shopping
etsy.com shopping
target.com shopping
bestbuy.com shopping best buy
homedepot.com home home depot
lowes.com home
costco.com shopping
ikea.com home
wayfair.com home
aliexpress.com shopping
alibaba.com shopping
shopify.com software
salesforce.com software
oracle.com software
ibm.com tech
intel.com tech
nvidia.com tech
samsung.com tech
dell.com tech
hp.com tech
lenovo.com tech
cisco.com tech
bbc.com news
bbc.co.uk news bbc
theguardian.com news the guardian
washingtonpost.com news washington post
foxnews.com news fox news
nbcnews.com news nbc news
cbsnews.com news cbs news
abcnews.go.com news abc news
usatoday.com news usa today
wsj.com news wall street journal
bloomberg.com news
reuters.com news
apnews.com news ap news
forbes.com news
cnbc.com finance
businessinsider.com news business insider
huffpost.com news
npr.org news
time.com news time magazine
theatlantic.com news the atlantic
newyorker.com news new yorker
politico.com news
axios.com news
vox.com news
buzzfeed.com entertainment
yelp.com food
tripadvisor.com travel
booking.com travel
expedia.com travel
airbnb.com travel
hotels.com travel
kayak.com travel
priceline.com travel
southwest.com travel southwest airlines
delta.com travel delta airlines
united.com travel united airlines
aa.com travel american airlines
marriott.com travel
hilton.com travel
uber.com travel
lyft.com travel
doordash.com food
grubhub.com food
ubereats.com food uber eats
instacart.com food
allrecipes.com food
foodnetwork.com food food network
seriouseats.com food serious eats
epicurious.com food
starbucks.com food
mcdonalds.com food mcdonalds
dominos.com food dominos
chipotle.com food
webmd.com health
mayoclinic.org health mayo clinic
healthline.com health
nih.gov health
cdc.gov health
who.int health
clevelandclinic.org health cleveland clinic
medlineplus.gov health
drugs.com health
goodrx.com health
cvs.com health
walgreens.com health
fitbit.com health
myfitnesspal.com health
khanacademy.org education khan academy
coursera.org education
udemy.com education
edx.org education
duolingo.com education
quizlet.com education
chegg.com education
harvard.edu education harvard
mit.edu education mit
stanford.edu education stanford
berkeley.edu education uc berkeley
ox.ac.uk education oxford university
cam.ac.uk education cambridge university
britannica.com reference
merriam-webster.com reference merriam webster
dictionary.com reference
thesaurus.com reference
wikihow.com reference
stackoverflow.com software stack overflow
stackexchange.com software stack exchange
medium.com social
substack.com social
archive.org reference internet archive
example.com reference
mozilla.org software mozilla
w3.org reference w3c
w3schools.com education
developer.mozilla.org software mdn
npmjs.com software npm
python.org software python
nodejs.org software node js
docker.com software
gitlab.com software
bitbucket.org software
atlassian.com software
slack.com software
notion.so software notion
trello.com software
asana.com software
monday.com software
hubspot.com marketing
mailchimp.com marketing
canva.com software
figma.com software
wix.com software
squarespace.com software
godaddy.com software
namecheap.com software
cloudflare.com tech
digitalocean.com tech digital ocean
heroku.com software
vercel.com software
netlify.com software
aws.amazon.com tech aws
azure.microsoft.com tech azure
cloud.google.com tech google cloud
openai.com tech
chatgpt.com tech chatgpt
anthropic.com tech
huggingface.co tech hugging face
grammarly.com software
zendesk.com software
intuit.com finance
turbotax.intuit.com finance turbotax
quickbooks.intuit.com finance quickbooks
creditkarma.com finance credit karma
nerdwallet.com finance
bankofamerica.com finance bank of america
chase.com finance chase bank
wellsfargo.com finance wells fargo
citi.com finance citibank
capitalone.com finance capital one
americanexpress.com finance american express
discover.com finance
usbank.com finance us bank
schwab.com finance charles schwab
fidelity.com finance
vanguard.com finance
robinhood.com finance
coinbase.com finance
venmo.com finance
cash.app finance cash app
stripe.com finance
square.com finance
zillow.com home
realtor.com home
redfin.com home
trulia.com home
apartments.com home
houzz.com home
angi.com home
thumbtack.com home
indeed.com jobs
glassdoor.com jobs
monster.com jobs
ziprecruiter.com jobs
usajobs.gov jobs
upwork.com jobs
fiverr.com jobs
irs.gov government
usps.com government
ssa.gov government social security
medicare.gov government
healthcare.gov government
usa.gov government
whitehouse.gov government white house
state.gov government
nasa.gov government
noaa.gov government
census.gov government
gov.uk government
canada.ca government
australia.gov.au government australian government
dmv.org government dmv
verizon.com telecom
att.com telecom at&t
t-mobile.com telecom t mobile
xfinity.com telecom
spectrum.com telecom
comcast.com telecom
vodafone.com telecom
hulu.com video
disneyplus.com video disney plus
max.com video hbo max
paramountplus.com video paramount plus
peacocktv.com video peacock
primevideo.com video prime video
roku.com video
vimeo.com video
dailymotion.com video
crunchyroll.com video
pandora.com entertainment
soundcloud.com entertainment
bandcamp.com entertainment
genius.com entertainment
billboard.com entertainment
rollingstone.com entertainment rolling stone
variety.com entertainment
people.com entertainment people magazine
tmz.com entertainment
eonline.com entertainment e news
rottentomatoes.com entertainment rotten tomatoes
fandango.com entertainment
ticketmaster.com entertainment
eventbrite.com entertainment
goodreads.com entertainment
audible.com entertainment
steampowered.com gaming steam
epicgames.com gaming epic games
roblox.com gaming
minecraft.net gaming minecraft
playstation.com gaming
xbox.com gaming
nintendo.com gaming
ea.com gaming electronic arts
ign.com gaming
gamespot.com gaming
discord.com social
telegram.org social telegram
snapchat.com social
threads.net social threads
mastodon.social social mastodon
nextdoor.com social
meetup.com social
tinder.com social
bumble.com social
match.com social
nfl.com sports
nba.com sports
mlb.com sports
nhl.com sports
fifa.com sports
bleacherreport.com sports bleacher report
cbssports.com sports cbs sports
si.com sports sports illustrated
theathletic.com sports the athletic
olympics.com sports olympics
pga.com sports
draftkings.com sports
fanduel.com sports
nike.com shopping
adidas.com shopping
underarmour.com shopping under armour
newbalance.com shopping new balance
zappos.com shopping
nordstrom.com shopping
macys.com shopping macys
kohls.com shopping kohls
jcpenney.com shopping jcpenney
gap.com shopping
oldnavy.com shopping old navy
hm.com shopping h&m
zara.com shopping
uniqlo.com shopping
sephora.com shopping
ulta.com shopping
shein.com shopping
temu.com shopping
wish.com shopping
overstock.com shopping
chewy.com shopping
petco.com shopping
petsmart.com shopping
kroger.com food
wholefoodsmarket.com food whole foods
traderjoes.com food trader joes
samsclub.com shopping sams club
dollargeneral.com shopping dollar general
staples.com shopping
officedepot.com shopping office depot
newegg.com shopping
bhphotovideo.com shopping b&h photo
rei.com shopping
dickssportinggoods.com shopping dicks sporting goods
autozone.com auto
advanceautoparts.com auto advance auto parts
carmax.com auto
carvana.com auto
cars.com auto
autotrader.com auto
kbb.com auto kelley blue book
edmunds.com auto
tesla.com auto
ford.com auto
toyota.com auto
honda.com auto
chevrolet.com auto
nissanusa.com auto nissan
bmwusa.com auto bmw
mercedes-benz.com auto mercedes
hyundaiusa.com auto hyundai
kia.com auto
jeep.com auto
subaru.com auto
geico.com finance
progressive.com finance
statefarm.com finance state farm
allstate.com finance
libertymutual.com finance liberty mutual
usaa.com finance
aetna.com health
cigna.com health
unitedhealthcare.com health united healthcare
kaiserpermanente.org health kaiser permanente
bluecrossblueshield.com health blue cross blue shield
theverge.com tech the verge
techcrunch.com tech
wired.com tech
arstechnica.com tech ars technica
engadget.com tech
cnet.com tech
zdnet.com tech
gizmodo.com tech
mashable.com tech
pcmag.com tech
tomsguide.com tech toms guide
tomshardware.com tech toms hardware
macrumors.com tech
9to5mac.com tech
androidauthority.com tech android authority
xda-developers.com tech xda developers
howtogeek.com tech how to geek
lifehacker.com tech
speedtest.net tech speedtest
downdetector.com tech
ycombinator.com tech y combinator
producthunt.com tech product hunt
crunchbase.com tech
g2.com software
capterra.com software
trustpilot.com reference
bbb.org reference better business bureau
consumerreports.org reference consumer reports
wirecutter.com reference
investopedia.com finance
marketwatch.com finance
morningstar.com finance
finance.yahoo.com finance yahoo finance
seekingalpha.com finance seeking alpha
fool.com finance motley fool
bankrate.com finance
xe.com finance
mint.com finance
economist.com news the economist
ft.com news financial times
latimes.com news los angeles times
chicagotribune.com news chicago tribune
nypost.com news new york post
dailymail.co.uk news daily mail
independent.co.uk news the independent
telegraph.co.uk news the telegraph
aljazeera.com news al jazeera
dw.com news deutsche welle
lemonde.fr news le monde
spiegel.de news der spiegel
nationalgeographic.com reference national geographic
smithsonianmag.com reference smithsonian
scientificamerican.com reference scientific american
nature.com reference
sciencedirect.com reference
springer.com reference
researchgate.net reference
scholar.google.com reference google scholar
jstor.org reference
pubmed.ncbi.nlm.nih.gov health pubmed
translate.google.com reference google translate
maps.google.com travel google maps
mail.google.com software gmail
drive.google.com software google drive
docs.google.com software google docs
news.google.com news google news
play.google.com software google play
support.google.com reference google support
outlook.com software
skype.com software
icloud.com tech
protonmail.com software proton mail
lastpass.com software
1password.com software 1password
nordvpn.com software
expressvpn.com software
norton.com software
mcafee.com software
avast.com software
malwarebytes.com software
teamviewer.com software
autodesk.com software
mathworks.com software matlab
wolframalpha.com education wolfram alpha
desmos.com education
overleaf.com education
blackboard.com education
instructure.com education canvas
collegeboard.org education college board
commonapp.org education common app
act.org education
ets.org education
kaplan.com education
princetonreview.com education princeton review
ted.com education
masterclass.com education
skillshare.com education
codecademy.com education
freecodecamp.org education free code camp
leetcode.com education
hackerrank.com education
kaggle.com education
moz.com marketing
semrush.com marketing
ahrefs.com marketing
spyfu.com marketing
similarweb.com marketing
searchengineland.com marketing search engine land
searchenginejournal.com marketing search engine journal
backlinko.com marketing
neilpatel.com marketing neil patel
yoast.com marketing
hootsuite.com marketing
buffer.com marketing
sproutsocial.com marketing sprout social
constantcontact.com marketing constant contact
surveymonkey.com software
typeform.com software
docusign.com software
calendly.com software
loom.com software
miro.com software
airtable.com software
zapier.com software
clickup.com software
basecamp.com software
`;

function parseLine(line: string, index: number): DemoDomain {
  const [domain = '', category = '', ...brandWords] = line.trim().split(/\s+/);
  if (!(DEMO_CATEGORIES as readonly string[]).includes(category)) {
    throw new Error(`demoDomains: unknown category ${category} for ${domain}`);
  }
  const brand = brandWords.length > 0 ? brandWords.join(' ') : (domain.split('.')[0] ?? domain);
  return { domain, rank: index + 1, category: category as DemoCategory, brand };
}

/** The demo domains, rank 1 first. */
export const DEMO_DOMAINS: readonly DemoDomain[] = LINES.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '')
  .map(parseLine);
