// The demo community's events: written by three travellers, each in their own language (Jana and Marek in
// Slovak, Tom in English), in every section and subsection, across Europe and a little beyond.
// Places and roads are real; the photos and route files are generated (landscape.ts, gpx-track.ts).
import type { AccessCode, Country, Section } from '@travel/domain'
import type { DemoUserKey } from './demo-users'
import type { TrackSpec } from './gpx-track'
import type { SceneSpec } from './landscape'

/** When the trip happened: the latest such day not after today, `yearsAgo` years further back. */
export interface DemoWhen {
  month: number
  day: number
  yearsAgo: 0 | 1
}

export type DemoTrack = Pick<
  TrackSpec,
  'lengthKm' | 'bearing' | 'winding' | 'baseElevation' | 'relief' | 'speedKmh' | 'heights' | 'via'
>

export interface DemoEvent {
  /** stable key: seeds the picture and the track, and names wishlist entries */
  key: string
  author: DemoUserKey
  title: string
  description: string
  section: Section
  country: Country
  access: AccessCode
  /** [lat, lng]: the place, or where a route's track starts (routes and itineraries send no coordinates) */
  at: readonly [number, number]
  when: DemoWhen
  map?: string
  scene: SceneSpec
  /** routes and itineraries carry a GPX track; a few camps carry the track of their approach */
  track?: DemoTrack
}

const camp = (sub: 'natural' | 'created'): Section => ({ main: 'camp', sub })
const route = (sub: 'offroad' | 'caravan_car'): Section => ({ main: 'route', sub })
const places = (sub: 'nature' | 'built' | 'views'): Section => ({ main: 'places', sub })
const itinerary: Section = { main: 'itinerary', sub: null }

const googleMaps = ([lat, lng]: readonly [number, number]) => `https://www.google.com/maps?q=${lat},${lng}`
const mapyCz = ([lat, lng]: readonly [number, number]) => `https://mapy.cz/turisticka?x=${lng}&y=${lat}&z=14`

