// Demo content of the paid sales pages, both languages (site_settings `landing:<key>`), with the figures of spec
// 000 §9: pre-sale for the first 30 sign-ups, 9.800 RSD instead of 12.250 RSD (84 EUR instead of 105 EUR), total
// value 185 EUR (interior) / 145 EUR (style), 12 months of access, the 100 % money-back guarantee. The price
// charged is the course's own; `{email}` in the guarantee becomes the company's support address.
import {
  type LandingPageKey,
  type NewSalesContent,
  newSalesContentSchema,
  type SalesLandingContent,
  salesLandingContentSchema,
} from '@atelje/shared';

type Lang = 'sr' | 'en';
type Both<T> = { sr: T; en: T };

const items = (prefix: string, list: [string, string][]) =>
  list.map(([title, description], i) => ({ id: `${prefix}-${i + 1}`, title, description }));

const PRESALE: Both<SalesLandingContent['presale']> = {
  sr: {
    limit: 30,
    title: 'Pretprodaja za prvih 30',
    text: 'Cena iz pretprodaje važi samo za prvih 30 polaznika prijavljenih na besplatni kurs. Kada se mesta popune, kurs se prodaje po redovnoj ceni.',
    sold_out_text: 'Sva mesta iz pretprodaje su popunjena.',
  },
  en: {
    limit: 30,
    title: 'Pre-sale for the first 30',
    text: 'The pre-sale price is only for the first 30 learners who signed up for the free course. Once the places are taken, the course sells at its regular price.',
    sold_out_text: 'Every pre-sale place has been taken.',
  },
};

const GUARANTEE: Both<SalesLandingContent['guarantee']> = {
  sr: {
    title: 'Garancija 100% zadovoljstva',
    paragraphs: [
      'Uvereni smo da će vam kurs dati ono što obećava. Ako ipak niste zadovoljni, pišite nam na {email} i vratićemo vam ceo iznos, bez dodatnih pitanja.',
      'Dovoljan je jedan e-mail sa brojem porudžbine. Rizik je na nama, ne na vama.',
    ],
  },
  en: {
    title: '100% satisfaction guarantee',
    paragraphs: [
      'We are confident the course delivers what it promises. If you are not satisfied, write to {email} and we will refund the full amount, no questions asked.',
      'One e-mail with your order number is enough. The risk is ours, not yours.',
    ],
  },
};

const HOW_IT_WORKS: Both<SalesLandingContent['how_it_works']> = {
  sr: {
    title: 'Kako kurs funkcioniše',
    steps: [
      {
        title: 'Kupite kurs',
        text: 'Platite karticom, uplatnicom ili PayPal-om. Pristup dobijate odmah po uplati.',
      },
      {
        title: 'Gledajte kad vam odgovara',
        text: 'Lekcije traju 7–10 minuta i možete ih gledati na telefonu, tabletu ili računaru.',
      },
      {
        title: 'Primenite odmah',
        text: 'Svaki modul se završava zadatkom koji radite u svom prostoru ili ormaru.',
      },
      {
        title: 'Dobijte sertifikat',
        text: 'Kada pogledate sve lekcije, dobijate sertifikat o završenom kursu.',
      },
    ],
  },
  en: {
    title: 'How the course works',
    steps: [
      {
        title: 'Buy the course',
        text: 'Pay by card, bank slip or PayPal. Access starts as soon as the payment is in.',
      },
      {
        title: 'Watch when it suits you',
        text: 'Lessons last 7–10 minutes and play on your phone, tablet or computer.',
      },
      {
        title: 'Apply it straight away',
        text: 'Every module ends with a task you do in your own home or wardrobe.',
      },
      {
        title: 'Get your certificate',
        text: 'Once you have watched every lesson, you receive a certificate of completion.',
      },
    ],
  },
};

const RATING_LABEL: Both<string> = { sr: '5 zvezdica od naših polaznika', en: '5 stars from our learners' };

// ---------------------------------------------------------------------------------------------------------------
// Interior: "Dizajniraj svoj prostor", 7 modules, 13+ video lessons, 3 e-books worth 80 EUR, total 185 EUR.

