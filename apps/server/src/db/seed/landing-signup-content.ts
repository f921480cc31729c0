// Demo content of the free sign-up and thank-you pages, both languages (site_settings `landing:<key>`). The
// figures are those of spec 000 §9 (first 30 sign-ups, 9.800 / 12.250 RSD, 84 / 105 EUR, 12 months, money-back
// guarantee); the pictures are the web app's own SVG art under /landings/.
import type {
  InteriorSignupContent,
  LandingPageKey,
  LandingTestimonial,
  StyleSignupContent,
  ThankYouContent,
} from '@atelje/shared';

type Both<T> = { sr: T; en: T };

const image = (name: string, alt: string) => ({
  image: `/landings/${name}.svg`,
  image_alt: alt,
  image_width: 1200,
  image_height: 900,
});

// ------------------------------------------------------------------------------------------------ testimonials

const interiorTestimonials: Both<LandingTestimonial[]> = {
  sr: [
    {
      id: 'jovana',
      name: 'Jovana R.',
      city: 'Novi Sad',
      text: 'Za jedan vikend sam premestila dnevnu sobu i prvi put imam osećaj da je prostor moj. Lekcije su kratke i konkretne, bez teorije koju ne mogu da primenim.',
      image: null,
    },
    {
      id: 'milos',
      name: 'Miloš P.',
      city: 'Beograd',
      text: 'Mislio sam da mi treba novi nameštaj. Posle mini kursa sam shvatio da mi je trebao samo bolji raspored i još jedna lampa.',
      image: null,
    },
    {
      id: 'tamara',
      name: 'Tamara S.',
      city: 'Kragujevac',
      text: 'Ana objašnjava kao da sedi sa vama u sobi. Svaku lekciju sam odmah probala kod kuće, a ukućani su primetili razliku već prve večeri.',
      image: null,
    },
  ],
  en: [
    {
      id: 'jovana',
      name: 'Jovana R.',
      city: 'Novi Sad',
      text: 'In one weekend I rearranged my living room, and for the first time the space feels like mine. The lessons are short and practical, with no theory I cannot use.',
      image: null,
    },
    {
      id: 'milos',
      name: 'Miloš P.',
      city: 'Belgrade',
      text: 'I thought I needed new furniture. After the mini course I realised I only needed a better layout and one more lamp.',
      image: null,
    },
    {
      id: 'tamara',
      name: 'Tamara S.',
      city: 'Kragujevac',
      text: 'Ana explains things as if she were sitting in the room with you. I tried every lesson at home straight away, and my family noticed the difference the very first evening.',
      image: null,
    },
  ],
};

const styleTestimonials: Both<LandingTestimonial[]> = {
  sr: [
    {
      id: 'marija',
      name: 'Marija K.',
      city: 'Beograd',
      text: 'Imala sam pun ormar i ništa za obući. Posle tri lekcije složila sam desetak kombinacija od stvari koje sam već imala.',
      image: null,
    },
    {
      id: 'stefan',
      name: 'Stefan M.',
      city: 'Niš',
      text: 'Nikad nisam razmišljao o bojama. Sada ujutru biram za minut, a kolege su pitale da li sam promenio garderobu.',
      image: null,
    },
    {
      id: 'ivana',
      name: 'Ivana D.',
      city: 'Subotica',
      text: 'Milica ne prodaje trendove, već uči kako da prepoznaš šta tebi stoji. To mi je promenilo i način kupovine.',
      image: null,
    },
  ],
  en: [
    {
      id: 'marija',
      name: 'Marija K.',
      city: 'Belgrade',
      text: 'My wardrobe was full and I had nothing to wear. After three lessons I put together a dozen outfits from things I already owned.',
      image: null,
    },
    {
      id: 'stefan',
      name: 'Stefan M.',
      city: 'Niš',
      text: 'I had never thought about colours. Now I choose in a minute in the morning, and colleagues asked whether I had a new wardrobe.',
      image: null,
    },
    {
      id: 'ivana',
      name: 'Ivana D.',
      city: 'Subotica',
      text: 'Milica does not sell trends; she teaches you to recognise what suits you. It changed the way I shop, too.',
      image: null,
    },
  ],
};