export const DEMO_EVENTS: readonly DemoEvent[] = [
  // ── camp / natural ────────────────────────────────────────────────────────────────────────────────
  {
    key: 'liptov-meadow',
    author: 'marek',
    title: 'Nocľah na lúke nad Liptovskou Marou',
    description:
      'Malá lúka nad priehradou, kam sa dostanete po poľnej ceste z Bobrovníka. Posledný kilometer je rozbitý, s osobákom radšej nie.\n\nVečer krásny západ slnka nad Chočom, ráno hmla nad vodou. Oheň len v pripravenom ohnisku a odpadky si zoberte so sebou.',
    section: camp('natural'),
    country: 'Slovakia',
    access: 2,
    at: [49.124236, 19.511347],
    when: { month: 8, day: 14, yearsAgo: 1 },
    map: mapyCz([49.124236, 19.511347]),
    scene: { terrain: 'alpine', water: 'lake', props: ['offroader', 'campfire'] },
    // the field track up from Bobrovník
    track: { lengthKm: 6, bearing: 20, winding: 0.5, baseElevation: 570, relief: 120, speedKmh: 12 },
  },
  {
    key: 'gjende-wild-camp',
    author: 'tom',
    title: 'Wild camp above Lake Gjende',
    description:
      'Right to roam at its best: a flat gravel spot above the lake, a short walk from the Valdresflye road. We arrived at 10 pm and it was still light enough to cook without a head torch.\n\nTake everything out with you, and keep 150\u00a0m from the nearest cabin as the law asks.',
    section: camp('natural'),
    country: 'Norway',
    access: 1,
    at: [61.491523, 8.806012],
    when: { month: 7, day: 9, yearsAgo: 1 },
    scene: { terrain: 'alpine', water: 'lake', props: ['tent'] },
  },
  {
    key: 'prespa-shore',
    author: 'jana',
    title: 'Na divoko pri Prespanskom jazere',
    description:
      'S karavanom sme stáli tri noci na tráve hneď pri vode neďaleko dediny Stenje. Miestni boli veľmi milí, ráno nám susedka priniesla čerstvé jablká.\n\nCesta je úzka, ale asfaltová, náš 7-metrový karavan prešiel bez problémov. Voda a obchod sú v Carev Dvore.',
    section: camp('natural'),
    country: 'North Macedonia',
    access: 0,
    at: [40.941876, 20.923915],
    when: { month: 9, day: 3, yearsAgo: 0 },
    map: googleMaps([40.941876, 20.923915]),
    scene: { terrain: 'hills', water: 'lake', props: ['caravan'] },
  },
  {
    key: 'erg-chebbi-bush-camp',
    author: 'tom',
    title: 'Bush camp in the Erg Chebbi dunes',
    description:
      "We drove round the north end of the erg and camped in the lee of a big dune, well away from the tourist bivouacs. Deflate to 1.2 bar before you leave the piste, and don't try it in August.\n\nThe silence and the stars were worth every kilometre of washboard.",
    section: camp('natural'),
    country: 'Morocco',
    access: 2,
    at: [31.182611, -3.978542],
    when: { month: 11, day: 18, yearsAgo: 1 },
    scene: { terrain: 'desert', props: ['offroader', 'tent', 'campfire'], trees: false },
  },
  {
    key: 'kazbek-night',
    author: 'marek',
    title: 'Noc pod Kazbekom',
    description:
      'Od kostola Cminda Sameba sme pokračovali po štrkovej ceste ďalej do doliny. Miesto na spanie je na rovnej plošine pri potoku s výhľadom na Kazbek priamo zo strešného stanu.\n\nV noci bola zima aj v júli, zoberte si teplý spacák.',
    section: camp('natural'),
    country: 'Georgia',
    access: 2,
    at: [42.668154, 44.614302],
    when: { month: 7, day: 22, yearsAgo: 0 },
    map: googleMaps([42.668154, 44.614302]),
    scene: { terrain: 'alpine', road: 'gravel', props: ['offroader', 'tent'] },
    // the gravel road on from the church
    track: {
      lengthKm: 9,
      bearing: 160,
      winding: 0.6,
      baseElevation: 1740,
      relief: 430,
      speedKmh: 14,
      // from Stepantsminda up to the Gergeti Trinity church
      heights: [1740, 1850, 2000, 2170],
    },
  },
  {
    key: 'loch-etive',
    author: 'tom',
    title: 'Quiet pitch by Loch Etive',
    description:
      "A grassy spot at the end of the single-track road down Glen Etive. Scotland's access code allows wild camping, but please park only in the laybys and use the passing places properly.\n\nMidges were fierce at dusk in June; a breeze off the loch kept them away in the morning.",
    section: camp('natural'),
    country: 'United_Kingdom',
    access: 1,
    at: [56.548213, -5.034917],
    when: { month: 6, day: 12, yearsAgo: 1 },
    scene: { terrain: 'alpine', water: 'lake', props: ['tent', 'car'] },
  },
  // ── camp / created ────────────────────────────────────────────────────────────────────────────────
  {
    key: 'besenova-camp',
    author: 'jana',
    title: 'Kemp pri termálnom kúpalisku Bešeňová',
    description:
      'Veľký kemp priamo pri aquaparku, parcely s elektrinou 16 A, čisté sprchy aj práčovňa. Deti boli nadšené a vstup do bazénov máte s kempom zľavnený.\n\nV lete odporúčam rezervovať vopred, cez víkendy je plno. Na jeseň je tu ticho a teplá voda je najlepšia, keď je vonku chladno.',
    section: camp('created'),
    country: 'Slovakia',
    access: 0,
    at: [49.101972, 19.437204],
    when: { month: 10, day: 5, yearsAgo: 1 },
    map: mapyCz([49.101972, 19.437204]),
    scene: { terrain: 'hills', props: ['caravan'] },
  },
  // the same camp added again by another traveller (docs/moderation.md "Duplicates"): a claim waits for
  // the moderators in the demo queue (demo-duplicates.ts)
  {
    key: 'besenova-camp-again',
    author: 'tom',
    title: 'Bešeňová thermal park campsite',
    description:
      'Big campsite next to the thermal water park, pitches with electricity and clean showers. We stayed two nights in the caravan; the pools are a short walk from the gate.',
    section: camp('created'),
    country: 'Slovakia',
    access: 0,
    at: [49.10345, 19.43902],
    when: { month: 4, day: 18, yearsAgo: 0 },
    scene: { terrain: 'hills', props: ['caravan', 'car'] },
  },
  {
    key: 'balaton-north-shore',
    author: 'jana',
    title: 'Kemp na severnom brehu Balatonu',
    description:
      'Tienisté miesta pod platanmi, vlastná pláž a plytká voda, ideálne s malými deťmi. Na bicykli sa dá ísť po cyklotrase okolo jazera až do Tihany.\n\nMínus: cez víkend hlasná hudba zo susednej reštaurácie do polnoci.',
    section: camp('created'),
    country: 'Hungary',
    access: 0,
    at: [46.882351, 17.749286],
    when: { month: 7, day: 28, yearsAgo: 1 },
    scene: { terrain: 'plains', water: 'lake', props: ['caravan'] },
  },
  {
    key: 'bled-family-campsite',
    author: 'tom',
    title: 'Family campsite near Lake Bled',
    description:
      "Terraced pitches under the trees, five minutes' walk from the lake. Facilities are spotless and the shop sells fresh bread every morning.\n\nIt's busy in August, so book early or come in June like we did. The Vintgar gorge is an easy cycle away.",
    section: camp('created'),
    country: 'Slovenia',
    access: 0,
    at: [46.361954, 14.081127],
    when: { month: 6, day: 20, yearsAgo: 0 },
    map: googleMaps([46.361954, 14.081127]),
    scene: { terrain: 'alpine', water: 'lake', props: ['caravan'] },
  },
  {
    key: 'tara-bridge-camp',
    author: 'marek',
    title: 'Kemp pri moste cez Taru',
    description:
      'Malý rodinný kemp kúsok od mosta Đurđevića Tara. Majiteľ organizuje rafting aj zipline a večer griluje jahňacinu.\n\nPríjazd od Žabljaku je v poriadku aj s prívesom, len pozor na úzke neosvetlené tunely pred mostom.',
    section: camp('created'),
    country: 'Montenegro',
    access: 1,
    at: [43.149802, 19.301126],
    when: { month: 8, day: 2, yearsAgo: 0 },
    scene: { terrain: 'alpine', props: ['tent', 'car'] },
  },
  {
    key: 'garda-terraces',
    author: 'tom',
    title: 'Terraced campsite above Lake Garda',
    description:
      'Steep access road, but the view from the upper terraces is unbeatable: the whole northern lake with Monte Baldo behind. Motorhomes over 7\u00a0m get the lower pitches by the pool.\n\nThe ferry from Malcesine saves a lot of driving round the lake.',
    section: camp('created'),
    country: 'Italy',
    access: 0,
    at: [45.766312, 10.809147],
    when: { month: 5, day: 17, yearsAgo: 1 },
    scene: { terrain: 'alpine', water: 'lake', props: ['caravan'] },
  },
  {
    key: 'zlatni-rat-camp',
    author: 'jana',
    title: 'Kemp pri pláži Zlatni rat',
    description:
      'Kemp v borovicovom lese, na pláž Zlatni rat je to desať minút pešo. Na Brač sme išli trajektom zo Splitu do Supetaru, miesto pre karavan treba rezervovať vopred.\n\nV máji bolo poloprázdno a more už bolo príjemné na kúpanie.',
    section: camp('created'),
    country: 'Croatia',
    access: 0,
    at: [43.257108, 16.638274],
    when: { month: 5, day: 26, yearsAgo: 0 },
    map: googleMaps([43.257108, 16.638274]),
    scene: { terrain: 'coast', water: 'sea', props: ['caravan'] },
  },
  // ── route / offroad ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'apuseni-gravel',
    author: 'marek',
    title: 'Štrkové cesty pohoria Apuseni',
    description:
      'Dvojdňový okruh po lesných a štrkových cestách okolo planiny Padiș. Väčšina je zjazdná aj pre SUV, ale úsek k jaskyni Cetățile Ponorului je po daždi poriadne rozbahnený.\n\nGPX je zo skutočnej jazdy. Brody prechádzajte len pri nízkej vode.',
    section: route('offroad'),
    country: 'Romania',
    access: 2,
    at: [46.561203, 22.701455],
    when: { month: 9, day: 14, yearsAgo: 1 },
    scene: { terrain: 'hills', road: 'gravel', props: ['offroader'] },
    track: { lengthKm: 95, bearing: 60, winding: 0.7, baseElevation: 900, relief: 500, speedKmh: 18 },
  },
  {
    key: 'theth-pass',
    author: 'marek',
    title: 'Cesta do Thethu cez priesmyk',
    description:
      'Legendárna cesta z Kopliku cez priesmyk Qafa e Thores do doliny Theth. Dnes je väčšina vyasfaltovaná, ale posledné kilometre dolu do dediny sú stále štrk a kamene.\n\nStúpanie na priesmyk má vyše 1\u00a0600 výškových metrov, v máji ešte ležal sneh pri ceste. Pneumatiky AT stačia.',
    section: route('offroad'),
    country: 'Albania',
    access: 2,
    at: [42.213064, 19.436021],
    when: { month: 5, day: 30, yearsAgo: 1 },
    map: 'https://www.google.com/maps/dir/Koplik/Theth',
    scene: { terrain: 'alpine', road: 'gravel', props: ['offroader'] },
    track: {
      lengthKm: 70,
      bearing: 50,
      winding: 0.9,
      baseElevation: 100,
      relief: 1530,
      speedKmh: 20,
      // Koplik, up to Qafa e Thores (1,630 m), down into the Theth valley
      heights: [100, 250, 700, 1300, 1630, 1200, 750],
    },
  },
  {
    key: 'abano-pass',
    author: 'tom',
    title: 'The Abano Pass road to Tusheti',
    description:
      "Often called one of the most dangerous roads in the world, and the drops are real: 72\u00a0km of narrow shelf track over the 2,850\u00a0m Abano Pass. It is open roughly June to October only.\n\nWe took it slowly in low range and met two trucks and a flock of sheep. Fuel up in Telavi; there's none in Tusheti.",
    section: route('offroad'),
    country: 'Georgia',
    access: 2,
    at: [42.111427, 45.432185],
    when: { month: 8, day: 21, yearsAgo: 1 },
    map: 'https://www.google.com/maps/dir/Pshaveli/Omalo',
    scene: { terrain: 'alpine', road: 'gravel', props: ['offroader'] },
    track: {
      lengthKm: 72,
      bearing: 30,
      winding: 1,
      baseElevation: 700,
      relief: 2150,
      speedKmh: 15,
      // Pshaveli, over the Abano pass (2,850 m), down to Omalo
      heights: [700, 1100, 1900, 2600, 2850, 2300, 1880],
    },
  },
  {
    key: 'merzouga-zagora-piste',
    author: 'tom',
    title: 'Desert piste from Merzouga to Zagora',
    description:
      'Two days of sand, stone and dry riverbeds between Merzouga and Zagora via Ramlia and Tafraoute Sidi Ali. Navigation is easy with the GPX, but the soft sand sections need momentum.\n\nTravel with a second vehicle: we met nobody for six hours.',
    section: route('offroad'),
    country: 'Morocco',
    access: 2,
    at: [31.080452, -4.012877],
    when: { month: 3, day: 10, yearsAgo: 1 },
    scene: { terrain: 'desert', road: 'gravel', props: ['offroader'], trees: false },
    track: {
      lengthKm: 240,
      bearing: 240,
      winding: 0.25,
      baseElevation: 700,
      relief: 300,
      speedKmh: 35,
      // Tazzarine, Zagora
      via: [
        [30.78, -5.57],
        [30.33, -5.84],
      ],
    },
  },
  {
    key: 'vranica-loop',
    author: 'marek',
    title: 'Okruh cez planinu Vranica',
    description:
      'Štrkové cesty okolo jazera Prokoško a cez náhornú planinu. Krásne salaše, pastieri a inak nikde nikto.\n\nPozor: mimo vyznačených ciest ešte stále môžu byť míny z vojny. Z cesty neschádzajte a rešpektujte výstražné tabule.',
    section: route('offroad'),
    country: 'Bosnia_Herzegovina',
    access: 2,
    at: [43.951844, 17.731209],
    when: { month: 6, day: 25, yearsAgo: 0 },
    scene: { terrain: 'alpine', road: 'gravel', props: ['offroader', 'tent'] },
    track: { lengthKm: 65, bearing: 300, winding: 0.8, baseElevation: 1000, relief: 900, speedKmh: 16 },
  },
  {
    key: 'kalmak-ashuu',
    author: 'tom',
    title: 'Over the Kalmak-Ashuu pass to Song-Kul',
    description:
      'The northern approach to Song-Kul climbs through a red canyon and over the 3,446\u00a0m Kalmak-Ashuu pass, then drops to a lake at 3,000\u00a0m with yurt camps and horses everywhere.\n\nThe track is fine for any 4x4 in summer; the switchbacks below the pass get muddy after rain. We slept at the lake: minus 2\u00a0°C in August.',
    section: route('offroad'),
    country: 'Kyrgyzstan',
    access: 2,
    at: [42.150218, 75.451903],
    when: { month: 8, day: 8, yearsAgo: 0 },
    scene: { terrain: 'alpine', water: 'lake', road: 'gravel', props: ['offroader'] },
    track: {
      lengthKm: 85,
      bearing: 230,
      winding: 0.6,
      baseElevation: 1800,
      relief: 1650,
      speedKmh: 22,
      // up the red canyon to the Kalmak-Ashuu pass (3,446 m), then down to the lake at 3,016 m
      heights: [1800, 2200, 2800, 3446, 3100, 3016, 3016],
    },
  },
  // ── route / caravan & car ─────────────────────────────────────────────────────────────────────────
  {
    key: 'atlantic-road',
    author: 'jana',
    title: 'Atlantická cesta s karavanom',
    description:
      'Slávna cesta po mostoch medzi ostrovčekmi je s karavanom v pohode, len na moste Storseisundet treba rátať s bočným vetrom. Zastavte na parkovisku Eldhusøya, je tam chodník okolo ostrova.\n\nOdporúčam pokračovať cez Bud až do Molde a ďalej na Trollstigen.',
    section: route('caravan_car'),
    country: 'Norway',
    access: 0,
    at: [63.071502, 7.605233],
    when: { month: 7, day: 6, yearsAgo: 0 },
    map: 'https://www.google.com/maps/dir/Kristiansund/Bud',
    scene: { terrain: 'coast', water: 'sea', road: 'asphalt', props: ['caravan'] },
    track: { lengthKm: 45, bearing: 240, winding: 0.35, baseElevation: 5, relief: 25, speedKmh: 45 },
  },
  {
    key: 'transfagarasan',
    author: 'jana',
    title: 'Transfăgărășan z juhu na sever',
    description:
      'Cesta je otvorená len od júla do októbra. S karavanom nad 7\u00a0m by som nešla, serpentíny pod jazerom Bâlea sú ostré. My sme išli autom a karavan nechali v kempe v Curtea de Argeș.\n\nNa priehrade Vidraru zastavte na kávu. Hore pri jazere je vždy plno, príďte skoro ráno.',
    section: route('caravan_car'),
    country: 'Romania',
    access: 1,
    at: [45.350117, 24.630264],
    when: { month: 8, day: 12, yearsAgo: 1 },
    map: 'https://www.google.com/maps/dir/Curtea+de+Arge%C8%99/B%C3%A2lea+Lac',
    scene: { terrain: 'alpine', road: 'asphalt', props: ['car'] },
    track: {
      lengthKm: 90,
      bearing: 0,
      winding: 0.85,
      baseElevation: 450,
      relief: 1600,
      speedKmh: 30,
      // from the Argeș valley over Bâlea Lac (2,042 m) and down to the Olt plain
      heights: [450, 600, 1000, 1600, 2042, 1400, 800, 500],
    },
  },
  {
    key: 'iceland-south-coast',
    author: 'tom',
    title: 'Ring Road: Vík to Jökulsárlón',
    description:
      'The south coast stretch of Route 1 is easy driving on good tarmac, but the wind is the real hazard for motorhomes. Check road.is and vedur.is before you set off; we waited half a day in Vík for the gusts to drop.\n\nStops we loved: Fjaðrárgljúfur canyon, Skaftafell, and the glacier lagoon at sunset.',
    section: route('caravan_car'),
    country: 'Iceland',
    access: 0,
    at: [63.419031, -19.006122],
    when: { month: 9, day: 27, yearsAgo: 1 },
    scene: { terrain: 'alpine', road: 'asphalt', props: ['caravan'], trees: false },
    track: {
      lengthKm: 190,
      bearing: 70,
      winding: 0.2,
      baseElevation: 20,
      relief: 80,
      speedKmh: 70,
      // Kirkjubæjarklaustur, Skaftafell, the lagoon
      via: [
        [63.79, -18.05],
        [64.0, -16.95],
        [64.05, -16.2],
      ],
    },
  },
  {
    key: 'pieniny-loop',
    author: 'jana',
    title: 'Okolo Pienin a Zamaguria',
    description:
      'Pokojná vyhliadková trasa z Kežmarku cez Spišskú Starú Ves do Červeného Kláštora a späť cez Osturňu. Cesty sú úzke, ale s autom aj malým prívesom v pohode.\n\nV Osturni nevynechajte drevenice a na Dunajci splav na pltiach.',
    section: route('caravan_car'),
    country: 'Slovakia',
    access: 1,
    at: [49.138412, 20.430518],
    when: { month: 10, day: 1, yearsAgo: 0 },
    scene: { terrain: 'hills', road: 'asphalt', props: ['church', 'car'] },
    track: { lengthKm: 70, bearing: 20, winding: 0.6, baseElevation: 450, relief: 400, speedKmh: 45 },
  },
  {
    key: 'grandes-alpes-north',
    author: 'tom',
    title: "Route des Grandes Alpes: Thonon to Val d'Isère",
    description:
      "The northern half of the great Alpine traverse: Col des Gets, Col de la Colombière, Col des Aravis and the Cormet de Roselend before the climb to Val d'Isère. All passable with a 7\u00a0m motorhome, just slow.\n\nThe Iseran is usually open from mid-June; we crossed on the 2nd of July with snow walls on both sides.",
    section: route('caravan_car'),
    country: 'France',
    access: 0,
    at: [46.370524, 6.479911],
    when: { month: 7, day: 2, yearsAgo: 1 },
    scene: { terrain: 'alpine', road: 'asphalt', props: ['caravan'] },
    track: {
      lengthKm: 180,
      bearing: 175,
      winding: 0.75,
      baseElevation: 400,
      relief: 2360,
      speedKmh: 40,
      // Thonon, Col des Gets, Colombière, Aravis, Saisies, Bourg-Saint-Maurice, up to the Iseran (2,764 m)
      heights: [400, 1170, 900, 1613, 950, 1486, 1000, 1650, 840, 1850, 2764, 1800],
      // the passes: Gets, Colombière, Aravis, Saisies, Roselend, then Bourg-Saint-Maurice, Val d'Isère
      via: [
        [46.16, 6.66],
        [46.0, 6.47],
        [45.87, 6.46],
        [45.76, 6.53],
        [45.69, 6.7],
        [45.62, 6.77],
        [45.45, 6.98],
      ],
    },
  },
  {
    key: 'adriatic-highway',
    author: 'marek',
    title: 'Jadranská magistrála zo Splitu do Dubrovníka',
    description:
      'Najkrajšia pobrežná cesta, akú poznám. Od Omiša po Makarskú máte more stále po pravej ruke, za Pločami sa prechádza cez Neum v Bosne a Hercegovine, takže majte pri sebe doklady.\n\nNový Pelješacký most ušetrí hraničnú kontrolu, ak idete rovno do Dubrovníka.',
    section: route('caravan_car'),
    country: 'Croatia',
    access: 1,
    at: [43.508132, 16.440193],
    when: { month: 6, day: 8, yearsAgo: 1 },
    map: 'https://www.google.com/maps/dir/Split/Dubrovnik',
    scene: { terrain: 'coast', water: 'sea', road: 'asphalt', props: ['car'] },
    track: {
      lengthKm: 230,
      bearing: 120,
      winding: 0.45,
      baseElevation: 30,
      relief: 250,
      speedKmh: 55,
      // Omiš, Makarska, Ploče, Ston, Dubrovnik
      via: [
        [43.47, 16.73],
        [43.32, 17.06],
        [43.08, 17.48],
        [42.85, 17.72],
        [42.65, 18.1],
      ],
    },
  },
  // ── places / nature ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'sucha-bela',
    author: 'jana',
    title: 'Prielom Hornádu a Suchá Belá',
    description:
      'Najznámejšie rokliny Slovenského raja: rebríky, stúpačky a vodopády. S deťmi od ôsmich rokov to zvládnete, rátajte so štyrmi hodinami.\n\nSuchá Belá je jednosmerná, ide sa len smerom hore. Parkovisko v Podlesku je platené, v lete príďte pred deviatou.',
    section: places('nature'),
    country: 'Slovakia',
    access: 1,
    at: [48.943077, 20.395201],
    when: { month: 6, day: 29, yearsAgo: 1 },
    map: mapyCz([48.943077, 20.395201]),
    scene: { terrain: 'hills', props: ['car'] },
  },
  {
    key: 'plitvice-early',
    author: 'tom',
    title: 'Plitvice Lakes at opening time',
    description:
      "Get to Entrance 1 at 7 am and you'll have the boardwalks almost to yourself for an hour. By eleven it's a queue.\n\nWe stayed at a campsite in Korana, 6\u00a0km away, and cycled in. Buy tickets online: in summer they sell out by noon.",
    section: places('nature'),
    country: 'Croatia',
    access: 0,
    at: [44.865397, 15.582004],
    when: { month: 10, day: 14, yearsAgo: 1 },
    scene: { terrain: 'hills', water: 'lake' },
  },
  {
    key: 'soca-bovec',
    author: 'marek',
    title: 'Smaragdová Soča pri Bovci',
    description:
      'Rieka Soča má farbu, ktorej na fotkách nikto neverí. Najkrajšie úseky sú pri Veľkom koryte a v Trente.\n\nParkovisko pri koryte je platené a malé, karavany musia zostať dole v Bovci. Kúpanie len pre otužilcov, voda má 9\u00a0°C aj v auguste.',
    section: places('nature'),
    country: 'Slovenia',
    access: 1,
    at: [46.338012, 13.552108],
    when: { month: 8, day: 24, yearsAgo: 0 },
    map: googleMaps([46.338012, 13.552108]),
    scene: { terrain: 'alpine', water: 'lake', props: ['car'] },
  },
  {
    key: 'vikos-gorge',
    author: 'tom',
    title: 'Vikos Gorge from Monodendri',
    description:
      'One of the deepest gorges in the world for its width. The walk down from Monodendri to Vikos village takes six to seven hours; the easy option is the viewpoint at Oxya, ten minutes past the village by car.\n\nThe stone villages of Zagori are worth a day on their own. The roads are narrow, so leave the big van at the bottom.',
    section: places('nature'),
    country: 'Greece',
    access: 1,
    at: [39.887023, 20.754117],
    when: { month: 4, day: 28, yearsAgo: 0 },
    scene: { terrain: 'alpine', props: ['car'] },
  },
  {
    key: 'biogradska-gora',
    author: 'jana',
    title: 'Národný park Biogradska Gora',
    description:
      'Jeden z posledných pralesov v Európe s jazerom uprostred. Okolo jazera vedie nenáročný chodník dlhý 3,5\u00a0km, zvládne ho aj kočík.\n\nKemp priamo pri jazere má len pár miest pre karavany. Prišli sme ráno a mali sme šťastie.',
    section: places('nature'),
    country: 'Montenegro',
    access: 0,
    at: [42.899612, 19.601154],
    when: { month: 9, day: 10, yearsAgo: 1 },
    scene: { terrain: 'alpine', water: 'lake', props: ['caravan'] },
  },
  {
    key: 'sossusvlei',
    author: 'tom',
    title: 'Sossusvlei and Deadvlei at sunrise',
    description:
      "The park gate at Sesriem opens an hour before sunrise, and you want to be in the first wave. The last 5\u00a0km to Sossusvlei are deep sand: 4x4 only, or take the shuttle.\n\nDune 45 is the easy climb; Big Daddy is the hard one, and the view over Deadvlei's dead camel-thorn trees is worth it.",
    section: places('nature'),
    country: 'Namibia',
    access: 2,
    at: [-24.759251, 15.294481],
    when: { month: 6, day: 3, yearsAgo: 1 },
    scene: { terrain: 'desert', props: ['offroader'], trees: false },
  },
  // ── places / built ────────────────────────────────────────────────────────────────────────────────
  {
    key: 'spis-castle',
    author: 'jana',
    title: 'Spišský hrad',
    description:
      'Jeden z najväčších hradných komplexov v strednej Európe, zapísaný v zozname UNESCO. Z parkoviska pod hradom je to pätnásť minút pešo do kopca.\n\nS karavanom sa dá prespať na parkovisku v Spišskom Podhradí, večer je hrad krásne osvetlený.',
    section: places('built'),
    country: 'Slovakia',
    access: 0,
    at: [48.999594, 20.768318],
    when: { month: 5, day: 8, yearsAgo: 0 },
    map: mapyCz([48.999594, 20.768318]),
    scene: { terrain: 'hills', props: ['castle', 'caravan'] },
  },
  {
    key: 'mostar-bridge',
    author: 'marek',
    title: 'Mostar a Starý most',
    description:
      'Starý most zo 16. storočia, zničený vo vojne a znovu postavený v roku 2004. Miestni potápači z neho skáču do Neretvy, keď vyzbierajú dosť peňazí.\n\nParkovisko pri autobusovej stanici je lacné, do starého mesta je to desať minút pešo. Ráno pred ôsmou je most prázdny.',
    section: places('built'),
    country: 'Bosnia_Herzegovina',
    access: 1,
    at: [43.337311, 17.815013],
    when: { month: 10, day: 20, yearsAgo: 1 },
    map: googleMaps([43.337311, 17.815013]),
    scene: { terrain: 'hills', water: 'lake', props: ['bridge'] },
  },
  {
    key: 'meteora',
    author: 'tom',
    title: 'Meteora monasteries',
    description:
      'Six monasteries still in use, perched on sandstone towers above Kalambaka. The road loop between them is fine in a motorhome, but the car parks fill by mid-morning.\n\nDress code: shoulders and knees covered; skirts are lent at the door. Each monastery closes on a different weekday, so check before you go.',
    section: places('built'),
    country: 'Greece',
    access: 0,
    at: [39.721731, 21.630596],
    when: { month: 4, day: 12, yearsAgo: 1 },
    scene: { terrain: 'hills', props: ['church', 'caravan'] },
  },
  {
    key: 'bojnice-castle',
    author: 'jana',
    title: 'Bojnický zámok',
    description:
      'Romantický zámok ako z rozprávky. Najkrajší je na jar počas Medzinárodného festivalu duchov a strašidiel. Hneď vedľa je najstaršia zoo na Slovensku.\n\nParkovanie pod zámkom je platené, v kempe v Bojniciach sme boli spokojní.',
    section: places('built'),
    country: 'Slovakia',
    access: 1,
    at: [48.780142, 18.577509],
    when: { month: 4, day: 30, yearsAgo: 0 },
    scene: { terrain: 'hills', props: ['castle', 'car'] },
  },
  {
    key: 'ait-benhaddou',
    author: 'tom',
    title: 'Aït Benhaddou ksar',
    description:
      "The fortified village you've seen in a dozen films. Cross the river on the footbridge early, before the tour buses from Marrakech arrive at around ten.\n\nThe road from Marrakech over the Tizi n'Tichka pass is good tarmac; allow four hours with photo stops.",
    section: places('built'),
    country: 'Morocco',
    access: 1,
    at: [31.047042, -7.129974],
    when: { month: 2, day: 22, yearsAgo: 0 },
    scene: { terrain: 'desert', props: ['castle', 'car'], trees: false },
  },
  {
    key: 'maramures-churches',
    author: 'marek',
    title: 'Drevené kostoly Maramurešu',
    description:
      'Osem drevených kostolov v Maramureši je v zozname UNESCO, najvyšší v Șurdești má vežu vysokú 54 metrov. Najlepšie sa dajú spojiť do jednodňového okruhu z Baia Mare.\n\nKostoly sú často zamknuté, kľúč má kňaz alebo suseda, stačí sa opýtať.',
    section: places('built'),
    country: 'Romania',
    access: 1,
    at: [47.809832, 24.061227],
    when: { month: 9, day: 5, yearsAgo: 0 },
    scene: { terrain: 'hills', road: 'asphalt', props: ['church'] },
  },
  // ── places / views ────────────────────────────────────────────────────────────────────────────────
  {
    key: 'tomasovsky-vyhlad',
    author: 'marek',
    title: 'Tomášovský výhľad',
    description:
      'Skalná vyhliadka nad Prielomom Hornádu, z Čingova je to asi 40 minút pešo. Najlepšie svetlo je ráno, keď je v doline hmla.\n\nNa previsnutú skalu nelezte, ľudia tam pre fotku zbytočne riskujú.',
    section: places('views'),
    country: 'Slovakia',
    access: 1,
    at: [48.935281, 20.402987],
    when: { month: 11, day: 2, yearsAgo: 1 },
    map: mapyCz([48.935281, 20.402987]),
    scene: { terrain: 'hills' },
  },
  {
    key: 'trollstigen',
    author: 'tom',
    title: 'Trollstigen viewpoint',
    description:
      'Eleven hairpins up a near-vertical valley wall, and a viewing platform that hangs right over them. Vehicles over 13.1\u00a0m are banned; our 7.4\u00a0m motorhome was fine.\n\nOpen roughly from late May to October. Go early or late: at midday the car park is full of coaches.',
    section: places('views'),
    country: 'Norway',
    access: 0,
    at: [62.452914, 7.667015],
    when: { month: 7, day: 15, yearsAgo: 0 },
    map: googleMaps([62.452914, 7.667015]),
    scene: { terrain: 'alpine', road: 'asphalt', props: ['caravan'] },
  },
  {
    key: 'kotor-serpentines',
    author: 'jana',
    title: 'Serpentíny nad Kotorským zálivom',
    description:
      'Dvadsaťpäť serpentín z Kotoru na Lovćen a z každej ďalší výhľad na záliv. S karavanom určite nie, autom v pohode, len sa ráno vyhnite autobusom.\n\nHore v Njeguši ochutnajte pršut a syr, reštaurácie pri ceste sú výborné.',
    section: places('views'),
    country: 'Montenegro',
    access: 1,
    at: [42.408154, 18.774021],
    when: { month: 9, day: 18, yearsAgo: 0 },
    scene: { terrain: 'coast', water: 'sea', props: ['car'] },
  },
  {
    key: 'cabo-da-roca',
    author: 'tom',
    title: 'Sunset at Cabo da Roca',
    description:
      'The westernmost point of mainland Europe, with a lighthouse and 140\u00a0m cliffs. It gets windy, so hold on to your hat.\n\nOvernight parking for motorhomes is not allowed at the cape itself; we stayed at the aire in Azóia, 2\u00a0km away.',
    section: places('views'),
    country: 'Portugal',
    access: 0,
    at: [38.780402, -9.498914],
    when: { month: 3, day: 29, yearsAgo: 0 },
    scene: { terrain: 'coast', water: 'sea', props: ['caravan'] },
  },
  {
    key: 'pravcicka-brana',
    author: 'jana',
    title: 'Pravčická brána',
    description:
      'Najväčšia prírodná skalná brána v Európe. Z Hřenska sa ide asi hodinu lesom, cesta je dobre značená.\n\nNa bránu sa už nesmie, ale z vyhliadky pri chate Sokolí hnízdo je výhľad aj tak lepší. Po požiari v roku 2022 sú niektoré chodníky stále zatvorené, pozrite si web národného parku.',
    section: places('views'),
    country: 'Czechia',
    access: 1,
    at: [50.882307, 14.281604],
    when: { month: 4, day: 20, yearsAgo: 1 },
    map: mapyCz([50.882307, 14.281604]),
    scene: { terrain: 'hills', props: ['car'] },
  },
  {
    key: 'cappadocia-balloons',
    author: 'marek',
    title: 'Balóny nad Kapadóciou pri východe slnka',
    description:
      'Stovky balónov nad Göreme. Na vyhliadku nad mestom sa dá dostať autom po štrkovej ceste, o piatej ráno tam už stojí zopár áut.\n\nSpali sme v Love Valley, bolo tam ticho a zo strešného stanu sme videli balóny priamo nad sebou.',
    section: places('views'),
    country: 'Turkey',
    access: 2,
    at: [38.643012, 34.829114],
    when: { month: 5, day: 14, yearsAgo: 0 },
    scene: { terrain: 'desert', props: ['offroader', 'tent'], trees: false },
  },
  // ── itinerary ─────────────────────────────────────────────────────────────────────────────────────
  {
    key: 'balkans-two-weeks',
    author: 'jana',
    title: 'Dva týždne po Balkáne s karavanom',
    description:
      'Náš plán na 14\u00a0dní s dvoma deťmi:\n\n1. – 2. deň: Plitvické jazerá\n3. – 5. deň: Zadar a Nin, piesočné pláže\n6. – 7. deň: vodopády Krka\n8. – 9. deň: Split a trajekt na Brač\n10. – 12. deň: Mostar a vodopády Kravica\n13. – 14. deň: Dubrovník a cesta domov\n\nVšetky kempy sme rezervovali deň vopred cez aplikáciu, v júni to stačilo.',
    section: itinerary,
    country: 'Croatia',
    access: 0,
    at: [45.815011, 15.981919],
    when: { month: 6, day: 15, yearsAgo: 1 },
    scene: { terrain: 'coast', water: 'sea', road: 'asphalt', props: ['caravan'] },
    track: {
      lengthKm: 900,
      bearing: 150,
      winding: 0.35,
      baseElevation: 150,
      relief: 600,
      speedKmh: 55,
      // Plitvice, Zadar, Krka, Split, Mostar, Kravica, Dubrovnik
      via: [
        [44.88, 15.62],
        [44.12, 15.24],
        [43.8, 15.96],
        [43.52, 16.45],
        [43.34, 17.81],
        [43.16, 17.61],
        [42.65, 18.1],
      ],
    },
  },
  {
    key: 'scottish-highlands',
    author: 'tom',
    title: 'Ten days round the Scottish Highlands',
    description:
      "Our loop in a 6\u00a0m camper:\n\nDays 1–3: Inverness, Loch Ness and Glen Affric\nDays 4–6: Applecross via the Bealach na Bà (not for big vans!), Torridon, Ullapool\nDays 7–8: Durness and the north coast\nDays 9–10: John o' Groats and back down the east coast\n\nSingle-track roads with passing places most of the way: pull in to let the locals past.",
    section: itinerary,
    country: 'United_Kingdom',
    access: 0,
    at: [57.477773, -4.224721],
    when: { month: 5, day: 20, yearsAgo: 1 },
    scene: { terrain: 'alpine', water: 'lake', props: ['caravan'] },
    track: {
      lengthKm: 1100,
      bearing: 300,
      winding: 0.4,
      baseElevation: 50,
      relief: 400,
      speedKmh: 50,
      // Loch Ness, Glen Affric, Applecross, Torridon, Ullapool, Durness, the north coast, John o' Groats,
      // then down the east coast round the firths
      via: [
        [57.32, -4.44],
        [57.3, -4.9],
        [57.43, -5.78],
        [57.55, -5.51],
        [57.6, -5.3],
        [57.76, -5.03],
        [57.9, -5.16],
        [58.04, -4.98],
        [58.37, -5.02],
        [58.55, -4.72],
        [58.48, -4.42],
        [58.52, -4.22],
        [58.58, -3.52],
        [58.62, -3.1],
        [58.44, -3.09],
        [58.12, -3.65],
        [57.88, -4.03],
        [57.69, -4.26],
        [57.48, -4.22],
      ],
    },
  },
  {
    key: 'georgia-twelve-days',
    author: 'marek',
    title: 'Gruzínsko za 12\u00a0dní: od Kaukazu k Čiernemu moru',
    description:
      'Trasa: Tbilisi – Kazbegi – Tušetsko – Kachetia (vinárstva) – Vardzia – Mestia vo Svanetii – Batumi.\n\nVlastným autom cez Turecko je to z Bratislavy 3\u00a0000\u00a0km. Benzín je lacný, hlavné cesty dobré, vedľajšie katastrofa. Tušetsko a Svanetiu nechajte na 4x4.\n\nDomáci vás budú všade pozývať na čaču, šoférovať sa dá až ráno.',
    section: itinerary,
    country: 'Georgia',
    access: 2,
    at: [41.715137, 44.827096],
    when: { month: 7, day: 28, yearsAgo: 0 },
    scene: { terrain: 'alpine', road: 'gravel', props: ['offroader'] },
    track: {
      lengthKm: 1300,
      bearing: 300,
      winding: 0.5,
      baseElevation: 500,
      relief: 1500,
      speedKmh: 40,
      // Kazbegi, Tusheti, Kakheti, Vardzia, Mestia, Batumi
      via: [
        [42.1, 44.7],
        [42.66, 44.64],
        [42.1, 44.72],
        [41.95, 45.35],
        [42.37, 45.63],
        [41.92, 45.48],
        [41.62, 45.92],
        [41.72, 44.8],
        [41.98, 44.11],
        [41.84, 43.39],
        [41.38, 43.28],
        [41.64, 42.98],
        [42.27, 42.7],
        [42.51, 41.87],
        [43.04, 42.72],
        [42.51, 41.87],
        [42.15, 41.75],
        [41.64, 41.64],
      ],
    },
  },
  {
    key: 'baltic-coast-week',
    author: 'tom',
    title: "A week on Poland's Baltic coast",
    description:
      'Świnoujście to Gdańsk in seven easy days: long sandy beaches, campsites in the pine forest and the moving dunes of Słowiński National Park near Łeba.\n\nThe Hel peninsula is one long traffic jam in July; go in late August or September instead. Campsites give ACSI discounts out of season.',
    section: itinerary,
    country: 'Poland',
    access: 0,
    at: [53.910472, 14.247381],
    when: { month: 8, day: 29, yearsAgo: 1 },
    scene: { terrain: 'coast', water: 'sea', props: ['caravan'] },
    track: {
      lengthKm: 420,
      bearing: 80,
      winding: 0.2,
      baseElevation: 10,
      relief: 40,
      speedKmh: 55,
      // a little inland of the dunes: Kołobrzeg, Darłowo, Łeba, Władysławowo, Gdańsk
      via: [
        [53.9, 14.75],
        [54.14, 15.6],
        [54.4, 16.42],
        [54.55, 16.9],
        [54.72, 17.56],
        [54.76, 18.4],
        [54.35, 18.64],
      ],
    },
  },
  {
    key: 'tokaj-weekend',
    author: 'jana',
    title: 'Predĺžený víkend v Tokaji',
    description:
      'Tri dni po vinárskom regióne Tokaj na maďarskej strane:\n\n1. deň: Sárospatak a hrad Rákócziovcov\n2. deň: Tokaj, Tarcal a ochutnávka v pivniciach\n3. deň: jaskynné kúpele v Miskolctapolci\n\nŠoférovať musí ten, kto nepije, v Maďarsku platí nulová tolerancia.',
    section: itinerary,
    country: 'Hungary',
    access: 1,
    at: [48.397011, 21.656402],
    when: { month: 10, day: 12, yearsAgo: 0 },
    scene: { terrain: 'hills', road: 'asphalt', props: ['castle', 'car'] },
    track: { lengthKm: 160, bearing: 220, winding: 0.4, baseElevation: 110, relief: 250, speedKmh: 45 },
  },
  {
    // published with the demo trip of the same name (demo-trips.ts): its page shows the trip's stops
    key: 'slovak-family-loop',
    author: 'jana',
    title: 'Rodinný okruh Slovenskom s karavanom',
    description:
      'Štyri dni s deťmi a 7,5-metrovým karavanom: Bojnice, Liptov, Slovenský raj, Spiš a Pieniny.\n\nZastávky, noci aj vzdialenosti nájdete v pláne cesty nižšie. Pozor, lúka nad Liptovskou Marou je pre dlhé karavany tesná a v októbri už nie je otvorená.',
    section: itinerary,
    country: 'Slovakia',
    access: 0,
    at: [48.148598, 17.107748],
    when: { month: 9, day: 27, yearsAgo: 1 },
    scene: { terrain: 'hills', road: 'asphalt', props: ['caravan', 'castle'] },
    track: {
      lengthKm: 850,
      bearing: 60,
      winding: 0.3,
      baseElevation: 300,
      relief: 500,
      speedKmh: 55,
      // Bojnice, Liptov, Bešeňová, Slovak Paradise, Spiš, Pieniny, and home
      via: [
        [48.78, 18.58],
        [49.12, 19.51],
        [49.1, 19.44],
        [48.94, 20.4],
        [49.0, 20.77],
        [49.14, 20.43],
        [48.15, 17.11],
      ],
    },
  },
]

