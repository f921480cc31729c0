// The demo academy's content: categories, instructors, courses with lessons, e-books and templates.
// Serbian (Latin) text; English where the schema has *_en columns. Prices are integer para (1 RSD = 100 para).

/** 9.800,00 RSD → 980000 para. */
export const rsd = (amount: number): number => Math.round(amount * 100);

export interface CategorySeed {
  id: number;
  slug: string;
  nameSr: string;
  nameEn: string;
  parentId: number | null;
  position: number;
  /** Yearly membership price of a zone (main category), para. */
  membershipPricePara?: number;
}

export const categories: CategorySeed[] = [
  {
    id: 1,
    slug: 'dizajn-enterijera',
    nameSr: 'Dizajn enterijera',
    nameEn: 'Interior design',
    parentId: null,
    position: 1,
    membershipPricePara: rsd(24000),
  },
  {
    id: 2,
    slug: 'modni-dizajn',
    nameSr: 'Modni dizajn',
    nameEn: 'Fashion design',
    parentId: null,
    position: 2,
    membershipPricePara: rsd(24000),
  },
  {
    id: 3,
    slug: 'dramske-umetnosti',
    nameSr: 'Dramske umetnosti',
    nameEn: 'Dramatic arts',
    parentId: null,
    position: 3,
    membershipPricePara: rsd(18000),
  },
  {
    id: 4,
    slug: 'software-kursevi',
    nameSr: 'Softverski kursevi',
    nameEn: 'Software courses',
    parentId: null,
    position: 4,
    membershipPricePara: rsd(18000),
  },
  {
    id: 5,
    slug: 'stambeni-prostor',
    nameSr: 'Stambeni prostor',
    nameEn: 'Living spaces',
    parentId: 1,
    position: 1,
  },
  { id: 6, slug: 'rasveta', nameSr: 'Rasveta', nameEn: 'Lighting', parentId: 1, position: 2 },
  {
    id: 7,
    slug: 'stilizovanje-prostora',
    nameSr: 'Stilizovanje',
    nameEn: 'Interior styling',
    parentId: 1,
    position: 3,
  },
  { id: 8, slug: 'krojenje', nameSr: 'Krojenje', nameEn: 'Pattern cutting', parentId: 2, position: 1 },
  {
    id: 9,
    slug: 'stilizovanje-odece',
    nameSr: 'Stilizovanje odeće',
    nameEn: 'Wardrobe styling',
    parentId: 2,
    position: 2,
  },
  {
    id: 10,
    slug: 'modna-ilustracija',
    nameSr: 'Modna ilustracija',
    nameEn: 'Fashion illustration',
    parentId: 2,
    position: 3,
  },
  { id: 11, slug: 'gluma', nameSr: 'Gluma', nameEn: 'Acting', parentId: 3, position: 1 },
  {
    id: 12,
    slug: 'scenski-pokret',
    nameSr: 'Scenski pokret',
    nameEn: 'Stage movement',
    parentId: 3,
    position: 2,
  },
  {
    id: 13,
    slug: 'javni-nastup',
    nameSr: 'Javni nastup',
    nameEn: 'Public speaking',
    parentId: 3,
    position: 3,
  },
  {
    id: 14,
    slug: 'graficki-dizajn',
    nameSr: 'Grafički dizajn',
    nameEn: 'Graphic design',
    parentId: 4,
    position: 1,
  },
  { id: 15, slug: 'veb-dizajn', nameSr: 'Veb dizajn', nameEn: 'Web design', parentId: 4, position: 2 },
  {
    id: 16,
    slug: '3d-vizualizacija',
    nameSr: '3D vizualizacija',
    nameEn: '3D visualisation',
    parentId: 4,
    position: 3,
  },
];

export type InstructorKey = 'ana' | 'milica' | 'teodora' | 'marko' | 'nikola' | 'jelena';

export interface InstructorSeed {
  key: InstructorKey;
  /** URL-friendly handle, stored in instructors.slug (/instructors/{slug}, the style landing's {name}). */
  slug: string;
  name: string;
  email: string;
  field: string;
  specialty: string;
  bioSr: string;
  bioEn: string;
  /** Portrait field colour. */
  color: string;
  /** Gets a short generated trailer video. */
  trailer: boolean;
}