// ------------------------------------------------------------------------------------------ shared sections

const consent = {
  sr: {
    label: 'Saglasan/na sam',
    text: 'da mi Atelje šalje promocije, ponude i novosti putem e-pošte, SMS-a, Vibera, WhatsAppa i telefonskih poziva, u skladu sa',
    link: 'politikom privatnosti',
  },
  en: {
    label: 'I agree',
    text: 'that Atelje may send me promotions, offers and news by e-mail, SMS, Viber, WhatsApp and phone calls, in accordance with the',
    link: 'privacy policy',
  },
};

const ana: Both<InteriorSignupContent['instructor']> = {
  sr: {
    eyebrow: 'Vaša predavačica',
    name: 'Ana Petrović',
    role: 'Dizajnerka enterijera, osnivačica studija u Beogradu',
    paragraphs: [
      'Ana je dizajnerka enterijera sa petnaest godina iskustva i više od dvesta uređenih stanova, kuća i lokala. Radila je sa porodicama koje se useljavaju u prvi stan i sa vlasnicima malih restorana kojima je svaki kvadrat važan.',
      'Na kursevima pokazuje isti metod koji koristi sa klijentima: prvo razumeti kako živite, pa tek onda birati boje i nameštaj.',
    ],
    image: null,
  },
  en: {
    eyebrow: 'Your instructor',
    name: 'Ana Petrović',
    role: 'Interior designer, founder of a Belgrade studio',
    paragraphs: [
      'Ana is an interior designer with fifteen years of experience and more than two hundred flats, houses and shops behind her. She has worked with families moving into their first flat and with owners of small restaurants where every square metre counts.',
      'In her courses she shows the same method she uses with clients: first understand how you live, and only then choose colours and furniture.',
    ],
    image: null,
  },
};

const milica: Both<StyleSignupContent['instructor']> = {
  sr: {
    eyebrow: 'Tvoja predavačica',
    name: 'Milica Jovanović',
    role: 'Stilistkinja i modna savetnica',
    paragraphs: [
      'Milica je stilistkinja koja je radila za modne časopise, reklamne kampanje i stotine privatnih klijenata. Veruje da stil nije pitanje novca ni trenda, već razumevanja sopstvene građe, boja i načina života.',
      'U kursovima stila uči te da od manje komada napraviš više kombinacija i da kupuješ pametnije, sa planom.',
    ],
    image: null,
  },
  en: {
    eyebrow: 'Your instructor',
    name: 'Milica Jovanović',
    role: 'Stylist and fashion consultant',
    paragraphs: [
      'Milica is a stylist who has worked for fashion magazines, advertising campaigns and hundreds of private clients. She believes style is a question neither of money nor of trends, but of understanding your own build, colours and way of life.',
      'Her style courses teach you to make more outfits from fewer pieces and to shop smarter, with a plan.',
    ],
    image: null,
  },
};

// ------------------------------------------------------------------------------------------ interior sign-up

