/**
 * Country codes as the providers want them. The corpus keeps a lower-case ISO 3166-1 alpha-2 code
 * ('us', 'gb'); DataForSEO locates a country by `location_code`, which is 2000 + the country's ISO
 * 3166-1 numeric code (2840 United States, 2826 United Kingdom), and SerpApi's Google country list
 * spells the United Kingdom 'uk'.
 */

/**
 * ISO 3166-1 alpha-2 → numeric, for every assigned code (generated from Debian's iso-codes 4.15
 * iso_3166-1.json). A numeric code rather than DataForSEO's location_name: the name must match
 * DataForSEO's own spelling ('United Kingdom', not 'UK'), the number follows from the standard.
 */
const ISO_NUMERIC_TABLE =
  'ad:20 ae:784 af:4 ag:28 ai:660 al:8 am:51 ao:24 aq:10 ar:32 as:16 at:40 au:36 aw:533 ax:248 ' +
  'az:31 ba:70 bb:52 bd:50 be:56 bf:854 bg:100 bh:48 bi:108 bj:204 bl:652 bm:60 bn:96 bo:68 bq:535 ' +
  'br:76 bs:44 bt:64 bv:74 bw:72 by:112 bz:84 ca:124 cc:166 cd:180 cf:140 cg:178 ch:756 ci:384 ' +
  'ck:184 cl:152 cm:120 cn:156 co:170 cr:188 cu:192 cv:132 cw:531 cx:162 cy:196 cz:203 de:276 ' +
  'dj:262 dk:208 dm:212 do:214 dz:12 ec:218 ee:233 eg:818 eh:732 er:232 es:724 et:231 fi:246 fj:242 ' +
  'fk:238 fm:583 fo:234 fr:250 ga:266 gb:826 gd:308 ge:268 gf:254 gg:831 gh:288 gi:292 gl:304 ' +
  'gm:270 gn:324 gp:312 gq:226 gr:300 gs:239 gt:320 gu:316 gw:624 gy:328 hk:344 hm:334 hn:340 ' +
  'hr:191 ht:332 hu:348 id:360 ie:372 il:376 im:833 in:356 io:86 iq:368 ir:364 is:352 it:380 je:832 ' +
  'jm:388 jo:400 jp:392 ke:404 kg:417 kh:116 ki:296 km:174 kn:659 kp:408 kr:410 kw:414 ky:136 ' +
  'kz:398 la:418 lb:422 lc:662 li:438 lk:144 lr:430 ls:426 lt:440 lu:442 lv:428 ly:434 ma:504 ' +
  'mc:492 md:498 me:499 mf:663 mg:450 mh:584 mk:807 ml:466 mm:104 mn:496 mo:446 mp:580 mq:474 ' +
  'mr:478 ms:500 mt:470 mu:480 mv:462 mw:454 mx:484 my:458 mz:508 na:516 nc:540 ne:562 nf:574 ' +
  'ng:566 ni:558 nl:528 no:578 np:524 nr:520 nu:570 nz:554 om:512 pa:591 pe:604 pf:258 pg:598 ' +
  'ph:608 pk:586 pl:616 pm:666 pn:612 pr:630 ps:275 pt:620 pw:585 py:600 qa:634 re:638 ro:642 ' +
  'rs:688 ru:643 rw:646 sa:682 sb:90 sc:690 sd:729 se:752 sg:702 sh:654 si:705 sj:744 sk:703 sl:694 ' +
  'sm:674 sn:686 so:706 sr:740 ss:728 st:678 sv:222 sx:534 sy:760 sz:748 tc:796 td:148 tf:260 ' +
  'tg:768 th:764 tj:762 tk:772 tl:626 tm:795 tn:788 to:776 tr:792 tt:780 tv:798 tw:158 tz:834 ' +
  'ua:804 ug:800 um:581 us:840 uy:858 uz:860 va:336 vc:670 ve:862 vg:92 vi:850 vn:704 vu:548 wf:876 ' +
  'ws:882 ye:887 yt:175 za:710 zm:894 zw:716';

const ISO_NUMERIC = new Map<string, number>(
  ISO_NUMERIC_TABLE.trim()
    .split(' ')
    .map((pair) => {
      const [alpha2, numeric] = pair.split(':');
      return [alpha2 ?? '', Number(numeric)];
    }),
);

/** DataForSEO's location codes for countries: 2000 + the ISO numeric code. */
const DATAFORSEO_COUNTRY_LOCATION_BASE = 2000;

/** 'UK' is Google's (and the product's) name for GB; every other code is ISO already. */
export function isoCountryCode(country: string): string {
  const code = country.trim().toLowerCase();
  return code === 'uk' ? 'gb' : code;
}

/** DataForSEO's location_code for a country, or null for a code that is not an ISO country. */
export function dataForSeoLocationCode(country: string): number | null {
  const numeric = ISO_NUMERIC.get(isoCountryCode(country));
  return numeric === undefined ? null : DATAFORSEO_COUNTRY_LOCATION_BASE + numeric;
}

/** The `gl` value of SerpApi's Google country list ('uk' for the United Kingdom). */
export function serpApiCountry(country: string): string {
  const code = isoCountryCode(country);
  return code === 'gb' ? 'uk' : code;
}

/**
 * The language searches of a country are made in (DataForSEO requires one; the others take it as
 * `hl`). The main markets of src/lib/countries.ts get their majority language; any other country
 * English, the language of the corpus's demo data.
 */
const COUNTRY_LANGUAGES: Record<string, string> = {
  ar: 'es',
  at: 'de',
  be: 'nl',
  br: 'pt',
  ch: 'de',
  de: 'de',
  dk: 'da',
  es: 'es',
  fr: 'fr',
  it: 'it',
  jp: 'ja',
  mx: 'es',
  nl: 'nl',
  no: 'no',
  pt: 'pt',
  se: 'sv',
  ua: 'uk',
};
const DEFAULT_LANGUAGE = 'en';

export function languageOf(country: string): string {
  return COUNTRY_LANGUAGES[isoCountryCode(country)] ?? DEFAULT_LANGUAGE;
}