/** Who saved what: each traveller keeps a few of the others' events. */
export const DEMO_WISHLISTS: Record<DemoUserKey, readonly string[]> = {
  jana: ['bled-family-campsite', 'garda-terraces', 'trollstigen', 'plitvice-early', 'scottish-highlands'],
  marek: ['abano-pass', 'kalmak-ashuu', 'erg-chebbi-bush-camp', 'merzouga-zagora-piste', 'sossusvlei'],
  tom: ['theth-pass', 'kazbek-night', 'spis-castle', 'soca-bovec', 'georgia-twelve-days', 'mostar-bridge'],
  zuzka: ['zlatni-rat-camp', 'cabo-da-roca', 'atlantic-road'],
  pavol: ['apuseni-gravel', 'abano-pass', 'theth-pass'],
  emma: ['bled-family-campsite', 'iceland-south-coast'],
}

/** The event's day as YYYY-MM-DD: the latest `month/day` not after `today`, `yearsAgo` years back. */
export function demoDate(when: DemoWhen, today: Date): string {
  const todayIso = isoDay(today.getFullYear(), today.getMonth() + 1, today.getDate())
  let year = today.getFullYear()
  if (isoDay(year, when.month, when.day) > todayIso) year -= 1
  year -= when.yearsAgo
  // 29 February does not exist every year; none of the demo dates use it
  return isoDay(year, when.month, when.day)
}

function isoDay(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