const interiorSignup: Both<InteriorSignupContent> = {
  sr: {
    layout: 'interior',
    seo: {
      title: 'Besplatan mini kurs dizajna enterijera | Atelje',
      description:
        'Uredi dom za jedan vikend: besplatan mini kurs dizajna enterijera sa Anom Petrović. Tri kratke lekcije, pristup zauvek.',
      image: '/landings/interior-hero.svg',
    },
    hero: {
      eyebrow: 'Besplatan mini kurs',
      title: 'Uredi dom za jedan vikend, bez novog nameštaja',
      subtitle:
        'Tri kratke video lekcije dizajnerke enterijera Ane Petrović: raspored, svetlo i detalji koji menjaju utisak prostora već danas.',
      cta: 'Želim besplatan kurs',
      ...image('interior-hero', 'Ilustracija uređene dnevne sobe sa sofom, lampom i biljkom'),
    },
    benefits: {
      title: 'Šta dobijaš prijavom',
      items: [
        {
          icon: 'play',
          title: 'Tri kratke lekcije',
          text: 'Po sedam do deset minuta, da ih pogledaš uz kafu i odmah primeniš.',
        },
        {
          icon: 'home',
          title: 'Primeri iz pravih stanova',
          text: 'Pre i posle iz beogradskih i novosadskih domova, bez studijskih kulisa.',
        },
        {
          icon: 'light',
          title: 'Svetlo koje greje prostor',
          text: 'Kako da jednom lampom dnevnu sobu učiniš toplijom i većom.',
        },
        {
          icon: 'gift',
          title: 'Pristup zauvek',
          text: 'Kurs ostaje u tvom nalogu, na stranici Moj napredak.',
        },
      ],
    },
    registration: {
      title: 'Prijavi se i kurs stiže na tvoju e-poštu',
      text: 'Upiši ime i e-adresu. Kurs je besplatan i ostaje tvoj, a u poruci te čeka link za pristup.',
      form: {
        first_name: 'Ime',
        email: 'E-adresa',
        submit: 'Prijavi me na besplatan kurs',
        consent: consent.sr,
      },
    },
    testimonials: { title: 'Polaznici o mini kursu', items: interiorTestimonials.sr },
    instructor: ana.sr,
    final_cta: {
      title: 'Budi među prvih 30 prijavljenih',
      text: 'Prvih 30 polaznika mini kursa dobija i posebnu cenu kursa „Dizajniraj svoj prostor“: 9.800 RSD umesto 12.250 RSD.',
      cta: 'Prijavi se među prvih 30',
    },
  },
  en: {
    layout: 'interior',
    seo: {
      title: 'Free interior design mini course | Atelje',
      description:
        'Refresh your home in a weekend: a free interior design mini course with Ana Petrović. Three short lessons, yours to keep.',
      image: '/landings/interior-hero.svg',
    },
    hero: {
      eyebrow: 'Free mini course',
      title: 'Refresh your home in a weekend, without new furniture',
      subtitle:
        'Three short video lessons by interior designer Ana Petrović: layout, light and the details that change how a room feels, starting today.',
      cta: 'I want the free course',
      ...image('interior-hero', 'Illustration of a furnished living room with a sofa, a lamp and a plant'),
    },
    benefits: {
      title: 'What you get when you sign up',
      items: [
        {
          icon: 'play',
          title: 'Three short lessons',
          text: 'Seven to ten minutes each, to watch over a coffee and use straight away.',
        },
        {
          icon: 'home',
          title: 'Examples from real homes',
          text: 'Before and after from flats in Belgrade and Novi Sad, no studio sets.',
        },
        {
          icon: 'light',
          title: 'Light that warms a room',
          text: 'How one lamp can make your living room feel warmer and larger.',
        },
        {
          icon: 'gift',
          title: 'Yours to keep',
          text: 'The course stays in your account, on the My progress page.',
        },
      ],
    },
    registration: {
      title: 'Sign up and the course arrives in your inbox',
      text: 'Enter your name and e-mail address. The course is free and yours to keep; the e-mail brings your access link.',
      form: {
        first_name: 'First name',
        email: 'E-mail address',
        submit: 'Sign me up for the free course',
        consent: consent.en,
      },
    },
    testimonials: { title: 'What learners say about the mini course', items: interiorTestimonials.en },
    instructor: ana.en,
    final_cta: {
      title: 'Be among the first 30 to sign up',
      text: 'The first 30 learners of the mini course also get a special price for “Design your space”: 9,800 RSD instead of 12,250 RSD.',
      cta: 'Sign up among the first 30',
    },
  },
};

// ------------------------------------------------------------------------------------------ style sign-ups