export const instructors: InstructorSeed[] = [
  {
    key: 'ana',
    slug: 'ana',
    name: 'Ana Petrović',
    email: 'ana.petrovic@atelje.rs',
    field: 'Dizajn enterijera',
    specialty: 'Stambeni prostori i male površine',
    bioSr:
      'Ana je arhitektica enterijera iz Beograda sa petnaest godina iskustva u uređenju stanova i kuća. Diplomirala je na Arhitektonskom fakultetu u Beogradu, a danas vodi studio koji se bavi preuređenjem starih gradskih stanova. Veruje da dobar prostor počinje od navika ljudi koji u njemu žive, a ne od kataloga nameštaja.',
    bioEn:
      'Ana is a Belgrade interior architect with fifteen years of experience designing flats and houses. She graduated from the Faculty of Architecture in Belgrade and now runs a studio that renovates old city apartments. She believes a good room starts with the habits of the people who live in it, not with a furniture catalogue.',
    color: '#A65F40',
    trailer: true,
  },
  {
    key: 'milica',
    slug: 'milica',
    name: 'Milica Jovanović',
    email: 'milica.jovanovic@atelje.rs',
    field: 'Modni dizajn',
    specialty: 'Lični stil i kapsula garderobe',
    bioSr:
      'Milica je stilistkinja i modna urednica koja je deset godina radila za domaće modne časopise i televizijske produkcije. Danas radi sa privatnim klijentima na izgradnji ličnog stila i garderobe koja odgovara njihovom načinu života. Njen pristup je jednostavan: manje komada, bolje odabranih, nošenih sa više samopouzdanja.',
    bioEn:
      'Milica is a stylist and fashion editor who spent ten years working for Serbian fashion magazines and television productions. She now works with private clients on building a personal style and a wardrobe that fits the way they live. Her approach is simple: fewer pieces, better chosen, worn with more confidence.',
    color: '#763848',
    trailer: true,
  },
  {
    key: 'teodora',
    slug: 'teodora',
    name: 'Teodora Đorđević',
    email: 'teodora.djordjevic@atelje.rs',
    field: 'Dizajn enterijera',
    specialty: 'Rasveta i 3D vizualizacija',
    bioSr:
      'Teodora je dizajnerka rasvete i enterijera iz Novog Sada. Projektovala je svetlo za restorane, galerije i desetine stanova, a klijentima prostor prvo pokazuje u 3D vizualizaciji. Na kursevima objašnjava tehniku jednostavnim jezikom, uz mnogo primera iz prakse.',
    bioEn:
      'Teodora is a lighting and interior designer from Novi Sad. She has designed lighting for restaurants, galleries and dozens of homes, and shows her clients every space in 3D before work begins. In her courses she explains the technical side in plain language, with plenty of real-world examples.',
    color: '#94683A',
    trailer: false,
  },
  {
    key: 'marko',
    slug: 'marko',
    name: 'Marko Ilić',
    email: 'marko.ilic@atelje.rs',
    field: 'Modni dizajn',
    specialty: 'Krojenje i modna ilustracija',
    bioSr:
      'Marko je modni dizajner i krojač sa sopstvenim ateljeom u Beogradu. Pre toga je radio u radionicama pozorišnih kostima, gde je naučio da kroj mora da bude tačan, ali i da prati pokret. Predaje krojenje početnicima i modnu ilustraciju studentima dizajna.',
    bioEn:
      'Marko is a fashion designer and tailor with his own atelier in Belgrade. He previously worked in theatre costume workshops, where he learned that a pattern has to be precise and still follow movement. He teaches pattern cutting to beginners and fashion illustration to design students.',
    color: '#4E5A48',
    trailer: false,
  },
  {
    key: 'nikola',
    slug: 'nikola',
    name: 'Nikola Stanković',
    email: 'nikola.stankovic@atelje.rs',
    field: 'Dramske umetnosti',
    specialty: 'Gluma pred kamerom i scenski pokret',
    bioSr:
      'Nikola je glumac i reditelj, član ansambla jednog beogradskog pozorišta i predavač glume pred kamerom. Igrao je u tridesetak predstava i nekoliko televizijskih serija, a poslednjih godina priprema mlade glumce za audicije. Veruje da se scenska sigurnost uči kao i svaki zanat: vežbom, malo po malo.',
    bioEn:
      'Nikola is an actor and director, a member of a Belgrade theatre company and a teacher of on-camera acting. He has played in some thirty productions and several television series, and in recent years has prepared young actors for auditions. He believes stage confidence is learned like any craft: through practice, little by little.',
    color: '#33414A',
    trailer: true,
  },
  {
    key: 'jelena',
    slug: 'jelena',
    name: 'Jelena Marković',
    email: 'jelena.markovic@atelje.rs',
    field: 'Softverski kursevi',
    specialty: 'Grafički i veb dizajn',
    bioSr:
      'Jelena je grafička dizajnerka koja je radila na vizuelnim identitetima izdavačkih kuća, festivala i malih brendova. Veb sajtove pravi od 2010. godine i posebno brine o čitljivosti i pristupačnosti. Na kursevima pokazuje da se dobar dizajn zasniva na jasnim pravilima koja svako može da savlada.',
    bioEn:
      'Jelena is a graphic designer who has worked on visual identities for publishers, festivals and small brands. She has been building websites since 2010 and cares especially about legibility and accessibility. Her courses show that good design rests on clear rules that anyone can master.',
    color: '#9C6B3C',
    trailer: false,
  },
];

export interface LessonSeed {
  title: string;
  /** Index into the course's videoGroups (video categories). */
  group?: number;
  /** 'separate': an extra intro row under intros/; 'concat': intro joined into the lesson file. */
  intro?: 'separate' | 'concat';
}

export interface CourseSeed {
  id: number;
  title: string;
  description: string;
  type: 'lifestyle' | 'professional';
  categoryId: number;
  subcategoryIds: number[];
  instructor: InstructorKey;
  pricePara: number;
  originalPricePara: number;
  comingSoon?: boolean;
  popularity: number;
  /** Names of the course's video categories, when its lessons are grouped. */
  videoGroups?: string[];
  /** Order 1 is the trailer. */
  lessons: LessonSeed[];
}

/** Course ids the site settings point to (the ids the original front end hard-coded, kept for familiarity). */
export const FREE_MINI_COURSE_ID = 6;
export const INTERIOR_LANDING_COURSE_ID = 10;
export const STYLE_LANDING_COURSE_ID = 11;
export const LANDING_SLUG = 'milica';
/** The free style mini courses of the men's and women's sign-up pages (site settings free_style_course_{m,w}_id). */
export const FREE_STYLE_COURSE_M_ID = 15;
export const FREE_STYLE_COURSE_W_ID = 16;
export const REFUND_POLICY_DAYS = 14;

