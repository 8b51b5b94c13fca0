// The other language's version of most demo events: English for those written in Slovak, Slovak for
// those written in English, each as its author gave it. A few events have none, so a reader meets
// "Written in …" and the offer to suggest a translation (one has an open suggestion).

/** The translation of a demo event, by its key (demo-events.ts). */
export const DEMO_TRANSLATIONS: Readonly<Record<string, { title: string; description: string }>> = {
  'liptov-meadow': {
    title: 'A night on a meadow above Liptovská Mara',
    description:
      'A small meadow above the reservoir, reached by a field track from Bobrovník. The last kilometre is rough: better not in an ordinary car.\n\nA lovely sunset over Choč in the evening, mist over the water in the morning. Fires only in the fire pit that is there, and take your rubbish with you.',
  },
  'prespa-shore': {
    title: 'Wild camping by Lake Prespa',
    description:
      'We stayed three nights with our caravan on the grass right by the water near the village of Stenje. The locals were very kind: in the morning a neighbour brought us fresh apples.\n\nThe road is narrow but tarmac, and our 7-metre caravan got through without trouble. Water and a shop are in Carev Dvor.',
  },
  'kazbek-night': {
    title: 'A night below Kazbek',
    description:
      'From the Tsminda Sameba church we carried on along the gravel road further up the valley. The spot to sleep is a flat terrace by a stream, with Kazbek in view straight from the roof tent.\n\nThe night was cold even in July: bring a warm sleeping bag.',
  },
  'besenova-camp': {
    title: 'Campsite by the Bešeňová thermal pools',
    description:
      'A big campsite right next to the water park: pitches with 16\u00a0A electricity, clean showers and a laundry. The children loved it, and campers get a discount on the pools.\n\nIn summer, book ahead: it is full at weekends. In autumn it is quiet, and the warm water is best when it is cold outside.',
  },
  'balaton-north-shore': {
    title: 'Campsite on the north shore of Balaton',
    description:
      'Shady pitches under plane trees, a private beach and shallow water, ideal with small children. You can cycle along the lakeside path all the way to Tihany.\n\nThe downside: loud music from the restaurant next door until midnight at weekends.',
  },
  'zlatni-rat-camp': {
    title: 'Campsite by Zlatni Rat beach',
    description:
      'A campsite in a pine wood, ten minutes on foot from Zlatni Rat beach. We took the ferry from Split to Supetar on Brač; book a caravan place on it in advance.\n\nIn May it was half empty, and the sea was already pleasant for swimming.',
  },
  'apuseni-gravel': {
    title: 'The gravel roads of the Apuseni Mountains',
    description:
      'A two-day loop on forest and gravel roads around the Padiș plateau. Most of it is fine for an SUV, but the stretch to the Cetățile Ponorului cave turns to deep mud after rain.\n\nThe GPX is from a real drive. Cross the fords only when the water is low.',
  },
  'theth-pass': {
    title: 'The road to Theth over the pass',
    description:
      'The legendary road from Koplik over the Qafa e Thores pass into the Theth valley. Most of it is tarmac today, but the last kilometres down into the village are still gravel and rock.\n\nThe climb to the pass is over 1,600 metres, and in May there was still snow by the road. AT tyres are enough.',
  },
  'atlantic-road': {
    title: 'The Atlantic Road with a caravan',
    description:
      'The famous road over bridges between the islets is easy with a caravan; just expect a side wind on the Storseisundet bridge. Stop at the Eldhusøya car park, where a path goes round the island.\n\nCarry on through Bud to Molde and then on to Trollstigen.',
  },
  transfagarasan: {
    title: 'Transfăgărășan from south to north',
    description:
      'The road is open only from July to October. I would not take a caravan over 7\u00a0m: the hairpins below Lake Bâlea are tight. We went by car and left the caravan at a campsite in Curtea de Argeș.\n\nStop for a coffee at the Vidraru dam. Up by the lake it is always busy, so come early in the morning.',
  },
  'pieniny-loop': {
    title: 'Round the Pieniny and Zamagurie',
    description:
      "A quiet scenic drive from Kežmarok through Spišská Stará Ves to Červený Kláštor and back through Osturňa. The roads are narrow, but fine with a car and even a small trailer.\n\nDon't miss the log houses in Osturňa, or a raft trip down the Dunajec.",
  },
  'adriatic-highway': {
    title: 'The Adriatic coast road from Split to Dubrovnik',
    description:
      'The most beautiful coast road I know. From Omiš to Makarska the sea is always on your right; after Ploče the road crosses Neum in Bosnia and Herzegovina, so keep your papers with you.\n\nThe new Pelješac bridge saves the border check if you are going straight to Dubrovnik.',
  },
  'sucha-bela': {
    title: 'The Hornád gorge and Suchá Belá',
    description:
      'The best-known gorges of the Slovak Paradise: ladders, iron rungs and waterfalls. Children from eight can manage it; allow four hours.\n\nSuchá Belá is one-way, uphill only. The car park in Podlesok is paid; in summer come before nine.',
  },
  'soca-bovec': {
    title: 'The emerald Soča near Bovec',
    description:
      'The Soča has a colour nobody believes in photos. The finest stretches are at Velika korita and in Trenta.\n\nThe car park by the gorge is small and paid, and caravans have to stay down in Bovec. Swimming is for the hardy only: the water is 9\u00a0°C even in August.',
  },
  'biogradska-gora': {
    title: 'Biogradska Gora National Park',
    description:
      'One of the last primeval forests in Europe, with a lake in the middle. An easy 3.5\u00a0km path goes round the lake, fine even with a pushchair.\n\nThe campsite right by the lake has only a few caravan pitches. We came in the morning and were lucky.',
  },
  'spis-castle': {
    title: 'Spiš Castle',
    description:
      'One of the largest castle complexes in central Europe, on the UNESCO list. From the car park below it is fifteen minutes uphill on foot.\n\nWith a caravan you can stay the night at the car park in Spišské Podhradie; in the evening the castle is beautifully lit.',
  },
  'mostar-bridge': {
    title: 'Mostar and the Old Bridge',
    description:
      "The 16th-century Old Bridge, destroyed in the war and rebuilt in 2004. Local divers jump from it into the Neretva once they have collected enough money.\n\nThe car park by the bus station is cheap, and the old town is ten minutes' walk away. Before eight in the morning the bridge is empty.",
  },
  'bojnice-castle': {
    title: 'Bojnice Castle',
    description:
      'A romantic castle out of a fairy tale, at its best in spring during the International Festival of Ghosts and Spooks. The oldest zoo in Slovakia is right next door.\n\nParking below the castle is paid; we were happy at the campsite in Bojnice.',
  },
  'tomasovsky-vyhlad': {
    title: 'Tomášov viewpoint',
    description:
      "A rock viewpoint above the Hornád gorge, about 40 minutes on foot from Čingov. The light is best in the morning, when there is mist in the valley.\n\nDon't climb onto the overhanging rock: people take needless risks there for a photo.",
  },
  'kotor-serpentines': {
    title: 'The hairpins above the Bay of Kotor',
    description:
      'Twenty-five hairpins from Kotor up to Lovćen, each with another view of the bay. Certainly not with a caravan; fine by car, just avoid the coaches in the morning.\n\nUp in Njeguši try the prosciutto and the cheese: the restaurants by the road are excellent.',
  },
  'pravcicka-brana': {
    title: 'Pravčická brána',
    description:
      "The largest natural rock arch in Europe. From Hřensko it is about an hour through the forest on a well-marked path.\n\nYou can no longer walk on the arch, but the view from the terrace by the Sokolí hnízdo chalet is better anyway. Since the 2022 fire some paths are still closed: check the national park's website.",
  },
  'cappadocia-balloons': {
    title: 'Balloons over Cappadocia at sunrise',
    description:
      'Hundreds of balloons over Göreme. You can drive up a gravel road to the viewpoint above the town; at five in the morning a few cars are already there.\n\nWe slept in Love Valley: it was quiet, and from the roof tent we watched the balloons right above us.',
  },
  'gjende-wild-camp': {
    title: 'Na divoko nad jazerom Gjende',
    description:
      'Právo voľného pohybu v\u00a0najlepšej podobe: rovné štrkové miesto nad jazerom, kúsok pešo od cesty cez Valdresflye. Prišli sme o\u00a0desiatej večer a\u00a0svetla bolo stále dosť na varenie bez čelovky.\n\nVšetko si odneste so sebou a\u00a0od najbližšej chaty zostaňte 150\u00a0m, ako to vyžaduje zákon.',
  },
  'erg-chebbi-bush-camp': {
    title: 'Nocľah v\u00a0dunách Erg Chebbi',
    description:
      'Obišli sme severný koniec pieskového mora a\u00a0stanovali v\u00a0závetrí veľkej duny, ďaleko od turistických táborov. Pred zjazdom z\u00a0pisty vypustite pneumatiky na 1,2\u00a0baru a\u00a0v\u00a0auguste to neskúšajte.\n\nTicho a\u00a0hviezdy stáli za každý kilometer vlnitej cesty.',
  },
  'loch-etive': {
    title: 'Pokojné miesto pri Loch Etive',
    description:
      'Trávnaté miesto na konci jednoprúdovej cesty dolinou Glen Etive. Škótsky zákon o\u00a0prístupe stanovanie na divoko dovoľuje, ale parkujte len na odpočívadlách a\u00a0výhybne používajte, ako sa patrí.\n\nV\u00a0júni sa za súmraku pustili do nás komáre, ráno ich odfúkol vietor od jazera.',
  },
  'bled-family-campsite': {
    title: 'Rodinný kemp pri Bledskom jazere',
    description:
      'Terasovité parcely pod stromami, päť minút pešo od jazera. Sociálne zariadenia sú čisté a\u00a0v\u00a0obchode majú každé ráno čerstvý chlieb.\n\nV\u00a0auguste je tu plno, rezervujte si skoro alebo príďte v\u00a0júni ako my. K\u00a0rokline Vintgar je to na bicykli kúsok.',
  },
  'garda-terraces': {
    title: 'Kemp na terasách nad Gardským jazerom',
    description:
      'Prístupová cesta je strmá, ale výhľad z\u00a0horných terás nemá konkurenciu: celá severná časť jazera a\u00a0za ňou Monte Baldo. Obytné autá dlhšie ako 7\u00a0m dostanú miesto na dolných terasách pri bazéne.\n\nTrajekt z\u00a0Malcesine ušetrí veľa jazdy okolo jazera.',
  },
  'abano-pass': {
    title: 'Cez priesmyk Abano do Tušetska',
    description:
      'Často sa o\u00a0nej hovorí ako o\u00a0jednej z\u00a0najnebezpečnejších ciest na svete a\u00a0tie zrázy sú skutočné: 72\u00a0km úzkej cesty vysekanej v\u00a0svahu cez priesmyk Abano vo výške 2\u00a0850\u00a0m. Otvorená je zhruba len od júna do októbra.\n\nIšli sme pomaly na redukciu a\u00a0stretli dva nákladiaky a\u00a0stádo oviec. Natankujte v\u00a0Telavi, v\u00a0Tušetsku benzín nekúpite.',
  },
  'iceland-south-coast': {
    title: 'Okružná cesta: z\u00a0Víku k\u00a0Jökulsárlónu',
    description:
      'Južné pobrežie na ceste číslo 1 sa jazdí ľahko po dobrom asfalte, ale pre obytné autá je skutočným nebezpečenstvom vietor. Pred cestou si pozrite road.is a\u00a0vedur.is; my sme vo Víku pol dňa čakali, kým nárazy vetra zoslabnú.\n\nZastávky, ktoré sme si zamilovali: kaňon Fjaðrárgljúfur, Skaftafell a\u00a0ľadovcová lagúna pri západe slnka.',
  },
  'grandes-alpes-north': {
    title: "Route des Grandes Alpes: z\u00a0Thononu do Val d'Isère",
    description:
      "Severná polovica veľkej alpskej magistrály: Col des Gets, Col de la Colombière, Col des Aravis a\u00a0Cormet de Roselend pred stúpaním do Val d'Isère. So 7-metrovým obytným autom sa dá prejsť všetko, len pomaly.\n\nIseran býva otvorený od polovice júna; my sme ho prešli druhého júla so snehovými stenami po oboch stranách.",
  },
  'plitvice-early': {
    title: 'Plitvické jazerá hneď po otvorení',
    description:
      'Buďte pri vstupe 1 o\u00a0siedmej ráno a\u00a0drevené chodníky budete mať hodinu takmer len pre seba. O\u00a0jedenástej sa už stojí v\u00a0rade.\n\nBývali sme v\u00a0kempe v\u00a0Korane, 6\u00a0km odtiaľ, a\u00a0prišli na bicykloch. Vstupenky si kúpte online, v\u00a0lete sú do obeda vypredané.',
  },
  'vikos-gorge': {
    title: 'Roklina Vikos z\u00a0Monodendri',
    description:
      'Vzhľadom na svoju šírku jedna z\u00a0najhlbších roklín na svete. Zostup z\u00a0Monodendri do dediny Vikos trvá šesť až sedem hodín; ľahšia možnosť je vyhliadka Oxya, desať minút autom za dedinou.\n\nKamenné dediny Zagori stoja za celý deň. Cesty sú úzke, veľkú dodávku nechajte dole.',
  },
  sossusvlei: {
    title: 'Sossusvlei a\u00a0Deadvlei pri východe slnka',
    description:
      'Brána parku v\u00a0Sesriem sa otvára hodinu pred východom slnka a\u00a0vy chcete byť medzi prvými. Posledných 5\u00a0km k\u00a0Sossusvlei je hlboký piesok: len pre autá s\u00a0pohonom 4×4, inak kyvadlovou dopravou.\n\nNa Dunu 45 sa vyjde ľahko, Big Daddy je náročnejšia, ale výhľad na mŕtve akácie v\u00a0Deadvlei za to stojí.',
  },
  meteora: {
    title: 'Kláštory Meteora',
    description:
      'Šesť kláštorov, ktoré stále žijú, na pieskovcových vežiach nad Kalambakou. Okruh medzi nimi sa dá prejsť aj obytným autom, ale parkoviská sú do polovice dopoludnia plné.\n\nOblečenie: zakryté plecia a\u00a0kolená, sukne vám požičajú pri vchode. Každý kláštor má zatvorené v\u00a0iný deň v\u00a0týždni, overte si to vopred.',
  },
  'ait-benhaddou': {
    title: 'Opevnená dedina Aït Benhaddou',
    description:
      "Opevnená dedina, ktorú ste videli v\u00a0desiatkach filmov. Cez rieku prejdite po lávke skoro ráno, kým okolo desiatej neprídu autobusy z\u00a0Marakéša.\n\nCesta z\u00a0Marakéša cez priesmyk Tizi n'Tichka má dobrý asfalt; so zastávkami na fotky rátajte so štyrmi hodinami.",
  },
  trollstigen: {
    title: 'Vyhliadka Trollstigen',
    description:
      'Jedenásť serpentín po takmer zvislej stene doliny a\u00a0vyhliadková plošina, ktorá visí priamo nad nimi. Vozidlá dlhšie ako 13,1\u00a0m majú zákaz; naše 7,4-metrové obytné auto prešlo bez problémov.\n\nOtvorené zhruba od konca mája do októbra. Príďte skoro alebo neskoro, na obed je parkovisko plné autobusov.',
  },
}