const styleForm = {
  sr: {
    title: 'Gde želiš da ti pošaljemo kurs?',
    name: 'Ime',
    email: 'E-adresa',
    gender: 'Pol',
    gender_placeholder: 'Izaberi pol',
    gender_options: { musko: 'Muški', zensko: 'Ženski' },
    submit: 'Pošalji mi besplatan kurs',
    consent: consent.sr,
  },
  en: {
    title: 'Where should we send your course?',
    name: 'Name',
    email: 'E-mail address',
    gender: 'Gender',
    gender_placeholder: 'Choose gender',
    gender_options: { musko: 'Male', zensko: 'Female' },
    submit: 'Send me the free course',
    consent: consent.en,
  },
};

function styleSignup(variant: 'main' | 'm' | 'w'): Both<StyleSignupContent> {
  const heroName = variant === 'main' ? 'style-hero' : `style-hero-${variant}`;
  const who = {
    main: { sr: '', en: '' },
    m: { sr: ' za muškarce', en: ' for men' },
    w: { sr: ' za žene', en: ' for women' },
  }[variant];
  const alt = {
    sr: {
      main: 'Ilustracija garderobe: kaput, košulja i haljina na vešalici',
      m: 'Ilustracija muške garderobe: sako, košulja i cipele na vešalici',
      w: 'Ilustracija ženske garderobe: haljina, kaput i torba na vešalici',
    }[variant],
    en: {
      main: 'Illustration of a wardrobe: a coat, a shirt and a dress on a rail',
      m: 'Illustration of a man’s wardrobe: a jacket, a shirt and shoes on a rail',
      w: 'Illustration of a woman’s wardrobe: a dress, a coat and a bag on a rail',
    }[variant],
  };
  return {
    sr: {
      layout: 'style',
      seo: {
        title: `Besplatan mini kurs stila${who.sr} | Atelje`,
        description:
          'Izgradi svoj stil: besplatan mini kurs sa stilistkinjom Milicom Jovanović. Tri lekcije o bojama, kroju i kombinovanju.',
        image: `/landings/${heroName}.svg`,
      },
      hero: {
        eyebrow: `Besplatan mini kurs stila${who.sr}`,
        title: 'Stilizuj sebe kao što stilizuješ dom: sa planom, ne na sreću',
        subtitle:
          'Tri kratke lekcije stilistkinje Milice Jovanović: boje koje ti pristaju, kroj koji prati građu i kombinacije od stvari koje već imaš.',
        cta: 'Pošalji mi kurs',
        ...image(heroName, alt.sr),
      },
      tiles: [
        { icon: 'palette', title: 'Tvoje boje', text: 'Paleta od tri boje od koje kreće svaka kombinacija.' },
        { icon: 'hanger', title: 'Manje komada', text: 'Više kombinacija iz ormara koji već imaš.' },
        { icon: 'clock', title: 'Minut ujutru', text: 'Oblačenje bez dileme i bez kašnjenja.' },
      ],
      learning: {
        title: 'Šta ćeš naučiti',
        items: [
          'Kako da napraviš inventar ormara i šta da izbaciš bez griže savesti',
          'Koje tri boje čine osnovu tvoje garderobe',
          'Kako kroj i proporcije menjaju utisak siluete',
          'Kako jedan osnovni komad nosiš na pet načina',
          'Kako da kupuješ sa listom, a ne iz impulsa',
        ],
      },
      note: 'Prijava traje 10 sekundi, a kurs stiže odmah na tvoju e-poštu.',
      form: styleForm.sr,
      testimonials: { title: 'Utisci polaznika', items: styleTestimonials.sr },
      instructor: milica.sr,
      final_cta: {
        title: 'Tvoj stil počinje sledećim oblačenjem',
        text: 'Prijavi se sada i prvu lekciju gledaš za nekoliko minuta. Besplatno, bez obaveza.',
        cta: 'Želim besplatan kurs',
      },
    },
    en: {
      layout: 'style',
      seo: {
        title: `Free style mini course${who.en} | Atelje`,
        description:
          'Build your style: a free mini course with stylist Milica Jovanović. Three lessons on colour, cut and combining pieces.',
        image: `/landings/${heroName}.svg`,
      },
      hero: {
        eyebrow: `Free style mini course${who.en}`,
        title: 'Style yourself the way you style a home: with a plan, not by chance',
        subtitle:
          'Three short lessons by stylist Milica Jovanović: the colours that suit you, cuts that follow your build and outfits from what you already own.',
        cta: 'Send me the course',
        ...image(heroName, alt.en),
      },
      tiles: [
        {
          icon: 'palette',
          title: 'Your colours',
          text: 'A palette of three colours every outfit starts from.',
        },
        { icon: 'hanger', title: 'Fewer pieces', text: 'More outfits from the wardrobe you already have.' },
        { icon: 'clock', title: 'A minute in the morning', text: 'Getting dressed without doubt or delay.' },
      ],
      learning: {
        title: 'What you will learn',
        items: [
          'How to take stock of your wardrobe and let go of things without guilt',
          'Which three colours form the base of your wardrobe',
          'How cut and proportion change the look of a silhouette',
          'How to wear one basic piece in five ways',
          'How to shop with a list instead of on impulse',
        ],
      },
      note: 'Signing up takes 10 seconds, and the course arrives in your inbox right away.',
      form: styleForm.en,
      testimonials: { title: 'What learners say', items: styleTestimonials.en },
      instructor: milica.en,
      final_cta: {
        title: 'Your style starts the next time you get dressed',
        text: 'Sign up now and watch the first lesson in a few minutes. Free, with no obligation.',
        cta: 'I want the free course',
      },
    },
  };
}

