/**
 * The demo company's intranet content: news, terms of employment, the knowledge base, the
 * library, quick links and contact persons. Believable Dutch text; dates are relative to the
 * day of seeding.
 */

export interface DemoNews {
  title: string;
  /** Key of a demo person (demo-company.ts). */
  author: string;
  daysAgo: number;
  /** Time of day, Amsterdam. */
  time: string;
  html: string;
  status?: 'publish' | 'draft';
}

export interface DemoDocument {
  /** Title of the file (files.title). */
  title: string;
  /** File name as uploaded (UTF-8). */
  filename: string;
  /** Label shown in the library (acf.bestanden[].name). */
  label?: string;
}

export interface DemoItem {
  title: string;
  html: string;
  files: DemoDocument[];
}

export interface DemoCategory {
  name: string;
  description: string;
  items: DemoItem[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const DEMO_NEWS: DemoNews[] = [
  {
    title: 'Nieuwe cao: 4,5 procent loonsverhoging per 1 januari',
    author: 'admin',
    daysAgo: 3,
    time: '09:15',
    html: [
      p(
        'Goed nieuws: werkgevers en vakbonden in de detacheringsbranche hebben een akkoord bereikt over een nieuwe cao. De cao loopt twee jaar en bevat een structurele loonsverhoging van 4,5 procent per 1 januari en nog eens 3 procent een jaar later.',
        'Naast de loonsverhoging gaat de eindejaarsuitkering omhoog van 3 naar 3,5 procent en stijgt het persoonlijke opleidingsbudget naar € 1.250 per jaar. Medewerkers van 60 jaar en ouder krijgen twee extra verlofdagen.',
        '<strong>Wat betekent dit voor jou?</strong>',
      ),
      ul(
        'Je ziet de nieuwe bedragen voor het eerst op je salarisstrook van januari.',
        'De hogere eindejaarsuitkering wordt in december uitbetaald.',
        'Het hogere opleidingsbudget kun je direct aanvragen via je consultant.',
      ),
      p(
        'De volledige cao-tekst staat binnenkort onder Arbeidsvoorwaarden. Vragen? Neem contact op met HR via <a href="mailto:hr@vandalen.example">hr@vandalen.example</a>.',
      ),
    ].join('\n'),
  },
  {
    title: 'Kennissessie: slim werken met AI-assistenten',
    author: 'redactie',
    daysAgo: 6,
    time: '11:30',
    html: p(
      'Steeds meer opdrachtgevers experimenteren met AI-assistenten voor het schrijven van notities, het samenvatten van rapporten en het analyseren van data. Wat mag wel en wat juist niet? In een kennissessie van anderhalf uur nemen we je mee.',
      'Data engineer Daan Meijer laat zien hoe hij AI inzet bij Rijkswaterstaat, en onze privacy officer legt uit welke gegevens je nooit in een openbare AI-tool plakt. Er is ruim tijd voor vragen en voor het uitwisselen van ervaringen.',
      'De sessie vindt plaats op ons kantoor in Utrecht en is ook online te volgen. Aanmelden kan via je consultant; de sessie telt mee voor je opleidingsuren.',
    ),
  },
  {
    title: "Welkom aan onze nieuwe collega's",
    author: 'femke',
    daysAgo: 9,
    time: '08:45',
    html: [
      p(
        'Deze maand zijn er vijf nieuwe professionals bij Van Dalen begonnen. Ze gaan aan de slag bij onder meer ProRail, de Belastingdienst en het UWV. We heten ze van harte welkom!',
        'Onze nieuwe collega’s volgen de komende weken het introductieprogramma. Daarin maken ze kennis met de organisatie, hun consultant en de andere professionals in hun vakgebied.',
      ),
      ul(
        'Fleur Jacobs – data engineer bij Rijkswaterstaat en ProRail',
        'Tim Kok – projectmanager bij Erasmus MC',
        'Anna Willems – financieel controller bij de Belastingdienst',
      ),
      p('Kom je ze tegen op kantoor of tijdens een kennissessie? Stel je dan even voor.'),
    ].join('\n'),
  },
  {
    title: 'Ziekmelden gaat vanaf volgende maand via Arbo Unie',
    author: 'admin',
    daysAgo: 13,
    time: '10:00',
    html: p(
      'Vanaf de eerste van de volgende maand werken we samen met Arbo Unie als arbodienst. Ziekmelden blijft eenvoudig: je meldt je vóór 9.00 uur ziek bij je consultant én bij je leidinggevende bij de opdrachtgever.',
      'Je consultant zet de melding door naar Arbo Unie. Duurt je verzuim langer dan een week, dan neemt een casemanager van Arbo Unie contact met je op om te bespreken wat je nodig hebt om weer aan het werk te gaan.',
      'Het vernieuwde verzuimprotocol staat onder Arbeidsvoorwaarden, in de categorie Werktijden. Lees het even door, dan weet je wat je kunt verwachten.',
    ),
  },
  {
    title: 'Rijkswaterstaat verlengt samenwerking met drie jaar',
    author: 'beheer',
    daysAgo: 17,
    time: '14:20',
    html: p(
      'Rijkswaterstaat heeft de raamovereenkomst met Van Dalen Detachering verlengd met drie jaar. Daarmee blijven we een vaste partner voor data, beleidsadvies en projectmanagement binnen de programma’s Vervanging en Renovatie.',
      'Op dit moment werken elf professionals van Van Dalen bij Rijkswaterstaat, verspreid over Utrecht, Den Haag en Lelystad. De verlenging biedt ruimte om dat aantal het komende jaar uit te breiden.',
      'We bedanken alle professionals die dit resultaat mogelijk hebben gemaakt. Jullie inzet en vakmanschap worden bij de opdrachtgever zichtbaar gewaardeerd.',
    ),
  },
  {
    title: 'Terugblik op de teamdag in Amersfoort',
    author: 'redactie',
    daysAgo: 21,
    time: '16:05',
    html: p(
      'Met ruim negentig collega’s was de teamdag in Amersfoort een groot succes. De dag begon met een inspirerende lezing over veerkracht en werkplezier, gevolgd door workshops in kleine groepen.',
      'Na de lunch gingen de teams op pad voor een stadsspel door de binnenstad. Het team van Lotte Smit wist de meeste opdrachten op te lossen en won de wisseltrofee.',
      'De foto’s van de dag staan in de bibliotheek. Bedankt aan iedereen die erbij was, en aan de organisatie voor een geweldige dag!',
    ),
  },
  {
    title: 'Nieuwe kilometervergoeding en declareren in het portaal',
    author: 'admin',
    daysAgo: 25,
    time: '09:40',
    html: [
      p(
        'Declaraties dien je voortaan per maand in via het portaal, onder Declaraties. Kilometers berekent het portaal zelf op basis van begin- en eindadres; je hoeft alleen nog de datum en een omschrijving in te vullen.',
        'De vergoedingen op een rij:',
      ),
      '<table><thead><tr><th>Soort</th><th>Vergoeding</th><th>Bon nodig</th></tr></thead><tbody><tr><td>Zakelijke kilometers (auto)</td><td>€ 0,23 per km</td><td>Nee</td></tr><tr><td>Openbaar vervoer</td><td>Werkelijke kosten</td><td>Ja</td></tr><tr><td>Parkeren</td><td>Werkelijke kosten</td><td>Ja</td></tr></tbody></table>',
      p(
        'Declaraties van de vorige maand kun je indienen tot en met de 10e van de maand. Daarna sluit de maand en worden de declaraties verwerkt in je salaris.',
      ),
    ].join('\n'),
  },
  {
    title: 'Wijzigingen in de pensioenregeling',
    author: 'femke',
    daysAgo: 30,
    time: '13:10',
    html: p(
      'Door de Wet toekomst pensioenen stapt ook ons pensioenfonds over op een nieuwe pensioenregeling. Je bouwt pensioen op in een persoonlijk pensioenvermogen in plaats van een toegezegde uitkering.',
      'Wat je tot nu toe hebt opgebouwd, gaat mee naar de nieuwe regeling. Het pensioenfonds stuurt je in de komende maanden een persoonlijk overzicht van wat de overstap voor jou betekent.',
      'Op woensdag 14 mei organiseren we een online informatiebijeenkomst met een adviseur van het pensioenfonds. Je vindt de uitnodiging in je agenda.',
    ),
  },
  {
    title: 'Vier professionals behalen hun PRINCE2-certificaat',
    author: 'ruben',
    daysAgo: 34,
    time: '15:45',
    html: p(
      'Gefeliciteerd aan Bram van Leeuwen, Noor Dekker, Lars Brouwer en Sophie de Graaf: zij hebben hun PRINCE2 Foundation-examen gehaald! Ze volgden de training via de Van Dalen Academie, naast hun werk bij de opdrachtgever.',
      'Projectmatig werken is bij bijna al onze opdrachtgevers gevraagd. Met het certificaat staan onze professionals nog sterker bij nieuwe opdrachten.',
      'Wil je ook een certificering halen? Bespreek het in je volgende evaluatiegesprek; de kosten vallen meestal binnen je opleidingsbudget.',
    ),
  },
  {
    title: 'Week van de werkstress: tips van onze vertrouwenspersoon',
    author: 'lotte',
    daysAgo: 38,
    time: '10:25',
    html: [
      p(
        'Werkdruk hoort er soms bij, maar langdurige stress niet. In de Week van de werkstress deelt onze vertrouwenspersoon een paar eenvoudige tips.',
      ),
      ul(
        'Plan pauzes in je agenda, net zo serieus als een overleg.',
        'Bespreek knelpunten vroeg met je consultant; samen zoeken we een oplossing.',
        'Zet meldingen van je telefoon uit na werktijd.',
      ),
      p(
        'Voel je je onder druk gezet of niet veilig op je werk? Je kunt altijd vertrouwelijk contact opnemen met de vertrouwenspersoon. De contactgegevens staan in de bibliotheek.',
      ),
    ].join('\n'),
  },
  {
    title: 'Kantoortijden rond de feestdagen',
    author: 'redactie',
    daysAgo: 43,
    time: '12:00',
    html: p(
      'Rond de feestdagen is ons kantoor in Utrecht beperkt open. Tussen kerst en oud en nieuw zijn we alleen op werkdagen van 9.00 tot 13.00 uur bereikbaar.',
      'Voor dringende zaken over je opdracht kun je je consultant altijd mobiel bereiken. Ziekmeldingen lopen zoals altijd via het verzuimprotocol.',
      'We wensen iedereen alvast fijne feestdagen en een goede jaarwisseling!',
    ),
  },
  {
    title: 'Thuiswerkvergoeding omhoog naar € 2,45 per dag',
    author: 'admin',
    daysAgo: 47,
    time: '09:05',
    html: p(
      'De thuiswerkvergoeding gaat omhoog van € 2,35 naar € 2,45 per thuisgewerkte dag. Dat is het maximale bedrag dat we onbelast mogen vergoeden.',
      'De vergoeding wordt automatisch uitbetaald op basis van de thuiswerkdagen die je met je opdrachtgever hebt afgesproken. Verandert je thuiswerkpatroon? Geef het door aan je consultant.',
      'Werk je thuis, zorg dan ook voor een goede werkplek. In de kennisbank staat een checklist voor een gezonde thuiswerkplek.',
    ),
  },
  {
    title: 'Gemeente Utrecht kiest opnieuw voor Van Dalen',
    author: 'beheer',
    daysAgo: 52,
    time: '14:35',
    html: p(
      'Na een openbare aanbesteding heeft de Gemeente Utrecht Van Dalen Detachering opnieuw geselecteerd als leverancier voor beleidsadvies en projectmanagement. De overeenkomst gaat in per 1 maart.',
      'Onze professionals werken bij de gemeente aan onder meer de energietransitie, de woningbouwopgave en de vernieuwing van de dienstverlening aan inwoners.',
      'Het aanbestedingsteam verdient een groot compliment: de inschrijving scoorde op kwaliteit het hoogst van alle inschrijvers.',
    ),
  },
  {
    title: 'Fietsplan: nu ook voor e-bikes en speed pedelecs',
    author: 'femke',
    daysAgo: 56,
    time: '11:50',
    html: p(
      'Ons fietsplan is uitgebreid. Naast gewone fietsen kun je nu ook een e-bike of speed pedelec aanschaffen met fiscaal voordeel, tot een maximum van € 4.000.',
      'Je betaalt de fiets terug via je bruto salaris, verdeeld over 36 maanden. Zo bespaar je al snel een derde van de aanschafprijs.',
      'Voorwaarde is dat je minimaal de helft van je woon-werkritten op de fiets maakt. Het aanvraagformulier staat in de kennisbank bij Formulieren.',
    ),
  },
  {
    title: 'Medewerkerstevredenheidsonderzoek: de resultaten',
    author: 'admin',
    daysAgo: 61,
    time: '10:15',
    html: [
      p(
        'Bedankt aan de 87 procent van de collega’s die het tevredenheidsonderzoek invulden! Gemiddeld geven jullie Van Dalen een 7,9. Vooral de persoonlijke begeleiding door consultants scoort hoog.',
        'Er zijn ook verbeterpunten. Jullie willen meer contact met collega’s die bij dezelfde opdrachtgever werken, en een duidelijker overzicht van de opleidingsmogelijkheden.',
      ),
      ul(
        'We starten vakgroepen per opdrachtgever met een bijeenkomst per kwartaal.',
        'Het opleidingsaanbod komt overzichtelijk in de bibliotheek.',
        'De wekelijkse stemmingscheck op het dashboard helpt ons sneller te zien waar iets speelt.',
      ),
    ].join('\n'),
  },
  {
    title: 'Vernieuwd intranet: dit is er veranderd',
    author: 'redactie',
    daysAgo: 66,
    time: '08:30',
    html: p(
      'Het intranet heeft een nieuw jasje! Op het dashboard vind je direct de belangrijkste links, het laatste nieuws en een korte vraag over hoe het met je gaat.',
      'Arbeidsvoorwaarden en de kennisbank zijn nu per categorie ingedeeld, met alle documenten direct te downloaden. In de bibliotheek staan handboeken en reglementen bij elkaar.',
      'Mis je iets of werkt iets niet zoals je verwacht? Laat het ons weten; we verbeteren het intranet graag samen met jullie.',
    ),
  },
  {
    title: 'Zo werkt het evaluatiegesprek per kwartaal',
    author: 'lotte',
    daysAgo: 70,
    time: '13:55',
    html: p(
      'Elk kwartaal evalueer je je opdracht met je consultant. Vooraf vul je in het portaal drie korte vragen in: over je eigen ontwikkeling, over de opdracht en over je meerwaarde voor de opdrachtgever.',
      'Je antwoorden zijn alleen zichtbaar voor jou en je consultant. Ze vormen de basis voor een goed gesprek en voor afspraken over opleiding of een volgende stap.',
      'Tip: noteer gedurende het kwartaal kort wat goed ging en wat lastig was. Dan heb je bij de evaluatie alles bij de hand.',
    ),
  },
  {
    title: 'Duurzaam reizen: NS Business Card voor iedereen',
    author: 'admin',
    daysAgo: 75,
    time: '09:20',
    html: p(
      'Vanaf nu kan iedere medewerker en professional een NS Business Card aanvragen. Daarmee reis je zonder voorschieten met trein, bus, tram en metro, en met de OV-fiets.',
      'De kosten van zakelijke reizen en woon-werkverkeer worden rechtstreeks met Van Dalen verrekend. Privéreizen met de kaart worden met je salaris verrekend.',
      'Vraag de kaart aan via je consultant. Reis je nu met de auto naar je opdrachtgever? Bekijk dan eens of het openbaar vervoer een goed alternatief is.',
    ),
  },
  {
    title: 'Meld je aan voor de Singelloop Utrecht',
    author: 'redactie',
    daysAgo: 80,
    time: '15:10',
    html: p(
      'Ook dit jaar lopen we met een team mee met de Singelloop in Utrecht. Je kunt kiezen uit de 5 of de 10 kilometer; Van Dalen betaalt het inschrijfgeld en zorgt voor een hardloopshirt.',
      'Na afloop is er een hapje en een drankje op ons kantoor aan de Catharijnesingel, op loopafstand van de finish.',
      'Aanmelden kan tot twee weken voor de loop bij Sanne Visser. Supporters zijn natuurlijk ook van harte welkom!',
    ),
  },
  {
    title: 'Nieuwe opdrachtgever: Erasmus MC',
    author: 'ruben',
    daysAgo: 86,
    time: '11:05',
    html: p(
      'Het Erasmus MC in Rotterdam is een nieuwe opdrachtgever van Van Dalen. Julia Hendriks en Tim Kok zijn er inmiddels gestart als financieel controller en projectmanager.',
      'Het ziekenhuis werkt aan een grote vernieuwing van de financiële processen en de planning van operatiekamers. Daar zijn de komende jaren meer specialisten voor nodig.',
      'Ben je geïnteresseerd in een opdracht in de zorg? Laat het je consultant weten.',
    ),
  },
  {
    title: 'Privacy: zo gaan we om met jouw gegevens',
    author: 'admin',
    daysAgo: 92,
    time: '10:40',
    html: p(
      'Van Dalen bewaart alleen de persoonsgegevens die nodig zijn voor je dienstverband en je opdrachten. In het vernieuwde privacyreglement lees je welke gegevens dat zijn, hoe lang we ze bewaren en wie ze kan inzien.',
      'Je kunt je eigen gegevens altijd bekijken en de meeste zelf aanpassen in je profiel op het intranet. Wil je weten welke gegevens we van je hebben, of wil je iets laten verwijderen? Neem contact op met HR.',
      'Het privacyreglement staat in de bibliotheek.',
    ),
  },
  {
    title: 'Tijdig verlof aanvragen voorkomt teleurstelling',
    author: 'femke',
    daysAgo: 98,
    time: '09:55',
    html: p(
      'Wil je in de zomer op vakantie? Vraag je verlof dan op tijd aan, zowel bij je consultant als bij je opdrachtgever. Zo kan de opdrachtgever de planning rond krijgen en weet je zeker dat je vrij bent.',
      'Je hebt recht op minimaal drie aaneengesloten weken zomervakantie. Voor langere periodes maak je afspraken met je consultant.',
      'In de kennisbank vind je het formulier bijzonder verlof, voor bijvoorbeeld een verhuizing of een huwelijk.',
    ),
  },
  {
    title: 'Opleidingsaanbod: data, projectmatig werken en Engels',
    author: 'lotte',
    daysAgo: 105,
    time: '14:15',
    html: [
      p(
        'De Van Dalen Academie heeft een nieuw opleidingsaanbod. Alle trainingen zijn in kleine groepen en vinden plaats op ons kantoor in Utrecht of online.',
      ),
      ul(
        'Data-analyse met Python en Power BI (zes avonden)',
        'Projectmatig werken en PRINCE2 Foundation (drie dagen)',
        'Zakelijk Engels voor adviseurs (acht lessen)',
        'Adviesvaardigheden en gesprekstechnieken (twee dagen)',
      ),
      p(
        'De kosten vallen binnen je persoonlijke opleidingsbudget. Aanmelden gaat via je consultant.',
      ),
    ].join('\n'),
  },
  {
    title: 'Herken phishing: drie vragen voor je klikt',
    author: 'beheer',
    daysAgo: 112,
    time: '10:30',
    html: [
      p(
        'Bij verschillende opdrachtgevers zijn de afgelopen weken overtuigende phishingmails rondgegaan, zogenaamd van de salarisadministratie. Stel jezelf daarom drie vragen voordat je op een link klikt:',
      ),
      '<ol><li>Verwacht ik dit bericht, en klopt de afzender echt?</li><li>Word ik onder tijdsdruk gezet of met iets gedreigd?</li><li>Wijst de link naar het adres dat ik verwacht?</li></ol>',
      p(
        'Twijfel je? Klik dan niet en meld de mail bij de servicedesk van je opdrachtgever en bij ons via <a href="mailto:security@vandalen.example">security@vandalen.example</a>.',
      ),
    ].join('\n'),
  },
  {
    title: 'Jubileum: Johan Bakker 12,5 jaar bij Van Dalen',
    author: 'redactie',
    daysAgo: 120,
    time: '16:30',
    html: p(
      'Johan Bakker viert deze maand zijn 12,5-jarig jubileum bij Van Dalen Detachering. Johan begon als projectmanager bij de provincie Gelderland en is nu beheerder van onze interne systemen.',
      'Collega’s kennen Johan als de rustige kracht die altijd tijd maakt voor een vraag. Hij stond aan de basis van het vernieuwde intranet.',
      'Johan, gefeliciteerd en bedankt voor al je inzet! Op vrijdag staat er taart in de kantine.',
    ),
  },
  {
    title: 'Vrijwilligersdag: samen aan de slag bij de Voedselbank',
    author: 'redactie',
    daysAgo: 130,
    time: '12:45',
    html: p(
      'Twintig collega’s hielpen op onze vrijwilligersdag bij de Voedselbank in Utrecht. Ze sorteerden producten, stelden pakketten samen en hielpen bij de uitgifte.',
      'Iedere medewerker en professional mag jaarlijks één betaalde dag vrijwilligerswerk doen. Dat kan met collega’s, maar ook bij een organisatie die jij belangrijk vindt.',
      'Heb je een goed idee voor de volgende vrijwilligersdag? Mail het naar Sanne Visser.',
    ),
  },
  {
    title: 'Kerstborrel: save the date',
    author: 'redactie',
    daysAgo: 1,
    time: '17:00',
    status: 'draft',
    html: p(
      'Concept: de kerstborrel is op vrijdag 18 december vanaf 16.00 uur op kantoor. Het programma volgt.',
    ),
  },
];

export const ARBEIDSVOORWAARDEN: DemoCategory[] = [
  {
    name: 'Salaris',
    description: 'Salarisbetaling, loonschalen, vakantiegeld en de eindejaarsuitkering.',
    items: [
      {
        title: 'Salarisbetaling en salarisstrook',
        html: p(
          'Je salaris wordt uiterlijk op de 25e van de maand op je rekening gestort. Valt die dag in het weekend, dan betalen we op de vrijdag ervoor.',
          'Je salarisstrook en jaaropgave vind je in Loket.nl. Je ontvangt een bericht zodra er een nieuwe strook klaarstaat.',
        ),
        files: [{ title: 'Uitleg salarisstrook', filename: 'Uitleg salarisstrook.pdf' }],
      },
      {
        title: 'Vakantiegeld en eindejaarsuitkering',
        html: p(
          'Je bouwt 8 procent vakantiegeld op over je brutosalaris. Het vakantiegeld wordt in mei uitbetaald.',
          'De eindejaarsuitkering is 3,5 procent van je jaarsalaris en wordt in december uitbetaald. Ben je in de loop van het jaar begonnen, dan krijg je een evenredig deel.',
        ),
        files: [
          {
            title: 'Regeling vakantiegeld en eindejaarsuitkering',
            filename: 'Vakantiegeld en eindejaarsuitkering.pdf',
          },
        ],
      },
      {
        title: 'Loonschalen en periodieken',
        html: [
          p(
            'Elke functie valt in een loonschaal. Bij een goede beoordeling krijg je per 1 januari een periodiek, tot het maximum van je schaal.',
          ),
          '<table><thead><tr><th>Schaal</th><th>Minimum</th><th>Maximum</th></tr></thead><tbody><tr><td>8</td><td>€ 3.420</td><td>€ 4.610</td></tr><tr><td>9</td><td>€ 3.890</td><td>€ 5.280</td></tr><tr><td>10</td><td>€ 4.380</td><td>€ 6.020</td></tr></tbody></table>',
        ].join('\n'),
        files: [
          { title: 'Salarisschalen', filename: 'Salarisschalen.pdf' },
          { title: 'Functiehuis en indeling', filename: 'Functiehuis en indeling.pdf' },
        ],
      },
    ],
  },
  {
    name: 'Verlof',
    description: 'Vakantiedagen, bijzonder verlof en ouderschapsverlof.',
    items: [
      {
        title: 'Vakantiedagen en bovenwettelijk verlof',
        html: p(
          'Bij een volledige werkweek heb je recht op 25 vakantiedagen per jaar: 20 wettelijke en 5 bovenwettelijke dagen. Vanaf je 60e komen daar twee dagen bij.',
          'Wettelijke dagen vervallen een half jaar na het jaar waarin je ze opbouwde; bovenwettelijke dagen blijven vijf jaar geldig.',
        ),
        files: [{ title: 'Verlofregeling', filename: 'Verlofregeling.pdf' }],
      },
      {
        title: 'Bijzonder verlof',
        html: [
          p('Voor bijzondere gebeurtenissen krijg je betaald verlof, onder meer:'),
          ul(
            'je eigen huwelijk of geregistreerd partnerschap: 2 dagen',
            'verhuizing: 1 dag per jaar',
            'overlijden van partner, kind of ouder: 4 dagen',
          ),
        ].join('\n'),
        files: [
          { title: 'Regeling bijzonder verlof', filename: 'Bijzonder verlof – overzicht.pdf' },
        ],
      },
      {
        title: 'Ouderschapsverlof',
        html: p(
          'Je hebt recht op ouderschapsverlof van 26 keer je wekelijkse arbeidsduur. De eerste 9 weken worden door het UWV voor 70 procent doorbetaald als je ze in het eerste levensjaar van je kind opneemt.',
          'Bespreek je plannen op tijd met je consultant, zodat we samen met je opdrachtgever een goede regeling kunnen maken.',
        ),
        files: [{ title: 'Ouderschapsverlof in het kort', filename: 'Ouderschapsverlof.pdf' }],
      },
    ],
  },
  {
    name: 'Pensioen',
    description: 'Je pensioenregeling, nabestaandenpensioen en pensioen bij deeltijd.',
    items: [
      {
        title: 'Pensioenregeling in het kort',
        html: p(
          'Je bouwt pensioen op bij het pensioenfonds van de branche. De premie is 24 procent van je pensioengevend salaris; Van Dalen betaalt twee derde, jij een derde.',
          'Op mijnpensioenoverzicht.nl zie je wat je tot nu toe hebt opgebouwd, ook bij eerdere werkgevers.',
        ),
        files: [{ title: 'Pensioen 1-2-3', filename: 'Pensioen 1-2-3.pdf' }],
      },
      {
        title: 'Nabestaandenpensioen',
        html: p(
          'Overlijd je voor je pensioendatum, dan krijgen je partner en kinderen een nabestaandenpensioen. Je partner moet daarvoor wel bij het pensioenfonds bekend zijn.',
          'Woon je samen zonder getrouwd te zijn of een geregistreerd partnerschap? Meld je partner dan zelf aan bij het pensioenfonds.',
        ),
        files: [
          { title: 'Partner aanmelden bij het pensioenfonds', filename: 'Partner aanmelden.pdf' },
        ],
      },
      {
        title: 'Pensioen en minder werken',
        html: p(
          'Ga je minder uren werken, dan bouw je ook minder pensioen op. Soms kun je de opbouw vrijwillig aanvullen.',
          'Laat je voor je een besluit neemt goed informeren; in het pensioenoverzicht van het fonds kun je verschillende situaties doorrekenen.',
        ),
        files: [{ title: 'Pensioen bij deeltijd', filename: 'Pensioen bij deeltijd.pdf' }],
      },
    ],
  },
  {
    name: 'Reiskosten',
    description: 'Woon-werkverkeer, zakelijke reizen en parkeren.',
    items: [
      {
        title: 'Kilometervergoeding woon-werk',
        html: p(
          'Reis je met de auto naar je opdrachtgever, dan krijg je € 0,23 per kilometer voor woon-werkverkeer tot een maximum van 60 kilometer enkele reis.',
          'De vergoeding wordt berekend op basis van je vaste reisdagen en betaald met je salaris.',
        ),
        files: [{ title: 'Reiskostenregeling', filename: 'Reiskostenregeling.pdf' }],
      },
      {
        title: 'Openbaar vervoer en NS Business Card',
        html: p(
          'Met de NS Business Card reis je zonder voorschieten. Zakelijke en woon-werkritten betaalt Van Dalen volledig.',
          'Reis je zonder kaart, dan declareer je de werkelijke kosten in het portaal, met je reisoverzicht als bon.',
        ),
        files: [
          { title: 'Voorwaarden NS Business Card', filename: 'Voorwaarden NS Business Card.pdf' },
        ],
      },
      {
        title: 'Zakelijke reizen en parkeren',
        html: p(
          'Kosten voor zakelijke reizen, zoals een bezoek aan een andere locatie van je opdrachtgever, declareer je per maand in het portaal. Parkeerkosten declareer je met de parkeerbon.',
          'Overnachtingen regel je vooraf in overleg met je consultant.',
        ),
        files: [{ title: 'Declaratiereglement', filename: 'Declaratiereglement.pdf' }],
      },
    ],
  },
  {
    name: 'Opleiding',
    description: 'Je opleidingsbudget, studieverlof en de studiekostenregeling.',
    items: [
      {
        title: 'Persoonlijk opleidingsbudget',
        html: p(
          'Iedere medewerker heeft een persoonlijk opleidingsbudget van € 1.250 per jaar. Niet gebruikt budget schuift één jaar door.',
          'Je bespreekt je opleidingswensen in het evaluatiegesprek; je consultant keurt de aanvraag goed.',
        ),
        files: [{ title: 'Opleidingsregeling', filename: 'Opleidingsregeling.pdf' }],
      },
      {
        title: 'Studieverlof',
        html: p(
          'Voor examens krijg je de examendag vrij, met behoud van salaris. Voor een opleiding die Van Dalen nodig vindt voor je functie krijg je daarnaast studieverlof in overleg.',
        ),
        files: [{ title: 'Regeling studieverlof', filename: 'Studieverlof.pdf' }],
      },
      {
        title: 'Studiekosten en terugbetaling',
        html: p(
          'Kost een opleiding meer dan € 2.500, dan maken we een studieovereenkomst. Ga je binnen twee jaar na afloop uit dienst, dan betaal je naar verhouding een deel terug.',
        ),
        files: [
          { title: 'Voorbeeld studieovereenkomst', filename: 'Studieovereenkomst (voorbeeld).pdf' },
        ],
      },
    ],
  },
  {
    name: 'Werktijden',
    description: 'Werktijden, overwerk, thuiswerken en ziekteverzuim.',
    items: [
      {
        title: 'Werktijden en overwerk',
        html: p(
          'Je werktijden stem je af met je opdrachtgever, binnen de afspraken in je arbeidsovereenkomst. Een volledige werkweek is 40 uur.',
          'Overwerk vindt alleen plaats in overleg met je consultant en wordt gecompenseerd in tijd of geld.',
        ),
        files: [
          { title: 'Regeling werktijden en overwerk', filename: 'Werktijden en overwerk.pdf' },
        ],
      },
      {
        title: 'Thuiswerken',
        html: p(
          'Thuiswerken gaat in overleg met je opdrachtgever. Je krijgt € 2,45 thuiswerkvergoeding per thuisgewerkte dag en een eenmalige bijdrage voor je werkplek.',
        ),
        files: [{ title: 'Thuiswerkregeling', filename: 'Thuiswerkregeling.pdf' }],
      },
      {
        title: 'Ziekmelding en verzuim',
        html: p(
          'Meld je vóór 9.00 uur ziek bij je consultant en bij je leidinggevende bij de opdrachtgever. Geef door waar je bereikbaar bent en hoe lang je verwacht afwezig te zijn.',
          'Het volledige verzuimprotocol lees je in het document hieronder.',
        ),
        files: [{ title: 'Verzuimprotocol', filename: 'Verzuimprotocol – één pagina.pdf' }],
      },
    ],
  },
];

export const KENNISBANK: DemoCategory[] = [
  {
    name: 'Formulieren',
    description: 'Formulieren voor wijzigingen en aanvragen.',
    items: [
      {
        title: 'Wijziging persoonsgegevens',
        html: p(
          'Verhuisd of een nieuw rekeningnummer? De meeste gegevens pas je zelf aan in je profiel. Voor een wijziging van je naam of burgerlijke staat gebruik je dit formulier.',
        ),
        files: [
          {
            title: 'Formulier wijziging persoonsgegevens',
            filename: 'Wijziging persoonsgegevens.pdf',
          },
        ],
      },
      {
        title: 'Aanvraag opleiding',
        html: p(
          'Vul het formulier in en bespreek het met je consultant. Na goedkeuring regelt HR de inschrijving en de betaling.',
        ),
        files: [{ title: 'Aanvraagformulier opleiding', filename: 'Aanvraag opleiding.pdf' }],
      },
      {
        title: 'Aanvraag fietsplan',
        html: p(
          'Met dit formulier vraag je een fiets, e-bike of speed pedelec aan via het fietsplan. Voeg de offerte van de fietsenwinkel toe.',
        ),
        files: [{ title: 'Aanvraagformulier fietsplan', filename: 'Aanvraag fietsplan.pdf' }],
      },
    ],
  },
  {
    name: 'Handleidingen',
    description: 'Stap voor stap: het portaal en de systemen die we gebruiken.',
    items: [
      {
        title: 'Declaraties indienen in het portaal',
        html: [
          p('Zo dien je je declaraties van een maand in:'),
          '<ol><li>Open Declaraties en kies de maand.</li><li>Voeg per rit of uitgave een regel toe, met bon waar nodig.</li><li>Controleer het totaal en klik op Indienen.</li></ol>',
        ].join('\n'),
        files: [{ title: 'Handleiding declaraties', filename: 'Handleiding declaraties.pdf' }],
      },
      {
        title: 'Inloggen met tweestapsverificatie',
        html: p(
          'Voor Outlook en Teams gebruik je tweestapsverificatie met de Microsoft Authenticator-app. De handleiding laat zien hoe je de app koppelt aan je account.',
        ),
        files: [
          { title: 'Handleiding tweestapsverificatie', filename: 'Tweestapsverificatie.pdf' },
        ],
      },
      {
        title: 'Je salarisstrook in Loket.nl',
        html: p(
          'In Loket.nl vind je je salarisstroken en jaaropgaven. Je logt in met je e-mailadres en een code die je per sms ontvangt.',
        ),
        files: [{ title: 'Handleiding Loket.nl', filename: 'Handleiding Loket.pdf' }],
      },
    ],
  },
  {
    name: 'Veelgestelde vragen',
    description: 'Antwoorden op vragen die we vaak krijgen.',
    items: [
      {
        title: 'Wanneer wordt mijn salaris betaald?',
        html: p(
          'Uiterlijk op de 25e van de maand. Valt die dag in het weekend, dan staat het salaris op de vrijdag ervoor op je rekening.',
        ),
        files: [{ title: 'Betaaldata salaris', filename: 'Betaaldata salaris.pdf' }],
      },
      {
        title: 'Wat doe ik als mijn laptop kwijt is?',
        html: p(
          'Meld het direct bij de servicedesk van je opdrachtgever en bij Johan Bakker. Zo kunnen we je account blokkeren voordat iemand anders er gebruik van maakt.',
        ),
        files: [
          { title: 'Meldprocedure verlies of diefstal', filename: 'Verlies of diefstal.pdf' },
        ],
      },
      {
        title: 'Mag ik een nevenactiviteit hebben?',
        html: p(
          'Ja, zolang het je werk niet in de weg staat en er geen belangenverstrengeling is. Meld een nevenactiviteit altijd vooraf bij je consultant.',
        ),
        files: [{ title: 'Regeling nevenactiviteiten', filename: 'Nevenactiviteiten.pdf' }],
      },
    ],
  },
  {
    name: 'Wetgeving',
    description: 'Wetten die voor jou als medewerker of professional gelden.',
    items: [
      {
        title: 'Wet verbetering poortwachter',
        html: p(
          'Bij langdurig verzuim werken jij en Van Dalen samen aan je re-integratie. De wet schrijft voor welke stappen we zetten en wanneer.',
        ),
        files: [{ title: 'Poortwachter in stappen', filename: 'Wet verbetering poortwachter.pdf' }],
      },
      {
        title: 'De AVG voor professionals',
        html: p(
          'Bij je opdrachtgever werk je vaak met persoonsgegevens. De AVG bepaalt hoe je daarmee omgaat: alleen gebruiken waarvoor het nodig is, veilig bewaren en niet langer dan nodig.',
        ),
        files: [{ title: 'AVG-checklist voor professionals', filename: 'AVG-checklist.pdf' }],
      },
      {
        title: 'Arbeidsovereenkomsten en de ketenregeling',
        html: p(
          'Na drie tijdelijke contracten of na drie jaar heb je recht op een vast contract. Een tussenpoos van meer dan zes maanden onderbreekt de keten.',
        ),
        files: [{ title: 'Ketenregeling uitgelegd', filename: 'Ketenregeling.pdf' }],
      },
    ],
  },
  {
    name: 'Onderzoek',
    description: 'Cijfers en onderzoeken over onze organisatie en de markt.',
    items: [
      {
        title: 'Medewerkerstevredenheid',
        html: p(
          'De volledige resultaten van het laatste tevredenheidsonderzoek, per afdeling en per opdrachtgever.',
        ),
        files: [
          {
            title: 'Rapport medewerkerstevredenheid',
            filename: 'Rapport medewerkerstevredenheid.pdf',
          },
        ],
      },
      {
        title: 'Verzuimcijfers per kwartaal',
        html: p(
          'Het verzuim lag het afgelopen kwartaal op 3,8 procent, onder het landelijk gemiddelde van 4,6 procent.',
        ),
        files: [{ title: 'Verzuimcijfers', filename: 'Verzuimcijfers.pdf' }],
      },
    ],
  },
];

export const LIBRARY: Array<{ title: string; files: DemoDocument[] }> = [
  {
    title: 'Personeelshandboek',
    files: [
      {
        title: 'Personeelshandboek',
        filename: 'Personeelshandboek.pdf',
        label: 'Personeelshandboek (volledig)',
      },
      {
        title: 'Samenvatting personeelshandboek',
        filename: 'Samenvatting personeelshandboek.pdf',
        label: 'Samenvatting in één A4',
      },
    ],
  },
  {
    title: 'Gedragscode en integriteit',
    files: [
      { title: 'Gedragscode', filename: 'Gedragscode – versie één.pdf', label: 'Gedragscode' },
    ],
  },
  {
    title: 'Privacyreglement (AVG)',
    files: [{ title: 'Privacyreglement', filename: 'Privacyreglement.pdf' }],
  },
  {
    title: 'Klachtenregeling en vertrouwenspersoon',
    files: [
      { title: 'Klachtenregeling', filename: 'Klachtenregeling.pdf', label: 'Klachtenregeling' },
      {
        title: 'Contact vertrouwenspersoon',
        filename: 'Vertrouwenspersoon.pdf',
        label: 'Zo bereik je de vertrouwenspersoon',
      },
    ],
  },
  {
    title: 'Huisstijl en sjablonen',
    files: [
      { title: 'Huisstijlhandboek', filename: 'Huisstijlhandboek.pdf', label: 'Huisstijlhandboek' },
    ],
  },
];

export const DIRECT_LINKS = [
  {
    title: 'Loket.nl',
    url: 'https://www.loket.nl/',
    initials: 'LN',
    color: '#1f6f8b',
    alt: 'Logo Loket.nl',
  },
  {
    title: 'Outlook',
    url: 'https://outlook.office.com/mail/',
    initials: 'OL',
    color: '#0f6cbd',
    alt: 'Logo Outlook',
  },
  {
    title: 'Microsoft Teams',
    url: 'https://teams.microsoft.com/',
    initials: 'MT',
    color: '#5b5fc7',
    alt: 'Logo Microsoft Teams',
  },
  {
    title: 'Mijnpensioenoverzicht',
    url: 'https://www.mijnpensioenoverzicht.nl/',
    initials: 'MP',
    color: '#d4570f',
    alt: 'Logo Mijnpensioenoverzicht',
  },
  {
    title: 'GoodHabitz',
    url: 'https://www.goodhabitz.com/nl-nl/',
    initials: 'GH',
    color: '#2b8a3e',
    alt: 'Logo GoodHabitz',
  },
  {
    title: 'Arbo Unie',
    url: 'https://www.arbounie.nl/',
    initials: 'AU',
    color: '#b5174b',
    alt: 'Logo Arbo Unie',
  },
  {
    title: 'Declaraties',
    url: '/portal/declaraties',
    initials: 'DC',
    color: '#495057',
    alt: 'Declaraties',
    target: '',
  },
];

export const CONTACT_PERSONS = [
  { naam: 'Marieke de Vries (HR)', telefoonnummer: '030-2400000' },
  { naam: 'Johan Bakker (beheer)', telefoonnummer: '030-2400137' },
  { naam: 'Sanne Visser (redactie)', telefoonnummer: '030-2400274' },
];