const interior: Both<SalesLandingContent> = {
  sr: {
    seo: {
      title: 'Dizajniraj svoj prostor – online kurs dizajna enterijera | Atelje',
      description:
        'Uredite svoj dom bez skupih grešaka: 7 modula, 13+ video lekcija, 3 e-knjige na poklon i 12 meseci pristupa.',
      image: null,
    },
    hero: {
      eyebrow: 'Online kurs dizajna enterijera',
      title: 'Dizajniraj svoj prostor',
      subtitle:
        'Korak po korak od praznog plana do doma u kome se dobro osećate: raspored, boje, svetlo i detalji, bez lutanja i skupih grešaka.',
      cta: 'ŽELIM KURS',
      rating: 5,
      rating_label: RATING_LABEL.sr,
    },
    presale: PRESALE.sr,
    features: [
      { icon: 'video', title: '13+ video lekcija', text: 'Kratke lekcije sa primerima pre i posle.' },
      {
        icon: 'calendar',
        title: '12 meseci pristupa',
        text: 'Gledajte svojim tempom, koliko god puta želite.',
      },
      { icon: 'book', title: '3 e-knjige na poklon', text: 'Boje, rasveta i ček-lista za preuređenje.' },
      { icon: 'certificate', title: 'Sertifikat', text: 'Po završetku svih lekcija.' },
    ],
    testimonials: {
      title: 'Šta kažu polaznici',
      items: [
        {
          id: 'int-t1',
          name: 'Jelena M.',
          city: 'Novi Sad',
          text: 'Konačno znam zašto mi dnevna soba nikad nije delovala kako treba. Za jedan vikend sam promenila raspored i sve je dobilo smisao.',
          image: null,
        },
        {
          id: 'int-t2',
          name: 'Marko S.',
          city: 'Beograd',
          text: 'Selili smo se u stan od 48 kvadrata. Modul o zoniranju nam je uštedeo i novac i nerve.',
          image: null,
        },
        {
          id: 'int-t3',
          name: 'Ivana P.',
          city: 'Kragujevac',
          text: 'Lekcije su kratke i jasne, a zadaci posle svakog modula su ono što je napravilo razliku.',
          image: null,
        },
        {
          id: 'int-t4',
          name: 'Tamara R.',
          city: 'Niš',
          text: 'E-knjiga o rasveti mi je otvorila oči. Tri lampe umesto jednog lustera i prostor je potpuno drugačiji.',
          image: null,
        },
        {
          id: 'int-t5',
          name: 'Nikola D.',
          city: 'Subotica',
          text: 'Mislio sam da je dizajn enterijera za one sa velikim budžetom. Nije. Ovaj kurs to dokazuje.',
          image: null,
        },
      ],
    },
    for_you: {
      title: 'Da li je ovaj kurs za vas?',
      items: [
        'Selite se ili renovirate i ne znate odakle da počnete.',
        'Imate nameštaj, ali prostor i dalje ne deluje skladno.',
        'Želite da izbegnete skupe greške pri kupovini.',
        'Volite da sami uređujete, ali vam fali plan.',
        'Nemate predznanje i želite jasna pravila koja odmah primenjujete.',
      ],
    },
    modules: {
      title: 'Šta vas čeka u kursu',
      summary: '7 modula · 13+ video lekcija',
      items: items('int-m', [
        [
          'Kako čitati prostor',
          'Svetlo, pravci kretanja i navike ukućana: šta prostor već govori pre nego što išta kupite.',
        ],
        [
          'Merenje i plan postojećeg stanja',
          'Kako izmeriti prostor i nacrtati jednostavan plan na papiru ili u besplatnom programu.',
        ],
        [
          'Zoniranje i raspored nameštaja',
          'Gde se šta dešava, koliko prostora treba za prolaz i kako mali stan postaje funkcionalan.',
        ],
        [
          'Boje i materijali',
          'Paleta od tri boje, odnos toplih i hladnih tonova i materijali koji rade zajedno.',
        ],
        [
          'Rasveta u slojevima',
          'Opšte, radno i ambijentalno svetlo: zašto jedan luster nikada nije dovoljan.',
        ],
        [
          'Tekstil, dekor i detalji',
          'Zavese, tepisi, jastuci i zidovi: završni sloj koji prostoru daje karakter.',
        ],
        [
          'Završno stilizovanje i plan kupovine',
          'Kako da sve složite u celinu i napravite spisak kupovine po prioritetima i budžetu.',
        ],
      ]),
      bonus: null,
    },
    instructor: {
      title: 'Vaša predavačica',
      name: 'Ana Petrović',
      role: 'Arhitektica enterijera',
      paragraphs: [
        'Ana je arhitektica enterijera iz Beograda sa petnaest godina iskustva u uređenju stanova i kuća. Vodi studio koji preuređuje stare gradske stanove.',
        'Veruje da dobar prostor počinje od navika ljudi koji u njemu žive, a ne od kataloga nameštaja. U kursu deli metod koji koristi sa svojim klijentima.',
      ],
      image: null,
    },
    how_it_works: HOW_IT_WORKS.sr,
    learn: {
      title: 'Šta ćete naučiti',
      items: [
        'Da izmerite prostor i nacrtate plan postojećeg stanja.',
        'Da rasporedite nameštaj tako da se lako krećete i dobro osećate.',
        'Da izaberete paletu boja koja povezuje ceo dom.',
        'Da osvetlite prostor u slojevima.',
        'Da napravite plan kupovine i držite se budžeta.',
      ],
    },
    offer: {
      title: 'Šta dobijate',
      items: [
        { title: 'Kurs „Dizajniraj svoj prostor“: 7 modula, 13+ video lekcija', value_eur: 105 },
        { title: 'Zadaci posle svakog modula', value_eur: 0 },
        { title: 'Sertifikat o završenom kursu', value_eur: 0 },
      ],
      extras: {
        title: 'Besplatni dodaci u vrednosti od 80 EUR',
        items: [
          'E-knjiga „Boje u domu“',
          'E-knjiga „Rasveta bez greške“',
          'E-knjiga „Ček-lista za preuređenje“',
        ],
        value_eur: 80,
      },
      total_value_eur: 185,
      regular_price_rsd: 12_250,
      price_eur: 84,
      regular_price_eur: 105,
      access_months: 12,
      note: 'Cena sa PDV-om. Pristup traje 12 meseci od kupovine.',
    },
    not_for_everyone: {
      title: 'Ovaj kurs nije za svakoga',
      items: items('int-n', [
        [
          'Ako tražite gotovo rešenje bez truda',
          'Kurs vas uči kako da sami donosite odluke. Zadatke radite vi, u svom prostoru.',
        ],
        [
          'Ako ste profesionalni dizajner',
          'Ovo je kurs za one koji uređuju svoj dom, ne za izradu projektne dokumentacije.',
        ],
        [
          'Ako niste spremni da nešto promenite',
          'Najviše dobijaju oni koji posle svakog modula pomere bar jedan komad nameštaja.',
        ],
      ]),
    },
    guarantee: GUARANTEE.sr,
    faq: {
      title: 'Česta pitanja',
      items: items('int-f', [
        [
          'Koliko dugo imam pristup kursu?',
          '12 meseci od dana kupovine. Lekcije možete gledati koliko god puta želite.',
        ],
        [
          'Da li mi treba predznanje?',
          'Ne. Dovoljni su metar, sveska i volja da svoj prostor pogledate novim očima.',
        ],
        ['Kako plaćam?', 'Karticom, uplatnicom ili PayPal-om. Račun stiže na vaš e-mail.'],
        ['Kada dobijam e-knjige?', 'Odmah po kupovini, u odeljku materijala kursa.'],
        ['Šta ako mi se kurs ne dopadne?', 'Pišite nam i vratićemo vam novac. Detalji su u garanciji iznad.'],
      ]),
    },
  },
  en: {
    seo: {
      title: 'Design your space – online interior design course | Atelje',
      description:
        'Furnish your home without costly mistakes: 7 modules, 13+ video lessons, 3 free e-books and 12 months of access.',
      image: null,
    },
    hero: {
      eyebrow: 'Online interior design course',
      title: 'Design your space',
      subtitle:
        'Step by step from an empty plan to a home you feel good in: layout, colour, light and details, without guesswork or costly mistakes.',
      cta: 'I WANT THE COURSE',
      rating: 5,
      rating_label: RATING_LABEL.en,
    },
    presale: PRESALE.en,
    features: [
      { icon: 'video', title: '13+ video lessons', text: 'Short lessons with before-and-after examples.' },
      {
        icon: 'calendar',
        title: '12 months of access',
        text: 'Watch at your own pace, as often as you like.',
      },
      { icon: 'book', title: '3 free e-books', text: 'Colour, lighting and a makeover checklist.' },
      { icon: 'certificate', title: 'Certificate', text: 'Once you finish every lesson.' },
    ],
    testimonials: {
      title: 'What learners say',
      items: [
        {
          id: 'int-t1',
          name: 'Jelena M.',
          city: 'Novi Sad',
          text: 'I finally know why my living room never felt right. One weekend of rearranging and it all made sense.',
          image: null,
        },
        {
          id: 'int-t2',
          name: 'Marko S.',
          city: 'Belgrade',
          text: 'We moved into a 48 m² flat. The zoning module saved us both money and nerves.',
          image: null,
        },
        {
          id: 'int-t3',
          name: 'Ivana P.',
          city: 'Kragujevac',
          text: 'Short, clear lessons, and the tasks after each module are what made the difference.',
          image: null,
        },
        {
          id: 'int-t4',
          name: 'Tamara R.',
          city: 'Niš',
          text: 'The lighting e-book opened my eyes. Three lamps instead of one chandelier and the room is a different place.',
          image: null,
        },
        {
          id: 'int-t5',
          name: 'Nikola D.',
          city: 'Subotica',
          text: 'I thought interior design was for big budgets. It is not. This course proves it.',
          image: null,
        },
      ],
    },
    for_you: {
      title: 'Is this course for you?',
      items: [
        'You are moving or renovating and do not know where to start.',
        'You have the furniture, but the room still does not feel right.',
        'You want to avoid costly mistakes when buying.',
        'You like doing it yourself but lack a plan.',
        'You have no background and want clear rules you can apply at once.',
      ],
    },
    modules: {
      title: 'What the course covers',
      summary: '7 modules · 13+ video lessons',
      items: items('int-m', [
        [
          'Reading a space',
          'Light, paths and the habits of the people living there: what a room tells you before you buy anything.',
        ],
        [
          'Measuring and drawing what is there',
          'How to measure a room and draw a simple plan on paper or in free software.',
        ],
        [
          'Zoning and furniture layout',
          'Where things happen, how much room a passage needs and how a small flat becomes practical.',
        ],
        [
          'Colour and materials',
          'A three-colour palette, warm and cool tones, and materials that work together.',
        ],
        ['Layered lighting', 'General, task and ambient light: why one chandelier is never enough.'],
        [
          'Textiles, decor and details',
          'Curtains, rugs, cushions and walls: the final layer that gives a room its character.',
        ],
        [
          'Final styling and a shopping plan',
          'How to pull it all together and list purchases by priority and budget.',
        ],
      ]),
      bonus: null,
    },
    instructor: {
      title: 'Your instructor',
      name: 'Ana Petrović',
      role: 'Interior architect',
      paragraphs: [
        'Ana is a Belgrade interior architect with fifteen years of experience designing flats and houses. She runs a studio that renovates old city apartments.',
        'She believes a good room starts with the habits of the people who live in it, not with a furniture catalogue. In this course she shares the method she uses with her clients.',
      ],
      image: null,
    },
    how_it_works: HOW_IT_WORKS.en,
    learn: {
      title: 'What you will learn',
      items: [
        'To measure a room and draw a plan of what is there.',
        'To arrange furniture so you move easily and feel good.',
        'To choose a colour palette that ties the whole home together.',
        'To light a room in layers.',
        'To make a shopping plan and keep to a budget.',
      ],
    },
    offer: {
      title: 'What you get',
      items: [
        { title: '"Design your space" course: 7 modules, 13+ video lessons', value_eur: 105 },
        { title: 'A task after every module', value_eur: 0 },
        { title: 'Certificate of completion', value_eur: 0 },
      ],
      extras: {
        title: 'Free extras worth 80 EUR',
        items: [
          'E-book "Colour at home"',
          'E-book "Lighting without mistakes"',
          'E-book "Makeover checklist"',
        ],
        value_eur: 80,
      },
      total_value_eur: 185,
      regular_price_rsd: 12_250,
      price_eur: 84,
      regular_price_eur: 105,
      access_months: 12,
      note: 'VAT included. Access lasts 12 months from purchase.',
    },
    not_for_everyone: {
      title: 'This course is not for everyone',
      items: items('int-n', [
        [
          'If you want a ready answer without effort',
          'The course teaches you to make the decisions yourself. You do the tasks, in your own home.',
        ],
        [
          'If you are a professional designer',
          'This course is for people furnishing their own home, not for producing project documents.',
        ],
        [
          'If you are not ready to change anything',
          'The people who gain most move at least one piece of furniture after every module.',
        ],
      ]),
    },
    guarantee: GUARANTEE.en,
    faq: {
      title: 'Frequently asked questions',
      items: items('int-f', [
        [
          'How long do I have access?',
          '12 months from the day of purchase. Watch the lessons as often as you like.',
        ],
        [
          'Do I need any background?',
          'No. A tape measure, a notebook and the wish to see your home with fresh eyes are enough.',
        ],
        ['How do I pay?', 'By card, bank slip or PayPal. The invoice arrives by e-mail.'],
        ['When do I get the e-books?', 'Right after the purchase, in the course materials.'],
        ['What if I do not like the course?', 'Write to us and we will refund you. See the guarantee above.'],
      ]),
    },
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Style: men's (12 modules + 5 bonus) and women's (5 modules + 5 bonus), style guide e-book worth 40 EUR, 145 EUR.

const STYLE_BONUS: Both<NonNullable<SalesLandingContent['modules']['bonus']>> = {
  sr: {
    title: '5 bonus lekcija',
    items: [
      'Kupovina bez grešaka: spisak pre nego što uđete u radnju',
      'Garderoba za posao koja ne izgleda kao uniforma',
      'Stil na putovanju: jedan kofer, deset kombinacija',
      'Održavanje odeće da duže traje',
      'Sezonsko raščišćavanje ormara',
    ],
  },
  en: {
    title: '5 bonus lessons',
    items: [
      'Shopping without mistakes: the list to write before you enter a shop',
      'Workwear that does not look like a uniform',
      'Style on the road: one suitcase, ten outfits',
      'Caring for clothes so they last',
      'The seasonal wardrobe clear-out',
    ],
  },
};

/** The 12 modules of the style course (spec 000 §2, the /{name}-new accordion). */
const STYLE_MODULES: Both<[string, string][]> = {
  sr: [
    [
      'Stil kao lični izraz',
      'Zašto stil počinje od vas, vašeg načina života i onoga što želite da kažete bez reči.',
    ],
    ['Osnove garderobe', 'Komadi koji nose sve ostalo i kako da proverite šta vam već nedostaje.'],
    [
      'Veličina i proporcije',
      'Kako kroj, dužina i linija menjaju siluetu i kako da izaberete pravu veličinu.',
    ],
    ['Boje', 'Koje boje vam pristaju, kako da ih kombinujete i napravite svoju paletu.'],
    ['Slojevito oblačenje', 'Kako slojevi dodaju dubinu i praktičnost, od proleća do zime.'],
    ['Formalno i ležerno', 'Granica između svečanog i svakodnevnog i kako da je pomerite sa stilom.'],
    ['Sezonski stil', 'Kako da garderobu prilagodite godišnjem dobu bez kupovine novog ormara.'],
    [
      'Kombinovanje komada',
      'Jedan komad, pet kombinacija: sistem koji iz postojeće garderobe izvlači maksimum.',
    ],
    ['Stilske greške', 'Najčešće greške koje kvare utisak i kako da ih izbegnete.'],
    ['Aksesoari i detalji', 'Satovi, kaiševi, nakit, torbe i obuća: detalji koji zaokružuju izgled.'],
    [
      'Evropski stilovi',
      'Šta možemo da naučimo od italijanskog, francuskog i skandinavskog načina oblačenja.',
    ],
    ['Sledeći korak', 'Plan za narednih 30 dana i kako da nastavite da gradite svoj stil.'],
  ],
  en: [
    [
      'Style as personal expression',
      'Why style starts with you, the way you live and what you want to say without words.',
    ],
    ['Wardrobe basics', 'The pieces that carry everything else and how to check what you are still missing.'],
    [
      'Size and proportion',
      'How cut, length and line change a silhouette, and how to choose the right size.',
    ],
    ['Colours', 'Which colours suit you, how to combine them and build your own palette.'],
    ['Layering', 'How layers add depth and practicality, from spring to winter.'],
    ['Formal and informal', 'The line between dressed-up and everyday and how to move it with style.'],
    ['Seasonal style', 'How to adapt your wardrobe to the season without buying a new one.'],
    [
      'Combining pieces',
      'One piece, five outfits: a system that gets the most out of the wardrobe you have.',
    ],
    ['Style mistakes', 'The most common mistakes that spoil an impression and how to avoid them.'],
    [
      'Accessories and details',
      'Watches, belts, jewellery, bags and shoes: the details that complete a look.',
    ],
    ['European styles', 'What Italian, French and Scandinavian dressing can teach us.'],
    ['Next step', 'A plan for the next 30 days and how to keep building your style.'],
  ],
};

const WOMEN_MODULES: Both<[string, string][]> = {
  sr: [
    [
      'Stil kao lični izraz i vaša građa',
      'Kako da upoznate svoju siluetu i izaberete krojeve koji je ističu.',
    ],
    ['Boje koje vam pristaju', 'Vaša paleta, kombinacije boja i neutralni tonovi koji povezuju ceo ormar.'],
    ['Kapsula garderobe', 'Dvadeset komada, desetine kombinacija: kako da sastavite ormar koji radi za vas.'],
    ['Kombinovanje i slojevi', 'Od ležernog do svečanog sa istim komadima, u svakom godišnjem dobu.'],
    ['Aksesoari i detalji', 'Nakit, torbe, marame i obuća koji zaokružuju izgled.'],
  ],
  en: [
    [
      'Style as personal expression and your shape',
      'How to know your silhouette and choose the cuts that flatter it.',
    ],
    [
      'Colours that suit you',
      'Your palette, colour combinations and the neutrals that tie a wardrobe together.',
    ],
    ['The capsule wardrobe', 'Twenty pieces, dozens of outfits: how to build a wardrobe that works for you.'],
    ['Combining and layering', 'From casual to dressed-up with the same pieces, in every season.'],
    ['Accessories and details', 'Jewellery, bags, scarves and shoes that complete the look.'],
  ],
};

const STYLE_INSTRUCTOR: Both<SalesLandingContent['instructor']> = {
  sr: {
    title: 'Vaša predavačica',
    name: 'Milica Jovanović',
    role: 'Modna stilistkinja',
    paragraphs: [
      'Milica je modna stilistkinja koja već deset godina pomaže ljudima da se u svojoj odeći osećaju kao svoji. Radila je za modne časopise, televiziju i stotine privatnih klijenata.',
      'Njen pristup je jednostavan: stil ne počinje od trendova, već od vas. U kursu deli sistem koji koristi na konsultacijama, korak po korak.',
    ],
    image: null,
  },
  en: {
    title: 'Your instructor',
    name: 'Milica Jovanović',
    role: 'Fashion stylist',
    paragraphs: [
      'Milica is a fashion stylist who has spent ten years helping people feel like themselves in their clothes. She has worked for fashion magazines, television and hundreds of private clients.',
      'Her approach is simple: style does not start with trends, it starts with you. In the course she shares the system she uses in her consultations, step by step.',
    ],
    image: null,
  },
};

function styleOffer(lang: Lang, summary: string): SalesLandingContent['offer'] {
  const sr = lang === 'sr';
  return {
    title: sr ? 'Šta dobijate' : 'What you get',
    items: [
      {
        title: sr ? `Kurs „Izgradi svoj stil“: ${summary}` : `"Build your style" course: ${summary}`,
        value_eur: 105,
      },
      { title: sr ? 'Planer kapsule garderobe' : 'Capsule wardrobe planner', value_eur: 0 },
      { title: sr ? 'Sertifikat o završenom kursu' : 'Certificate of completion', value_eur: 0 },
    ],
    extras: {
      title: sr ? 'Besplatan dodatak u vrednosti od 40 EUR' : 'A free extra worth 40 EUR',
      items: [sr ? 'E-knjiga „Stilski vodič“' : 'E-book "Style guide"'],
      value_eur: 40,
    },
    total_value_eur: 145,
    regular_price_rsd: 12_250,
    price_eur: 84,
    regular_price_eur: 105,
    access_months: 12,
    note: sr
      ? 'Cena sa PDV-om. Pristup traje 12 meseci od kupovine.'
      : 'VAT included. Access lasts 12 months from purchase.',
  };
}

function styleFaq(lang: Lang): SalesLandingContent['faq'] {
  return lang === 'sr'
    ? {
        title: 'Česta pitanja',
        items: items('sty-f', [
          [
            'Koliko dugo imam pristup kursu?',
            '12 meseci od dana kupovine. Lekcije gledate kad vam odgovara.',
          ],
          [
            'Moram li da kupim novu garderobu?',
            'Ne. Kurs polazi od onoga što već imate i uči vas da kupujete manje, a bolje.',
          ],
          ['Kako plaćam?', 'Karticom, uplatnicom ili PayPal-om. Račun stiže na vaš e-mail.'],
          ['Kada dobijam stilski vodič?', 'Odmah po kupovini, u odeljku materijala kursa.'],
          ['Šta ako mi se kurs ne dopadne?', 'Pišite nam i vratićemo vam novac. Detalji su u garanciji.'],
        ]),
      }
    : {
        title: 'Frequently asked questions',
        items: items('sty-f', [
          [
            'How long do I have access?',
            '12 months from the day of purchase. Watch the lessons when it suits you.',
          ],
          [
            'Do I have to buy new clothes?',
            'No. The course starts from what you already own and teaches you to buy less, but better.',
          ],
          ['How do I pay?', 'By card, bank slip or PayPal. The invoice arrives by e-mail.'],
          ['When do I get the style guide?', 'Right after the purchase, in the course materials.'],
          ['What if I do not like the course?', 'Write to us and we will refund you. See the guarantee.'],
        ]),
      };
}

function styleSales(lang: Lang, gender: 'm' | 'w'): SalesLandingContent {
  const sr = lang === 'sr';
  const men = gender === 'm';
  const summary = men
    ? sr
      ? '12 modula + 5 bonus lekcija'
      : '12 modules + 5 bonus lessons'
    : sr
      ? '5 modula + 5 bonus lekcija'
      : '5 modules + 5 bonus lessons';
  const moduleList = men ? STYLE_MODULES[lang] : WOMEN_MODULES[lang];
  const t = (srText: string, enText: string) => (sr ? srText : enText);
  return {
    seo: {
      title: men
        ? t(
            'Kurs stila za muškarce – Izgradi svoj stil | Atelje',
            "Men's style course – Build your style | Atelje",
          )
        : t(
            'Kurs stila za žene – Izgradi svoj stil | Atelje',
            "Women's style course – Build your style | Atelje",
          ),
      description: t(
        `Izgradite stil koji je vaš: ${summary}, stilski vodič na poklon i 12 meseci pristupa.`,
        `Build a style that is yours: ${summary}, a free style guide and 12 months of access.`,
      ),
      image: null,
    },
    hero: {
      eyebrow: men
        ? t('Online kurs stila za muškarce', "Online men's style course")
        : t('Online kurs stila za žene', "Online women's style course"),
      title: t('Izgradi svoj stil', 'Build your style'),
      subtitle: men
        ? t(
            'Oblačite se sigurno i jednostavno, za posao, vikend i posebne prilike, uz garderobu koju već imate i nekoliko pametnih kupovina.',
            'Dress with confidence and ease, for work, weekends and special occasions, with the clothes you own and a few smart purchases.',
          )
        : t(
            'Otkrijte krojeve i boje koje vam pristaju i sastavite ormar u kome se sve slaže, bez gomile stvari koje ne nosite.',
            'Discover the cuts and colours that suit you and build a wardrobe where everything goes together, without piles of clothes you never wear.',
          ),
      cta: t('ŽELIM KURS', 'I WANT THE COURSE'),
      rating: 5,
      rating_label: RATING_LABEL[lang],
    },
    presale: PRESALE[lang],
    features: [
      {
        icon: 'video',
        title: summary,
        text: t('Kratke video lekcije od 7 do 10 minuta.', 'Short video lessons of 7 to 10 minutes.'),
      },
      {
        icon: 'calendar',
        title: t('12 meseci pristupa', '12 months of access'),
        text: t('Gledajte svojim tempom.', 'Watch at your own pace.'),
      },
      {
        icon: 'book',
        title: t('Stilski vodič na poklon', 'A free style guide'),
        text: t('E-knjiga vredna 40 EUR.', 'An e-book worth 40 EUR.'),
      },
      {
        icon: 'hanger',
        title: t('Praktični zadaci', 'Practical tasks'),
        text: t('Svaki modul radite u svom ormaru.', 'Every module is done in your own wardrobe.'),
      },
    ],
    testimonials: {
      title: t('Šta kažu polaznici', 'What learners say'),
      items: men
        ? [
            {
              id: 'sm-t1',
              name: 'Stefan V.',
              city: t('programer', 'software developer'),
              text: t(
                'Pola ormara nisam nosio godinama. Sada znam šta da zadržim, a šta mi zaista treba.',
                'I had not worn half my wardrobe in years. Now I know what to keep and what I actually need.',
              ),
              image: null,
            },
            {
              id: 'sm-t2',
              name: 'Dušan K.',
              city: t('preduzetnik', 'business owner'),
              text: t(
                'Modul o proporcijama mi je promenio kupovinu odela. Prvi put mi sako stoji kako treba.',
                'The proportion module changed how I buy suits. For the first time a jacket fits me properly.',
              ),
              image: null,
            },
            {
              id: 'sm-t3',
              name: 'Luka M.',
              city: t('student', 'student'),
              text: t(
                'Kratko, konkretno i bez filozofije. Odmah sam primenio prve tri lekcije.',
                'Short, concrete and no waffle. I applied the first three lessons straight away.',
              ),
              image: null,
            },
            {
              id: 'sm-t4',
              name: 'Aleksandar P.',
              city: t('advokat', 'lawyer'),
              text: t(
                'Konačno razumem razliku između poslovnog i ležernog, a da ne izgledam ukočeno.',
                'I finally understand the difference between business and casual without looking stiff.',
              ),
              image: null,
            },
          ]
        : [
            {
              id: 'sw-t1',
              name: 'Milena J.',
              city: t('učiteljica', 'teacher'),
              text: t(
                'Kapsula garderobe mi je uštedela jutra. Svaka kombinacija radi i više ne stojim ispred punog ormara bez ideje.',
                'The capsule wardrobe saved my mornings. Every outfit works and I no longer stand in front of a full wardrobe with no idea.',
              ),
              image: null,
            },
            {
              id: 'sw-t2',
              name: 'Sara N.',
              city: t('dizajnerka', 'designer'),
              text: t(
                'Mislila sam da mi crna pristaje uz sve. Modul o bojama mi je otvorio oči.',
                'I thought black went with everything on me. The colour module opened my eyes.',
              ),
              image: null,
            },
            {
              id: 'sw-t3',
              name: 'Ana L.',
              city: t('menadžerka', 'manager'),
              text: t(
                'Kupujem manje, a izgledam bolje. Ne znam šta bih više tražila od jednog kursa.',
                'I buy less and look better. I do not know what more I could ask of a course.',
              ),
              image: null,
            },
            {
              id: 'sw-t4',
              name: 'Katarina B.',
              city: t('farmaceutkinja', 'pharmacist'),
              text: t(
                'Milica objašnjava jasno i toplo. Bonus lekcija o putovanju mi je spasila odmor.',
                'Milica explains clearly and warmly. The travel bonus lesson saved my holiday.',
              ),
              image: null,
            },
          ],
    },
    for_you: {
      title: t('Da li je ovaj kurs za vas?', 'Is this course for you?'),
      items: [
        t(
          'Imate pun ormar, a stalno „nemate šta da obučete“.',
          'Your wardrobe is full yet you "have nothing to wear".',
        ),
        t(
          'Želite da izgledate sređeno bez mnogo vremena i novca.',
          'You want to look put together without much time or money.',
        ),
        t(
          'Niste sigurni koje boje i krojevi vam pristaju.',
          'You are not sure which colours and cuts suit you.',
        ),
        t('Kupujete impulsivno i kasnije se kajete.', 'You buy on impulse and regret it later.'),
        t('Želite stil koji je vaš, a ne tuđi.', 'You want a style that is yours, not someone else’s.'),
      ],
    },
    modules: {
      title: t('Šta vas čeka u kursu', 'What the course covers'),
      summary: men
        ? t('12 modula · 5 bonus lekcija', '12 modules · 5 bonus lessons')
        : t('5 modula · 5 bonus lekcija', '5 modules · 5 bonus lessons'),
      items: items(men ? 'sm-m' : 'sw-m', moduleList),
      bonus: STYLE_BONUS[lang],
    },
    instructor: STYLE_INSTRUCTOR[lang],
    how_it_works: HOW_IT_WORKS[lang],
    learn: {
      title: t('Šta ćete naučiti', 'What you will learn'),
      items: [
        t(
          'Da prepoznate krojeve i proporcije koji vam pristaju.',
          'To recognise the cuts and proportions that suit you.',
        ),
        t('Da napravite svoju paletu boja.', 'To build your own colour palette.'),
        t(
          'Da od postojeće garderobe složite desetine kombinacija.',
          'To put together dozens of outfits from what you own.',
        ),
        t('Da se obučete za svaku priliku bez stresa.', 'To dress for any occasion without stress.'),
        t('Da kupujete manje, a pametnije.', 'To buy less, but smarter.'),
      ],
    },
    offer: styleOffer(lang, summary),
    not_for_everyone: {
      title: t('Ovaj kurs nije za svakoga', 'This course is not for everyone'),
      items: items(men ? 'sm-n' : 'sw-n', [
        [
          t('Ako jurite svaki novi trend', 'If you chase every new trend'),
          t(
            'Kurs gradi stil koji traje, ne listu onoga što je ove sezone u modi.',
            'The course builds a style that lasts, not a list of what is in fashion this season.',
          ),
        ],
        [
          t('Ako očekujete da se stil promeni sam', 'If you expect your style to change by itself'),
          t(
            'Zadatke radite u svom ormaru. Bez toga nema rezultata.',
            'You do the tasks in your own wardrobe. Without them there are no results.',
          ),
        ],
        [
          t('Ako tražite ličnog stilistu', 'If you want a personal stylist'),
          t(
            'Ovo je kurs koji vas uči da sami donosite odluke, ne individualne konsultacije.',
            'This course teaches you to decide for yourself; it is not one-to-one consulting.',
          ),
        ],
      ]),
    },
    guarantee: GUARANTEE[lang],
    faq: styleFaq(lang),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// /{name}-new: the standalone style page with the 12-module accordion.

function styleNew(lang: Lang): NewSalesContent {
  const sr = lang === 'sr';
  const t = (srText: string, enText: string) => (sr ? srText : enText);
  const summary = t('12 modula', '12 modules');
  return {
    seo: {
      title: t(
        'Izgradi svoj stil – kurs Milice Jovanović | Atelje',
        'Build your style – a course by Milica Jovanović | Atelje',
      ),
      description: t(
        'Dvanaest modula o stilu koji počinje od vas: garderoba, proporcije, boje, slojevi i detalji. 12 meseci pristupa.',
        'Twelve modules on a style that starts with you: wardrobe, proportion, colour, layers and details. 12 months of access.',
      ),
      image: null,
    },
    hero: {
      eyebrow: t('Novi online kurs', 'A new online course'),
      title: t('Izgradi svoj stil', 'Build your style'),
      subtitle: t(
        'Stil nije pravilo koje pratite, već jezik kojim govorite o sebi. Naučite ga u dvanaest kratkih modula.',
        'Style is not a rule you follow but a language you speak about yourself. Learn it in twelve short modules.',
      ),
      cta: t('KUPI KURS', 'BUY THE COURSE'),
      rating: 5,
      rating_label: RATING_LABEL[lang],
    },
    intro: {
      title: t('Stil koji počinje od vas', 'A style that starts with you'),
      paragraphs: [
        t(
          'Kurs ne počinje od trendova, već od vašeg načina života, građe i boja koje vam pristaju. Korak po korak gradite garderobu koja radi za vas.',
          'The course does not start with trends but with the way you live, your shape and the colours that suit you. Step by step you build a wardrobe that works for you.',
        ),
        t(
          'Lekcije su kratke, zadaci praktični, a pristup traje dvanaest meseci, pa kurs lako uklopite u svakodnevicu.',
          'Lessons are short, tasks practical, and access lasts twelve months, so the course fits easily into everyday life.',
        ),
      ],
    },
    highlights: [
      {
        icon: 'video',
        title: summary,
        text: t('Kratke video lekcije sa primerima.', 'Short video lessons with examples.'),
      },
      {
        icon: 'calendar',
        title: t('12 meseci pristupa', '12 months of access'),
        text: t('Gledajte kad vam odgovara.', 'Watch when it suits you.'),
      },
      {
        icon: 'book',
        title: t('Stilski vodič na poklon', 'A free style guide'),
        text: t('E-knjiga vredna 40 EUR.', 'An e-book worth 40 EUR.'),
      },
      {
        icon: 'certificate',
        title: t('Sertifikat', 'Certificate'),
        text: t('Po završetku kursa.', 'When you finish the course.'),
      },
    ],
    modules: {
      title: t('12 modula kursa', 'The 12 modules of the course'),
      summary: t(
        '12 modula · od prvog koraka do sopstvenog stila',
        '12 modules · from the first step to your own style',
      ),
      items: items('new-m', STYLE_MODULES[lang]),
      bonus: null,
    },
    instructor: STYLE_INSTRUCTOR[lang],
    offer: styleOffer(lang, summary),
    guarantee: GUARANTEE[lang],
    faq: styleFaq(lang),
  };
}

const both = <T>(make: (lang: Lang) => T): Both<T> => ({ sr: make('sr'), en: make('en') });

/** Parsed with the pages' own schemas, so a slip in this file fails the seed, not a visitor's page. */
function checked(): Partial<Record<LandingPageKey, Both<unknown>>> {
  const sales = {
    'interior-sales': interior,
    'style-sales-m': both((lang) => styleSales(lang, 'm')),
    'style-sales-w': both((lang) => styleSales(lang, 'w')),
  };
  const result: Partial<Record<LandingPageKey, Both<unknown>>> = {};
  for (const [key, value] of Object.entries(sales)) {
    result[key as LandingPageKey] = {
      sr: salesLandingContentSchema.parse(value.sr),
      en: salesLandingContentSchema.parse(value.en),
    };
  }
  const fresh = both(styleNew);
  result['style-new'] = {
    sr: newSalesContentSchema.parse(fresh.sr),
    en: newSalesContentSchema.parse(fresh.en),
  };
  return result;
}

export const salesLandingContent: Partial<Record<LandingPageKey, { sr: unknown; en: unknown }>> = checked();