// ------------------------------------------------------------------------------------------ thank-you pages

const interiorThankYou: Both<ThankYouContent> = {
  sr: {
    seo: {
      title: 'Hvala na prijavi | Atelje',
      description: 'Tvoj besplatni mini kurs dizajna enterijera je spreman.',
      image: '/landings/interior-hero.svg',
    },
    title: 'Hvala na prijavi!',
    subtitle:
      'Tvoj besplatni kurs „{{course}}“ je spreman. Link za pristup je na tvojoj e-pošti, a kurs je i na stranici Moj napredak.',
    trailer_label: 'Najava kursa',
    offer: {
      eyebrow: 'Posebna ponuda za prvih 30',
      title: 'Dizajniraj svoj prostor: ceo put od plana do poslednjeg detalja',
      paragraphs: [
        'Sedam modula i više od 13 video lekcija: merenje i plan, zoniranje, raspored nameštaja, boje, materijali, rasveta i stilizovanje. Uz kurs dobijaš tri e-knjige u vrednosti od 80 EUR, a ukupna vrednost paketa je 185 EUR.',
        'Pristup traje 12 meseci. Ako ti kurs ne odgovara, vraćamo ti novac: garancija zadovoljstva od 100 %, dovoljno je da pišeš podršci.',
      ],
      price: '9.800 RSD',
      old_prices: ['12.250 RSD', '105 EUR'],
      price_note: 'Cena za prvih 30 prijavljenih (84 EUR), PDV uračunat.',
      cta: 'Pogledaj kurs „Dizajniraj svoj prostor“',
    },
    testimonials: { title: 'Polaznici o kursu', items: interiorTestimonials.sr },
    for_you: {
      title: 'Da li je ovaj kurs za tebe?',
      items: [
        'Seliš se, renoviraš ili prvi put uređuješ svoj stan',
        'Imaš nameštaj, ali prostor i dalje ne deluje kao celina',
        'Želiš da izbegneš skupe greške pre kupovine',
        'Voliš da radiš sam/a, uz jasan plan korak po korak',
      ],
    },
    what_you_get: {
      title: 'Šta dobijaš',
      items: [
        '7 modula i 13+ video lekcija',
        '3 e-knjige: boje, materijali i ček-lista za preuređenje',
        'Šablon za mood board',
        'Pristup 12 meseci, na telefonu i računaru',
        'Sertifikat po završetku',
      ],
    },
    start: {
      title: 'Spremna/spreman za sledeći korak?',
      text: 'Vrati se na stranicu kursa i podeli je sa nekim ko uređuje dom.',
      cta: 'POČNI SADA',
    },
  },
  en: {
    seo: {
      title: 'Thank you for signing up | Atelje',
      description: 'Your free interior design mini course is ready.',
      image: '/landings/interior-hero.svg',
    },
    title: 'Thank you for signing up!',
    subtitle:
      'Your free course “{{course}}” is ready. The access link is in your inbox, and the course is also on your My progress page.',
    trailer_label: 'Course trailer',
    offer: {
      eyebrow: 'A special offer for the first 30',
      title: 'Design your space: the whole way from plan to the last detail',
      paragraphs: [
        'Seven modules and more than 13 video lessons: measuring and planning, zoning, furniture layout, colours, materials, lighting and styling. The course comes with three e-books worth 80 EUR, for a total package value of 185 EUR.',
        'Access lasts 12 months. If the course is not right for you, we refund you: a 100% satisfaction guarantee, just write to support.',
      ],
      price: '9,800 RSD',
      old_prices: ['12,250 RSD', '105 EUR'],
      price_note: 'Price for the first 30 sign-ups (84 EUR), VAT included.',
      cta: 'See the “Design your space” course',
    },
    testimonials: { title: 'What learners say', items: interiorTestimonials.en },
    for_you: {
      title: 'Is this course for you?',
      items: [
        'You are moving, renovating or furnishing your own flat for the first time',
        'You have furniture, but the room still does not feel like a whole',
        'You want to avoid expensive mistakes before you buy',
        'You like to do it yourself, with a clear step-by-step plan',
      ],
    },
    what_you_get: {
      title: 'What you get',
      items: [
        '7 modules and 13+ video lessons',
        '3 e-books: colours, materials and a makeover checklist',
        'A mood board template',
        '12 months of access, on phone and computer',
        'A certificate on completion',
      ],
    },
    start: {
      title: 'Ready for the next step?',
      text: 'Go back to the course page and share it with someone who is furnishing a home.',
      cta: 'START NOW',
    },
  },
};