export const courses: CourseSeed[] = [
  {
    id: 1,
    title: 'Osnove dizajna enterijera',
    description: [
      'Kurs za sve koji žele da razumeju kako nastaje dobar enterijer, od prvog merenja prostorije do izbora poslednjeg detalja. Kroz primere iz stvarnih beogradskih stanova učićete da procenite proporcije, tokove kretanja i prirodno svetlo pre nego što kupite ijedan komad nameštaja.',
      'Svaka lekcija završava se kratkim zadatkom koji radite u sopstvenom prostoru. Na kraju kursa imaćete plan rasporeda, paletu boja i materijala i listu prioriteta za kupovinu, spremne da ih pokažete izvođaču ili da sami krenete u radove.',
      'Kurs je namenjen početnicima i onima koji razmišljaju o profesionalnom bavljenju dizajnom enterijera. Nije potrebno predznanje niti poseban softver.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 1,
    subcategoryIds: [5, 7],
    instructor: 'ana',
    pricePara: rsd(14_900),
    originalPricePara: rsd(18_600),
    popularity: 90,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Kako čitati prostor: svetlo, proporcija, kretanje', intro: 'separate' },
      { title: 'Paleta boja i materijala' },
      { title: 'Od skice do plana nameštaja' },
    ],
  },
  {
    id: 2,
    title: 'Rasveta koja menja prostor',
    description: [
      'Svetlo je najjeftiniji način da prostor izgleda skuplje, i najčešći razlog zašto lepo opremljen stan deluje hladno. U ovom kursu Teodora Đorđević objašnjava kako da planirate rasvetu po slojevima, kako da izaberete temperaturu boje i zašto jedna plafonjera na sredini sobe gotovo nikad nije dovoljna.',
      'Naučićete da čitate tehničke podatke sa pakovanja sijalica, da rasporedite tačke svetla pre krečenja i da kombinujete lampe tako da svaka prostorija ima jutarnje, radno i večernje raspoloženje. Uz kurs dobijate priručnik sa tabelama preporučenih vrednosti za svaku sobu.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 1,
    subcategoryIds: [6, 5],
    instructor: 'teodora',
    pricePara: rsd(11_900),
    originalPricePara: rsd(14_900),
    popularity: 70,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Tri sloja svetla: opšte, radno i ambijentalno' },
      { title: 'Temperatura boje i verna reprodukcija boja' },
    ],
  },
  {
    id: 3,
    title: 'Kapsula garderobe: manje komada, više stila',
    description: [
      'Ormar je pun, a opet nemate šta da obučete? Kapsula garderobe je mali, promišljen izbor komada koji se međusobno slažu, pa od tridesetak stvari nastaje više od stotinu kombinacija.',
      'Milica Jovanović vodi vas kroz inventar postojećeg ormara, izbor osnovne palete i pravljenje liste za pametnu kupovinu. Kurs je praktičan: posle svake lekcije sređujete jedan deo garderobe i fotografišete kombinacije koje ste složili.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 2,
    subcategoryIds: [9],
    instructor: 'milica',
    pricePara: rsd(7_900),
    originalPricePara: rsd(9_900),
    popularity: 80,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Inventar ormara bez griže savesti' },
      { title: 'Pravilo tri boje' },
    ],
  },
  {
    id: 4,
    title: 'Krojenje za početnike: od mera do prvog kroja',
    description: [
      'Kurs krojenja koji počinje od nule: kako se pravilno uzimaju mere, kako se crta osnovni kroj i kako se on prilagođava figuri. Marko Ilić, modni dizajner sa dugogodišnjim iskustvom u radionici, pokazuje svaki korak na stolu za krojenje, bez preskakanja „očiglednih“ delova.',
      'Na kraju kursa imaćete sopstveni osnovni kroj suknje, razumećete dodatke za šavove i znaćete da kroj prenesete na tkaninu bez rasipanja materijala.',
      'Potrebni su vam krojački papir, metar, lenjir i olovka; šivaća mašina tek za poslednju lekciju.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 2,
    subcategoryIds: [8],
    instructor: 'marko',
    pricePara: rsd(16_500),
    originalPricePara: rsd(19_900),
    popularity: 55,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Uzimanje mera i tabela veličina' },
      { title: 'Osnovni kroj suknje' },
      { title: 'Prenošenje kroja na tkaninu' },
    ],
  },
  {
    id: 5,
    title: 'Gluma pred kamerom',
    description: [
      'Gluma za film i televiziju traži drugačiju meru nego pozornica: kamera beleži i najmanju promenu u pogledu. Nikola Stanković, glumac i reditelj, kroz vežbe koje koristi u pripremi za audicije pokazuje kako da ostanete prirodni u krupnom planu, kako da pogodite oznaku i zadržite koncentraciju kroz više ponavljanja iste scene.',
      'Kurs je namenjen studentima glume, glumcima amaterima i svima koji se pripremaju za audiciju ili snimanje. Svaka lekcija ima vežbu koju snimate telefonom i upoređujete sa primerima iz lekcije.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 3,
    subcategoryIds: [11, 13],
    instructor: 'nikola',
    pricePara: rsd(13_200),
    originalPricePara: rsd(16_500),
    popularity: 60,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Kamera vidi misao: mera i iskrenost' },
      { title: 'Rad sa tekstom i partnerom' },
    ],
  },
  {
    id: FREE_MINI_COURSE_ID,
    title: 'Mini kurs: Uredi dom za jedan vikend',
    description: [
      'Besplatan mini kurs za sve koji žele brzu promenu bez velikih troškova. U tri kratke lekcije Ana Petrović pokazuje kako da premestite nameštaj, oslobodite površine i dodate svetlo tako da prostor za jedan vikend izgleda sređenije i toplije.',
      'Mini kurs dobijate automatski kada se registrujete i nalazi se na stranici Moj napredak. Ako vam se dopadne pristup, nastavak priče je kurs „Dizajniraj svoj prostor“.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 1,
    subcategoryIds: [5, 7],
    instructor: 'ana',
    pricePara: 0,
    originalPricePara: 0,
    popularity: 85,
    lessons: [
      { title: 'Najava mini kursa' },
      { title: 'Tri promene koje se odmah vide' },
      { title: 'Raspored nameštaja u dnevnoj sobi' },
    ],
  },
  {
    id: 7,
    title: 'Grafički dizajn: tipografija i kompozicija',
    description: [
      'Dobar dizajn počinje pre nego što otvorite program: od odluke šta čitalac treba da vidi prvo, drugo i treće. Jelena Marković kroz primere plakata, knjiga i objava za društvene mreže objašnjava hijerarhiju, mrežu, beline i uparivanje fontova.',
      'Vežbe radite u alatu po izboru (Figma, Affinity ili InDesign), a na kraju kursa imate tri gotova rada za portfolio i kontrolnu listu koju možete primeniti na svaki sledeći projekat.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 4,
    subcategoryIds: [14],
    instructor: 'jelena',
    pricePara: rsd(12_900),
    originalPricePara: rsd(15_900),
    popularity: 65,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Hijerarhija: šta se čita prvo' },
      { title: 'Mreža i beline' },
      { title: 'Izbor i uparivanje fontova' },
    ],
  },
  {
    id: 8,
    title: 'Veb dizajn bez koda',
    description: [
      'Napravite sajt za svoj studio, radionicu ili portfolio bez pisanja koda. Kurs pokriva planiranje sadržaja, strukturu stranica i vizuelni identitet, a zatim korak po korak sklapanje sajta u alatu za vizuelnu izradu.',
      'Posebna pažnja posvećena je čitljivosti na telefonu, brzini učitavanja i pristupačnosti: kontrastu, veličini slova i jasnim dugmadima. Na kraju imate objavljen sajt i plan kako da ga održavate.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 4,
    subcategoryIds: [15, 14],
    instructor: 'jelena',
    pricePara: rsd(9_900),
    originalPricePara: rsd(12_400),
    popularity: 50,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Struktura stranice i navigacija' },
      { title: 'Prilagođavanje mobilnim uređajima' },
    ],
  },
  {
    id: 9,
    title: 'Javni nastup sa sigurnošću',
    description: [
      'Tehnike pozorišnih glumaca prilagođene sastancima, prezentacijama i zdravicama. Naučićete kako da smirite tremu disanjem, kako da glas nosi bez vikanja i kako da telom podržite ono što govorite.',
      'Nikola Stanković vodi vas kroz kratke svakodnevne vežbe od pet minuta i kroz pripremu jednog stvarnog nastupa, od prve rečenice do završne poruke koju publika pamti.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 3,
    subcategoryIds: [13, 12],
    instructor: 'nikola',
    pricePara: rsd(6_900),
    originalPricePara: rsd(8_900),
    popularity: 58,
    lessons: [{ title: 'Najava kursa' }, { title: 'Dah, glas i tempo' }, { title: 'Prvih trideset sekundi' }],
  },
  {
    id: INTERIOR_LANDING_COURSE_ID,
    title: 'Dizajniraj svoj prostor',
    description: [
      '„Dizajniraj svoj prostor“ je kurs za one koji žele da sami urede stan ili kuću, bez lutanja i skupih grešaka. U sedam modula prolazite ceo put: od merenja i plana postojećeg stanja, preko zoniranja i rasporeda nameštaja, do boja, materijala, rasvete i završnog stilizovanja.',
      'Ana Petrović deli metod koji koristi sa klijentima svog studija, uz primere pre i posle iz stvarnih projekata. Uz kurs dobijate e-knjigu o bojama, šablon za mood board i ček-listu za preuređenje, a pristup traje dvanaest meseci.',
      'Kurs je za vas ako se selite, renovirate ili jednostavno želite da se u svom domu osećate bolje. Nije potrebno predznanje, samo metar, sveska i volja da svoj prostor pogledate novim očima.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 1,
    subcategoryIds: [5, 6, 7],
    instructor: 'ana',
    pricePara: rsd(9_800),
    originalPricePara: rsd(12_250),
    popularity: 100,
    videoGroups: ['Planiranje prostora', 'Boje, svetlo i detalji'],
    lessons: [
      { title: 'Najava kursa', group: 0 },
      { title: 'Merenje i plan postojećeg stanja', group: 0, intro: 'concat' },
      { title: 'Zoniranje: gde se šta dešava', group: 0 },
      { title: 'Boje, materijali i svetlo koji rade zajedno', group: 1 },
    ],
  },
  {
    id: STYLE_LANDING_COURSE_ID,
    title: 'Izgradi svoj stil',
    description: [
      'Kurs o stilu koji ne počinje od trendova, već od vas: vašeg načina života, građe i boja koje vam pristaju. Kroz dvanaest modula Milica Jovanović objašnjava osnove garderobe, proporcije, boje, slojevito oblačenje, razliku između formalnog i ležernog i kako da kombinujete komade koje već imate.',
      'Uz video lekcije dobijate stilski vodič u obliku e-knjige i planer kapsule garderobe. Pristup kursu traje dvanaest meseci, a lekcije su kratke, pa ih lako uklopite u svakodnevicu.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 2,
    subcategoryIds: [9],
    instructor: 'milica',
    pricePara: rsd(9_800),
    originalPricePara: rsd(12_250),
    popularity: 95,
    videoGroups: ['Osnove stila', 'Kombinovanje i detalji'],
    lessons: [
      { title: 'Najava kursa', group: 0 },
      { title: 'Stil kao lični izraz', group: 0 },
      { title: 'Slojevi i kombinovanje komada', group: 1 },
      { title: 'Aksesoari i detalji', group: 1 },
    ],
  },
  {
    id: 12,
    title: '3D vizualizacija enterijera u Blenderu',
    description: [
      'Blender je besplatan, a vizualizacije koje se u njemu prave stoje rame uz rame sa onima iz komercijalnih programa. Teodora Đorđević pokazuje tok rada koji koristi u praksi: od uvoza osnove i modelovanja zidova, preko nameštaja i materijala, do postavljanja svetla i kamere.',
      'Kurs je namenjen dizajnerima enterijera i studentima arhitekture koji žele da klijentima pokažu prostor pre izvođenja radova. Potreban je računar sa novijom grafičkom karticom i instaliran Blender.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 4,
    subcategoryIds: [16],
    instructor: 'teodora',
    pricePara: rsd(15_900),
    originalPricePara: rsd(19_900),
    popularity: 45,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Modelovanje prostorije iz osnove' },
      { title: 'Materijali, svetlo i prvi render' },
    ],
  },
  {
    id: 13,
    title: 'Modna ilustracija: od skice do kolekcije',
    description: [
      'Modna ilustracija je jezik kojim dizajner saopštava ideju, pre prve probe i pre prvog metra tkanine. Kurs vodi od proporcija modne figure i brzih skica pokreta do prikaza materijala, nabora i boje.',
      'Završni zadatak je mala kapsula od šest ilustrovanih modela, spremna za portfolio. Kurs je u pripremi i uskoro će biti dostupan za kupovinu.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 2,
    subcategoryIds: [10],
    instructor: 'marko',
    pricePara: rsd(13_900),
    originalPricePara: rsd(17_400),
    comingSoon: true,
    popularity: 40,
    lessons: [{ title: 'Najava kursa' }, { title: 'Proporcije modne figure' }],
  },
  {
    id: 14,
    title: 'Scenski pokret: telo kao instrument',
    description: [
      'Pre reči postoji pokret: način na koji lik ulazi u prostoriju govori o njemu više od prve replike. Kurs scenskog pokreta razvija svest o telu, ravnoteži, težini i ritmu, kroz vežbe koje se rade u maloj sobi, bez posebne opreme.',
      'Namenjen je studentima glume, plesačima i svima koji nastupaju, a želeli bi da se na sceni osećaju slobodnije. Svaka lekcija ima zagrevanje, glavnu vežbu i kratku improvizaciju.',
    ].join('\n\n'),
    type: 'professional',
    categoryId: 3,
    subcategoryIds: [12, 11],
    instructor: 'nikola',
    pricePara: rsd(11_500),
    originalPricePara: rsd(14_400),
    popularity: 52,
    lessons: [
      { title: 'Najava kursa' },
      { title: 'Centar, ravnoteža i težina' },
      { title: 'Prostor i partner na sceni' },
    ],
  },
  {
    id: FREE_STYLE_COURSE_M_ID,
    title: 'Mini kurs: Muški stil u 3 koraka',
    description: [
      'Besplatan mini kurs za muškarce koji žele da izgledaju sređeno bez mnogo razmišljanja svakog jutra. Milica Jovanović u tri kratke lekcije pokazuje kako da procenite ono što već imate u ormaru, koje su tri osnovne boje od kojih kreće svaka kombinacija i kako da kroj sakoa, košulje i pantalona radi za vašu građu.',
      'Mini kurs dobijate prijavom na stranici kursa stila i nalazi se na stranici Moj napredak. Celu priču, od osnova garderobe do evropskih stilova, donosi kurs „Izgradi svoj stil“.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 2,
    subcategoryIds: [9],
    instructor: 'milica',
    pricePara: 0,
    originalPricePara: 0,
    popularity: 20,
    lessons: [
      { title: 'Najava mini kursa' },
      { title: 'Tri boje za muški ormar' },
      { title: 'Kroj koji prati građu' },
    ],
  },
  {
    id: FREE_STYLE_COURSE_W_ID,
    title: 'Mini kurs: Ženski stil u 3 koraka',
    description: [
      'Besplatan mini kurs za žene koje žele da se oblače lakše i sigurnije, od komada koje već imaju. Milica Jovanović u tri kratke lekcije objašnjava kako da prepoznate boje koje vam pristaju, kako da proporcijama izbalansirate siluetu i kako da jedan osnovni komad nosite na pet načina.',
      'Mini kurs dobijate prijavom na stranici kursa stila i nalazi se na stranici Moj napredak. Celu priču, od osnova garderobe do aksesoara i detalja, donosi kurs „Izgradi svoj stil“.',
    ].join('\n\n'),
    type: 'lifestyle',
    categoryId: 2,
    subcategoryIds: [9],
    instructor: 'milica',
    pricePara: 0,
    originalPricePara: 0,
    popularity: 18,
    lessons: [
      { title: 'Najava mini kursa' },
      { title: 'Boje koje vam pristaju' },
      { title: 'Jedan komad, pet kombinacija' },
    ],
  },
];

export interface EbookSection {
  title: string;
  paragraphs: string[];
}

export interface EbookSeed {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  pricePara: number;
  instructor: InstructorKey;
  courseId: number | null;
  categoryId: number;
  sections: EbookSection[];
}

export const ebooks: EbookSeed[] = [
  {
    slug: 'boje-doma',
    title: 'Boje doma',
    subtitle: 'Vodič kroz palete za svaku sobu',
    description:
      'Praktičan vodič za izbor boja u stanu: kako boja menja veličinu i raspoloženje prostorije, pravilo 60-30-10 i gotove palete za dnevnu sobu, spavaću sobu, kuhinju i radni kutak.',
    pricePara: rsd(1_990),
    instructor: 'ana',
    courseId: INTERIOR_LANDING_COURSE_ID,
    categoryId: 1,
    sections: [
      {
        title: 'Kako boja menja prostor',
        paragraphs: [
          'Boja je najbrža i najjeftinija promena u stanu, ali i ona koju najčešće biramo naslepo, sa malog uzorka u prodavnici. Isti ton bele na severnom zidu deluje sivo i hladno, a na južnom gotovo žuto. Zato boju uvek probajte na zidu na kom će stajati i posmatrajte je ujutru, u podne i uveče, pri veštačkom svetlu.',
          'Svetle i hladne boje optički udaljavaju zidove, pa mala soba deluje prostranije. Tamne i tople boje ih približavaju i stvaraju osećaj zaštićenosti, što je dobrodošlo u spavaćoj sobi ili biblioteci. Plafon obojen za nijansu svetlije od zidova podiže prostoriju; plafon u boji zidova je spušta i čini je intimnijom.',
          'Pre nego što otvorite prvu kantu, zapišite šta želite da osećate u prostoriji: mir, energiju, toplinu, koncentraciju. Ta reč je vaš kriterijum kada budete birali između dvadeset skoro istih nijansi bež boje.',
        ],
      },
      {
        title: 'Pravilo 60-30-10',
        paragraphs: [
          'Dizajneri enterijera često polaze od jednostavne proporcije: šezdeset odsto prostora nosi osnovna boja, trideset odsto prateća, a deset odsto naglasak. Osnovna boja je obično na zidovima i velikim površinama, prateća na nameštaju, zavesama i tepihu, a naglasak na jastucima, slikama i sitnim predmetima.',
          'Pravilo nije zakon, ali štiti od dve najčešće greške: prostora u kom je sve iste boje, pa deluje ravno, i prostora u kom se pet jakih boja bori za pažnju. Kada niste sigurni, smanjite broj boja, a povećajte broj tekstura: lan, vuna, drvo i keramika u istom tonu izgledaju bogato.',
          'Naglasak je najlakše menjati. Ako ste na proleće umorni od senf žute, zamenite jastuke i vazu, a zidove ostavite. Zato je pametno da skupe i trajne stvari budu u smirenim tonovima.',
        ],
      },
      {
        title: 'Boje po prostorijama',
        paragraphs: [
          'Dnevna soba trpi najviše različitih aktivnosti, pa joj odgovaraju prigušene tople neutralne boje: toplo siva, boja ovsa, peska ili gline. Spavaća soba voli tamnije i mekše tonove, kao što su duboka zelena, sivoplava ili boja pepela ruže, koji umiruju pogled pred san.',
          'U kuhinji i kupatilu vodite računa o svetlu: hladna bela uz hladnu LED rasvetu daje bolnički utisak. Radni kutak traži dovoljno kontrasta da oči ne umaraju, ali ne i jarke boje u vidnom polju. Hodnik je mesto gde možete da budete hrabriji, jer kroz njega samo prolazite.',
          'Na kraju, povežite prostorije jednom zajedničkom niti: istom bojom drvenarije, istim tonom bele ili bojom koja se ponavlja u sitnim detaljima. Tako stan deluje kao celina, a ne kao niz izložbenih soba.',
        ],
      },
    ],
  },
  {
    slug: 'svetlo-u-kuci',
    title: 'Svetlo u kući',
    subtitle: 'Priručnik za svaku sobu',
    description:
      'Sve što treba da znate pre kupovine lampi i sijalica: slojevi svetla, kelvini, lumeni i indeks reprodukcije boja, i plan rasvete za svaku prostoriju.',
    pricePara: rsd(2_490),
    instructor: 'teodora',
    courseId: 2,
    categoryId: 1,
    sections: [
      {
        title: 'Tri sloja svetla',
        paragraphs: [
          'Dobro osvetljena prostorija gotovo nikad nema samo jedan izvor svetla. Opšte svetlo omogućava da se bezbedno krećete i snađete u prostoru; radno svetlo pada tačno tamo gde čitate, kuvate ili se šminkate; ambijentalno svetlo stvara atmosferu i naglašava zidove, police i biljke.',
          'Kada planirate rasvetu, krenite od aktivnosti, a ne od lampi. Za svaku prostoriju napišite šta se u njoj radi i u koje doba dana, pa za svaku aktivnost odredite sloj svetla. Tek onda birajte tela rasvete.',
          'Svaki sloj treba da ima svoj prekidač ili prigušivač. Tako jedna ista dnevna soba može da bude radna u podne, a topla i mirna posle večere.',
        ],
      },
      {
        title: 'Kelvini, lumeni i reprodukcija boja',
        paragraphs: [
          'Temperatura boje izražava se u kelvinima. Topla bela svetlost od 2700 K odgovara dnevnoj i spavaćoj sobi, neutralna od 3000 do 3500 K kuhinji i kupatilu, a hladnija od 4000 K pripada radionicama i kancelarijama. U jednoj prostoriji držite se jedne temperature, jer mešavina deluje neuredno.',
          'Lumeni govore koliko svetla sijalica daje, a vati samo koliko troši. Za opšte svetlo dnevne sobe računajte na oko 150 do 200 lumena po kvadratnom metru, a za radnu površinu u kuhinji i duplo više.',
          'Indeks reprodukcije boja (CRI) pokazuje koliko verno svetlo prikazuje boje. Ispod 80 koža izgleda bledo, a drvo sivo; za dom birajte sijalice sa CRI 90 ili više, naročito u kupatilu i kod ogledala.',
        ],
      },
      {
        title: 'Plan po prostorijama',
        paragraphs: [
          'U dnevnoj sobi izbegnite jednu jaku plafonjeru. Dve do tri podne ili stone lampe, svetlo za čitanje pored fotelje i indirektno svetlo na polici daju mnogo prijatniji prostor. U spavaćoj sobi su važne lampe pored kreveta sa prekidačem na dohvat ruke.',
          'Kuhinja traži svetlo ispod gornjih elemenata, jer vas plafonsko svetlo osvetljava s leđa i baca senku na radnu ploču. U kupatilu svetlo oko ogledala treba da pada spreda i sa strana, a ne samo odozgo.',
          'Hodnik i ulaz su prvo što vidite kada se vratite kući. Toplo, prigušeno svetlo na senzor pokreta je sitnica koja svakog dana pravi razliku.',
        ],
      },
    ],
  },
  {
    slug: 'stilski-vodic',
    title: 'Stilski vodič',
    subtitle: 'Kapsula garderobe od trideset komada',
    description:
      'Kako da od tridesetak dobro odabranih komada sastavite garderobu za svaki dan: osnovni komadi, paleta, proporcije i lista za pametnu kupovinu.',
    pricePara: rsd(1_490),
    instructor: 'milica',
    courseId: STYLE_LANDING_COURSE_ID,
    categoryId: 2,
    sections: [
      {
        title: 'Zašto kapsula',
        paragraphs: [
          'Većina nas redovno nosi manje od trećine onoga što ima u ormaru. Ostatak su komadi kupljeni za neku drugu verziju nas, stvari koje ne pristaju ni uz šta i odeća koju čuvamo „za svaki slučaj“. Kapsula garderobe polazi od obrnutog pitanja: šta zaista nosite i u čemu se osećate kao svoji?',
          'Kapsula nije uniforma niti odricanje. To je mali broj komada koji se međusobno slažu, pa se jutarnje odlučivanje svodi na nekoliko sigurnih izbora. Manje kupovine znači i više novca za kvalitet.',
        ],
      },
      {
        title: 'Osnovni komadi',
        paragraphs: [
          'Osnovu čine komadi jednostavnog kroja u neutralnim bojama: dobro skrojene pantalone, tamne farmerke, suknja ili haljina koja prati vaš način života, bela i prugasta majica, košulja, džemper od prirodnog materijala, sako i kaput.',
          'Na tu osnovu dodajete nekoliko komada sa karakterom: boju koja vam ističe lice, zanimljiv uzorak ili neobičan detalj. Upravo oni čine da kapsula bude vaša, a ne kopija sa društvenih mreža.',
          'Obuća i torbe su deo kapsule. Dva para udobnih cipela koje idu uz većinu odeće vrede više od deset parova koji stoje u kutijama.',
        ],
      },
      {
        title: 'Boje i proporcije',
        paragraphs: [
          'Izaberite dve do tri osnovne neutralne boje, na primer teget, kamel i krem, i jednu do dve boje za naglasak. Kada sve u ormaru pripada istoj paleti, gotovo svaki gornji deo ide uz svaki donji.',
          'Proporcije su važnije od veličine na etiketi. Šira gornja polovina traži uži donji deo i obrnuto; visoki struk produžava noge, a ušuškana košulja naglašava struk. Probajte kombinacije pred ogledalom i fotografišite one u kojima se osećate najbolje.',
        ],
      },
    ],
  },
  {
    slug: 'glas-i-dah',
    title: 'Glas i dah',
    subtitle: 'Vežbe za svaki dan',
    description:
      'Kratke vežbe disanja, rezonance i dikcije koje glumci rade pre svakog nastupa, prilagođene svima koji govore pred publikom.',
    pricePara: rsd(1_290),
    instructor: 'nikola',
    courseId: null,
    categoryId: 3,
    sections: [
      {
        title: 'Disanje',
        paragraphs: [
          'Glas počinje u dahu. Kada smo uzbuđeni, dišemo plitko i visoko, u grudima, pa glas postaje tanak i drhtav. Dijafragmalno disanje spušta dah niže, smiruje telo i daje glasu oslonac.',
          'Vežba za svaki dan: lezite na leđa, stavite knjigu na stomak i dišite tako da se knjiga podiže pri udahu i spušta pri izdahu. Udah traje četiri sekunde, izdah osam. Pet minuta ujutru dovoljno je da telo zapamti ritam.',
          'Pre nastupa isti ritam ponovite stojeći, sa rukama na donjim rebrima. Produžen izdah je najbrži način da se trema smanji, jer umiruje otkucaje srca.',
        ],
      },
      {
        title: 'Rezonanca i dikcija',
        paragraphs: [
          'Glas koji „nosi“ ne dolazi od vikanja, već od rezonance. Zatvorenih usta pevušite „mmm“ i osetite vibraciju na usnama i u nosu, pa polako otvarajte usta u „ma, me, mi, mo, mu“. Glas treba da ostane napred, u maski lica.',
          'Dikcija je zanat usana, jezika i vilice. Brzalice poput „Na vrh brda vrba mrda“ izgovarajte polako i preterano jasno, pa postepeno ubrzavajte. Posebno vežbajte glasove č, ć, đ i dž, koji se u brzom govoru lako utapaju jedni u druge.',
        ],
      },
      {
        title: 'Priprema pre nastupa',
        paragraphs: [
          'Deset minuta pre nastupa protresite ruke i ramena, nekoliko puta zevnite da opustite vilicu i uradite tri duga izdaha. Popijte vodu sobne temperature, a izbegavajte mleko i gazirane napitke.',
          'Prvu rečenicu naučite napamet i izgovorite je sporije nego što mislite da treba. Publika vam daje nekoliko sekundi poverenja; mirna prva rečenica kupuje vam ostatak nastupa.',
        ],
      },
    ],
  },
];

export type TemplateKind = 'moodboard' | 'checklist' | 'lighting-plan' | 'capsule-planner';

export interface TemplateSeed {
  slug: string;
  title: string;
  description: string;
  pricePara: number;
  instructor: InstructorKey;
  courseId: number | null;
  kind: TemplateKind;
  /** Category palette the artwork uses. */
  categoryId: number;
}

export const templates: TemplateSeed[] = [
  {
    slug: 'mood-board-dnevna-soba',
    title: 'Mood board za dnevnu sobu',
    description:
      'Šablon za sklapanje mood board-a: polja za paletu boja, materijale, nameštaj, rasvetu, tekstil i detalje, sa beleškama o atmosferi koju želite.',
    pricePara: 0,
    instructor: 'ana',
    courseId: INTERIOR_LANDING_COURSE_ID,
    kind: 'moodboard',
    categoryId: 1,
  },
  {
    slug: 'ceklista-preuredjenje',
    title: 'Ček-lista za preuređenje stana',
    description:
      'Korak po korak od merenja do poslednjeg detalja: ček-lista koju možete odštampati i popunjavati dok uređujete prostor.',
    pricePara: 0,
    instructor: 'ana',
    courseId: FREE_MINI_COURSE_ID,
    kind: 'checklist',
    categoryId: 1,
  },
  {
    slug: 'plan-rasvete',
    title: 'Plan rasvete po prostorijama',
    description:
      'Tabela za planiranje opšteg, radnog i ambijentalnog svetla u svakoj prostoriji, sa kolonama za temperaturu boje, lumene i prekidače.',
    pricePara: 0,
    instructor: 'teodora',
    courseId: 2,
    kind: 'lighting-plan',
    categoryId: 1,
  },
  {
    slug: 'planer-kapsule-garderobe',
    title: 'Planer kapsule garderobe',
    description:
      'Planer za sastavljanje kapsule od trideset komada: polja po grupama odeće, paleta boja i lista za kupovinu.',
    pricePara: rsd(990),
    instructor: 'milica',
    courseId: STYLE_LANDING_COURSE_ID,
    kind: 'capsule-planner',
    categoryId: 2,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Site content kept in site_settings, so administrators change it without a release

/**
 * The seller (ADR 035): the contact page's company, the bank slip's payee and the invoice's seller (made-up but
 * well-formed: MB 8 digits, PIB 9, both with check digits; the account passes the mod 97 check).
 */
export const COMPANY_DETAILS = {
  name: 'Atelje akademija d.o.o.',
  address: 'Kralja Milana 24',
  postal_code: '11000',
  city: 'Beograd',
  country: 'Srbija',
  support_email: 'podrska@atelje.rs',
  phone: '+381 11 412 3567',
  registration_number: '21784566',
  tax_number: '112847533',
  bank_account: '840-0000000955845-10',
};

interface FaqSeed {
  id: string;
  question: { sr: string; en: string };
  answer: { sr: string; en: string };
}

export const FAQ_HOME: FaqSeed[] = [
  {
    id: 'how-it-works',
    question: { sr: 'Kako funkcionišu onlajn kursevi?', en: 'How do the online courses work?' },
    answer: {
      sr: 'Posle kupovine kurs se pojavljuje u Vašem profilu. Lekcije su video snimci od 7 do 10 minuta koje gledate kad god Vama odgovara, na računaru, tabletu ili telefonu.',
      en: 'After purchase the course appears in your profile. Lessons are videos of 7 to 10 minutes that you watch whenever it suits you, on a computer, tablet or phone.',
    },
  },
  {
    id: 'access-duration',
    question: { sr: 'Koliko dugo imam pristup kursu?', en: 'How long do I have access to a course?' },
    answer: {
      sr: 'Pristup kupljenom kursu traje 12 meseci od kupovine, punu godinu dana. Pre isteka pristup možete produžiti iz profila.',
      en: 'Access to a purchased course lasts 12 months from purchase, a full year. Before it expires you can extend it from your profile.',
    },
  },
  {
    id: 'prior-knowledge',
    question: { sr: 'Da li mi je potrebno predznanje?', en: 'Do I need any prior knowledge?' },
    answer: {
      sr: 'Većina kurseva je namenjena početnicima. Opis svakog kursa navodi za koga je i da li je potreban neki softver.',
      en: 'Most courses are made for beginners. Each course description says who it is for and whether any software is needed.',
    },
  },
  {
    id: 'certificate',
    question: { sr: 'Da li dobijam sertifikat?', en: 'Do I get a certificate?' },
    answer: {
      sr: 'Da. Kada pogledate sve lekcije kursa, dobijate sertifikat o završenom kursu.',
      en: 'Yes. When you have watched every lesson of a course, you receive a certificate of completion.',
    },
  },
  {
    id: 'payment',
    question: { sr: 'Kako mogu da platim?', en: 'How can I pay?' },
    answer: {
      sr: 'Platnom karticom (sve vrste kartica), uplatnicom, odnosno bankarskim transferom, ili preko PayPal-a. Cene su u dinarima sa uračunatim PDV-om.',
      en: 'By card (all card types), by bank payment slip or bank transfer, or with PayPal. Prices are in RSD with VAT included.',
    },
  },
  {
    id: 'free-course',
    question: { sr: 'Mogu li prvo da probam besplatno?', en: 'Can I try something for free first?' },
    answer: {
      sr: 'Možete. Registracijom dobijate besplatan mini kurs dizajna enterijera, koji se nalazi na stranici Moj napredak.',
      en: 'Yes. Registering gives you a free mini course in interior design, which you will find on the My progress page.',
    },
  },
];

export const FAQ_MEMBERSHIP: FaqSeed[] = [
  {
    id: 'what-is-membership',
    question: { sr: 'Šta je članstvo?', en: 'What is a membership?' },
    answer: {
      sr: 'Članstvo Vam daje pristup svim kursevima jedne zone (na primer dizajna enterijera ili modnog dizajna) tokom 12 meseci.',
      en: 'A membership gives you access to every course of one zone (for example interior design or fashion design) for 12 months.',
    },
  },
  {
    id: 'combine-zones',
    question: { sr: 'Mogu li da kombinujem više zona?', en: 'Can I combine several zones?' },
    answer: {
      sr: 'Možete. Svaka zona se plaća posebno i traje 12 meseci, a zone se mogu slobodno kombinovati. Članstvo se obnavlja jednom godišnje.',
      en: 'Yes. Each zone is charged separately and lasts 12 months, and zones can be combined freely. A membership renews once a year.',
    },
  },
  {
    id: 'membership-payment',
    question: { sr: 'Kako se plaća članstvo?', en: 'How do I pay for a membership?' },
    answer: {
      sr: 'Platnom karticom, uplatnicom ili preko PayPal-a, isto kao i pojedinačni kursevi.',
      en: 'By card, by bank payment slip or with PayPal, the same as single courses.',
    },
  },
  {
    id: 'membership-refund',
    question: { sr: 'Mogu li da dobijem povraćaj novca?', en: 'Can I get a refund?' },
    answer: {
      sr: 'Da, u roku od 14 dana od kupovine, ako sadržaj niste počeli da koristite. Pišite nam na adresu podrške i novac vraćamo u roku od 14 dana.',
      en: 'Yes, within 14 days of purchase if you have not started using the content. Write to the support address and we refund within 14 days.',
    },
  },
  {
    id: 'single-purchase',
    question: { sr: 'Da li moram da kupim članstvo?', en: 'Do I have to buy a membership?' },
    answer: {
      sr: 'Ne. Svaki kurs i svaka e-knjiga mogu se kupiti i pojedinačno.',
      en: 'No. Every course and e-book can also be bought on its own.',
    },
  },
];

export const FAQ_HELP: FaqSeed[] = [
  {
    id: 'access-duration',
    question: {
      sr: 'Koliko traje pristup kupljenom kursu?',
      en: 'How long does access to a purchased course last?',
    },
    answer: {
      sr: 'Pristup traje 12 meseci od kupovine. U profilu, pod Moje kupovine, vidite datum isteka i da li je pristup aktivan.',
      en: 'Access lasts 12 months from purchase. In your profile, under My purchases, you see the expiry date and whether access is active.',
    },
  },
  {
    id: 'extend-access',
    question: { sr: 'Kako da produžim pristup?', en: 'How do I extend my access?' },
    answer: {
      sr: 'Jednom po kursu možete besplatno produžiti pristup za mesec dana. Možete i kupiti produženje od 6 meseci uz popust od 30%.',
      en: 'Once per course you can extend access by one month for free. You can also buy a 6-month extension at 30% off.',
    },
  },
  {
    id: 'certificates',
    question: { sr: 'Kako dobijam sertifikat?', en: 'How do I get my certificate?' },
    answer: {
      sr: 'Sertifikat se izdaje kada završite sve lekcije kursa. Većina polaznika završi kurs za 2 do 4 nedelje.',
      en: 'The certificate is issued when you finish every lesson of the course. Most learners finish a course in 2 to 4 weeks.',
    },
  },
  {
    id: 'payment-methods',
    question: { sr: 'Koje načine plaćanja prihvatate?', en: 'Which payment methods do you accept?' },
    answer: {
      sr: 'Sve vrste platnih kartica, uplatnicu ili bankarski transfer i PayPal. Kod uplatnice pristup dobijate kada uplata stigne.',
      en: 'All card types, bank payment slip or bank transfer, and PayPal. With a payment slip, access starts when the payment arrives.',
    },
  },
  {
    id: 'invoices',
    question: { sr: 'Da li dobijam račun?', en: 'Do I get an invoice?' },
    answer: {
      sr: 'Da. Posle svake uplate račun i potvrdu kupovine šaljemo na Vaš e-mail.',
      en: 'Yes. After every payment we e-mail you the invoice and the purchase confirmation.',
    },
  },
  {
    id: 'refunds',
    question: { sr: 'Kako da zatražim povraćaj novca?', en: 'How do I ask for a refund?' },
    answer: {
      sr: 'U roku od 14 dana od kupovine pišite nam na adresu podrške. Ako kurs niste otvarali, novac vraćamo u roku od 14 dana.',
      en: 'Within 14 days of purchase, write to the support address. If you have not opened the course, we refund within 14 days.',
    },
  },
  {
    id: 'support',
    question: { sr: 'Kako da kontaktiram podršku?', en: 'How do I contact support?' },
    answer: {
      sr: 'Pišite nam na podrska@atelje.rs, preko kontakt forme ili iz profila dugmetom za podršku. Odgovaramo radnim danima u roku od 24 sata.',
      en: 'Write to podrska@atelje.rs, use the contact form, or the support button in your profile. We answer on working days within 24 hours.',
    },
  },
];

/** Structured site_settings rows (the scalar ones are in the seed's summary). */
export const contentSettings: Record<string, unknown> = {
  contact_details: COMPANY_DETAILS,
  faq_home: FAQ_HOME,
  faq_membership: FAQ_MEMBERSHIP,
  faq_help: FAQ_HELP,
};

/** The demo voucher: 10 % off any order, shown in the README. */
export const DEMO_VOUCHER = { code: 'DOBRODOSLI10', kind: 'percent' as const, value: 10 };