function styleThankYou(gender: 'm' | 'w'): Both<ThankYouContent> {
  const men = gender === 'm';
  return {
    sr: {
      seo: {
        title: 'Hvala na prijavi | Atelje',
        description: `Tvoj besplatni mini kurs stila ${men ? 'za muškarce' : 'za žene'} je spreman.`,
        image: `/landings/style-hero-${gender}.svg`,
      },
      title: 'Hvala na prijavi!',
      subtitle:
        'Tvoj besplatni kurs „{{course}}“ je spreman. Link za pristup je na tvojoj e-pošti, a kurs je i na stranici Moj napredak.',
      trailer_label: 'Najava kursa',
      offer: {
        eyebrow: 'Posebna ponuda za prvih 30',
        title: `Izgradi svoj stil: ${men ? 'kompletan kurs za muškarce' : 'kompletan kurs za žene'}`,
        paragraphs: [
          men
            ? '12 modula u 12 praktičnih koraka i 12 video lekcija, plus 5 bonus lekcija: od osnova garderobe i proporcija do slojevitog oblačenja, aksesoara i evropskih stilova.'
            : '5 modula i 5 bonus lekcija: boje, proporcije, kombinovanje, sezonski stil i detalji koji celu kombinaciju spajaju u jedno.',
          'Uz kurs dobijaš stilski vodič u obliku e-knjige u vrednosti od 40 EUR, a ukupna vrednost paketa je 145 EUR. Pristup traje 12 meseci, uz garanciju zadovoljstva od 100 %.',
        ],
        price: '9.800 RSD',
        old_prices: ['16.990 RSD', '12.250 RSD', '105 EUR'],
        price_note: 'Cena za prvih 30 prijavljenih (84 EUR), PDV uračunat.',
        cta: 'Pogledaj kurs „Izgradi svoj stil“',
      },
      testimonials: { title: 'Utisci polaznika', items: styleTestimonials.sr },
      for_you: {
        title: 'Da li je ovaj kurs za tebe?',
        items: [
          'Ormar ti je pun, a svako jutro nemaš šta da obučeš',
          'Želiš da izgledaš sređeno bez praćenja trendova',
          'Kupuješ impulsivno i posle se kaješ',
          'Želiš stil koji prati tvoj posao i način života',
        ],
      },
      what_you_get: {
        title: 'Šta dobijaš',
        items: [
          men ? '12 modula, 12 video lekcija i 5 bonus lekcija' : '5 modula i 5 bonus lekcija',
          'Stilski vodič (e-knjiga)',
          'Planer kapsule garderobe',
          'Pristup 12 meseci, na telefonu i računaru',
          'Sertifikat po završetku',
        ],
      },
      start: {
        title: 'Podeli kurs sa nekim kome treba',
        text: 'Vrati se na stranicu besplatnog kursa i pošalji je prijatelju.',
        cta: 'POČNI SADA',
      },
    },
    en: {
      seo: {
        title: 'Thank you for signing up | Atelje',
        description: `Your free style mini course ${men ? 'for men' : 'for women'} is ready.`,
        image: `/landings/style-hero-${gender}.svg`,
      },
      title: 'Thank you for signing up!',
      subtitle:
        'Your free course “{{course}}” is ready. The access link is in your inbox, and the course is also on your My progress page.',
      trailer_label: 'Course trailer',
      offer: {
        eyebrow: 'A special offer for the first 30',
        title: `Build your style: ${men ? 'the complete course for men' : 'the complete course for women'}`,
        paragraphs: [
          men
            ? '12 modules in 12 practical steps and 12 video lessons, plus 5 bonus lessons: from wardrobe basics and proportion to layering, accessories and European styles.'
            : '5 modules and 5 bonus lessons: colour, proportion, combining pieces, seasonal style and the details that pull an outfit together.',
          'The course comes with a style guide e-book worth 40 EUR, for a total package value of 145 EUR. Access lasts 12 months, with a 100% satisfaction guarantee.',
        ],
        price: '9,800 RSD',
        old_prices: ['16,990 RSD', '12,250 RSD', '105 EUR'],
        price_note: 'Price for the first 30 sign-ups (84 EUR), VAT included.',
        cta: 'See the “Build your style” course',
      },
      testimonials: { title: 'What learners say', items: styleTestimonials.en },
      for_you: {
        title: 'Is this course for you?',
        items: [
          'Your wardrobe is full, yet every morning you have nothing to wear',
          'You want to look put together without following trends',
          'You shop on impulse and regret it later',
          'You want a style that fits your work and your way of life',
        ],
      },
      what_you_get: {
        title: 'What you get',
        items: [
          men ? '12 modules, 12 video lessons and 5 bonus lessons' : '5 modules and 5 bonus lessons',
          'A style guide (e-book)',
          'A capsule wardrobe planner',
          '12 months of access, on phone and computer',
          'A certificate on completion',
        ],
      },
      start: {
        title: 'Share the course with someone who needs it',
        text: 'Go back to the free course page and send it to a friend.',
        cta: 'START NOW',
      },
    },
  };
}

export const signupLandingContent: Partial<Record<LandingPageKey, { sr: unknown; en: unknown }>> = {
  'interior-signup': interiorSignup,
  'interior-thank-you': interiorThankYou,
  'style-signup': styleSignup('main'),
  'style-signup-m': styleSignup('m'),
  'style-signup-w': styleSignup('w'),
  'style-thank-you-m': styleThankYou('m'),
  'style-thank-you-w': styleThankYou('w'),
};
