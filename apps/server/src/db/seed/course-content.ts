// The demo courses' page content in both languages (ADR 042): English titles and descriptions, the short
// description under the title, the level, and the lists "what you'll learn", "requirements" and "who it is
// for". Courses left out (the free mini courses, the coming-soon one) keep the Serbian only, so the English
// site shows the Serbian fallback for them.
import {
  FREE_MINI_COURSE_ID,
  FREE_STYLE_COURSE_M_ID,
  FREE_STYLE_COURSE_W_ID,
  INTERIOR_LANDING_COURSE_ID,
  STYLE_LANDING_COURSE_ID,
} from './data';

export interface CourseContentSeed {
  titleEn: string;
  descriptionEn: string;
  shortDescriptionSr: string;
  shortDescriptionEn: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  learnSr: string[];
  learnEn: string[];
  requirementsSr: string[];
  requirementsEn: string[];
  audienceSr: string[];
  audienceEn: string[];
}

export const courseContent: Record<number, CourseContentSeed> = {
  1: {
    titleEn: 'Interior design basics',
    descriptionEn: [
      'A course for everyone who wants to understand how a good interior comes about, from measuring the first room to choosing the last detail. Through examples from real Belgrade flats you will learn to judge proportions, movement and daylight before you buy a single piece of furniture.',
      'Every lesson ends with a short task you do in your own space. By the end you will have a layout plan, a palette of colours and materials and a shopping priority list, ready to show a contractor or to start the work yourself.',
    ].join('\n\n'),
    shortDescriptionSr: 'Od prvog merenja do plana nameštaja: kako da procenite prostor pre kupovine.',
    shortDescriptionEn: 'From the first measurement to a furniture plan: how to read a room before you buy.',
    level: 'beginner',
    learnSr: [
      'Da izmerite prostoriju i nacrtate plan postojećeg stanja',
      'Da procenite proporcije, tokove kretanja i prirodno svetlo',
      'Da sastavite paletu boja i materijala',
      'Da napravite listu prioriteta za kupovinu',
    ],
    learnEn: [
      'Measure a room and draw a plan of what is there',
      'Judge proportions, movement and daylight',
      'Put together a palette of colours and materials',
      'Make a shopping priority list',
    ],
    requirementsSr: ['Nije potrebno predznanje', 'Metar, sveska i olovka'],
    requirementsEn: ['No prior knowledge needed', 'A tape measure, a notebook and a pencil'],
    audienceSr: [
      'Početnici koji uređuju svoj stan',
      'Oni koji razmišljaju o dizajnu enterijera kao zanimanju',
    ],
    audienceEn: ['Beginners furnishing their own home', 'Anyone considering interior design as a profession'],
  },
  2: {
    titleEn: 'Lighting that transforms a space',
    descriptionEn: [
      'Light is the cheapest way to make a space look more expensive, and the most common reason a well-furnished flat feels cold. In this course Teodora Đorđević explains how to plan lighting in layers, how to choose colour temperature and why one ceiling light in the middle of a room is almost never enough.',
      'You will learn to read the technical data on bulb packaging, to place light points before painting and to combine lamps so that every room has a morning, a working and an evening mood. The course comes with a handbook of recommended values for every room.',
    ].join('\n\n'),
    shortDescriptionSr: 'Rasveta po slojevima, temperatura boje i raspored tačaka svetla za svaku sobu.',
    shortDescriptionEn:
      'Layered lighting, colour temperature and where to put the light points in every room.',
    level: 'intermediate',
    learnSr: [
      'Da planirate opšte, radno i ambijentalno svetlo',
      'Da izaberete temperaturu boje i indeks reprodukcije boja',
      'Da čitate tehničke podatke sa pakovanja sijalica',
      'Da rasporedite tačke svetla pre krečenja',
    ],
    learnEn: [
      'Plan general, task and ambient light',
      'Choose colour temperature and colour rendering',
      'Read the technical data on bulb packaging',
      'Place the light points before painting',
    ],
    requirementsSr: ['Osnovni pojmovi uređenja prostora', 'Plan stana ili skica prostorije'],
    requirementsEn: ['Basic notions of furnishing a space', 'A floor plan or a sketch of the room'],
    audienceSr: ['Oni koji renoviraju ili se useljavaju', 'Dizajneri enterijera koji žele sigurniju rasvetu'],
    audienceEn: ['People renovating or moving in', 'Interior designers who want to be surer about lighting'],
  },
  3: {
    titleEn: 'Capsule wardrobe: fewer pieces, more style',
    descriptionEn: [
      'A full wardrobe and still nothing to wear? A capsule wardrobe is a small, considered set of pieces that go together, so thirty or so items make more than a hundred outfits.',
      'Milica Jovanović takes you through an inventory of your wardrobe, the choice of a basic palette and a list for smart shopping. The course is practical: after each lesson you sort one part of your wardrobe and photograph the outfits you put together.',
    ].join('\n\n'),
    shortDescriptionSr: 'Tridesetak komada, stotinu kombinacija: inventar ormara, paleta i pametna kupovina.',
    shortDescriptionEn:
      'Thirty pieces, a hundred outfits: a wardrobe inventory, a palette and smart shopping.',
    level: 'beginner',
    learnSr: [
      'Da napravite inventar ormara bez griže savesti',
      'Da izaberete osnovnu paletu po pravilu tri boje',
      'Da složite kombinacije od komada koje već imate',
      'Da napravite listu za pametnu kupovinu',
    ],
    learnEn: [
      'Take stock of your wardrobe without guilt',
      'Choose a basic palette with the three-colour rule',
      'Put outfits together from what you already own',
      'Write a list for smart shopping',
    ],
    requirementsSr: ['Vaš ormar i telefon za fotografisanje kombinacija'],
    requirementsEn: ['Your wardrobe and a phone to photograph outfits'],
    audienceSr: ['Svi kojima je ormar pun, a nemaju šta da obuku', 'Oni koji žele da kupuju manje i bolje'],
    audienceEn: ['Anyone with a full wardrobe and nothing to wear', 'People who want to buy less and better'],
  },
  4: {
    titleEn: 'Pattern cutting for beginners: from measurements to your first pattern',
    descriptionEn: [
      'A pattern-cutting course that starts from scratch: how to take measurements, how to draft a basic pattern and how to fit it to a figure. Marko Ilić, a fashion designer with years in the workshop, shows every step at the cutting table.',
      'By the end you will have your own basic skirt pattern, understand seam allowances and know how to transfer a pattern to fabric without wasting material.',
    ].join('\n\n'),
    shortDescriptionSr: 'Mere, osnovni kroj suknje i prenošenje kroja na tkaninu, korak po korak.',
    shortDescriptionEn: 'Measurements, a basic skirt pattern and transferring it to fabric, step by step.',
    level: 'beginner',
    learnSr: [
      'Da pravilno uzmete mere i koristite tabelu veličina',
      'Da nacrtate osnovni kroj suknje',
      'Da dodate šavove i prilagodite kroj figuri',
      'Da prenesete kroj na tkaninu bez rasipanja',
    ],
    learnEn: [
      'Take measurements properly and use a size chart',
      'Draft a basic skirt pattern',
      'Add seam allowances and fit the pattern to a figure',
      'Transfer a pattern to fabric without waste',
    ],
    requirementsSr: ['Krojački papir, metar, lenjir i olovka', 'Šivaća mašina tek za poslednju lekciju'],
    requirementsEn: [
      'Pattern paper, a tape measure, a ruler and a pencil',
      'A sewing machine for the last lesson only',
    ],
    audienceSr: ['Potpuni početnici u krojenju', 'Oni koji šiju po gotovim krojevima i žele svoje'],
    audienceEn: [
      'Complete beginners in pattern cutting',
      'People who sew from ready patterns and want their own',
    ],
  },
  5: {
    titleEn: 'Acting for the camera',
    descriptionEn: [
      'Acting for film and television needs a different measure than the stage: the camera records the smallest change in a look. Nikola Stanković, an actor and director, uses the exercises he prepares auditions with to show how to stay natural in a close-up, hit your mark and keep your focus over many takes of the same scene.',
      'The course is for acting students, amateur actors and anyone preparing for an audition or a shoot. Every lesson has an exercise you film with your phone and compare with the examples.',
    ].join('\n\n'),
    shortDescriptionSr: 'Mera, iskrenost i koncentracija u krupnom planu, uz vežbe za audicije.',
    shortDescriptionEn: 'Measure, honesty and focus in a close-up, with audition exercises.',
    level: 'intermediate',
    learnSr: [
      'Da ostanete prirodni u krupnom planu',
      'Da radite sa tekstom i partnerom pred kamerom',
      'Da zadržite koncentraciju kroz više ponavljanja',
    ],
    learnEn: [
      'Stay natural in a close-up',
      'Work with the text and a partner in front of the camera',
      'Keep your focus over many takes',
    ],
    requirementsSr: ['Osnovno glumačko iskustvo, makar amatersko', 'Telefon za snimanje vežbi'],
    requirementsEn: ['Some acting experience, amateur is fine', 'A phone to film the exercises'],
    audienceSr: ['Studenti glume i glumci amateri', 'Svi koji se pripremaju za audiciju ili snimanje'],
    audienceEn: ['Acting students and amateur actors', 'Anyone preparing for an audition or a shoot'],
  },
  7: {
    titleEn: 'Graphic design: typography and composition',
    descriptionEn: [
      'Good design starts before you open a program: with deciding what the reader should see first, second and third. Jelena Marković uses posters, books and social media posts to explain hierarchy, grids, white space and pairing typefaces.',
      'You do the exercises in the tool of your choice (Figma, Affinity or InDesign), and finish with three pieces for your portfolio and a checklist for every next project.',
    ].join('\n\n'),
    shortDescriptionSr: 'Hijerarhija, mreža, beline i uparivanje fontova na primerima plakata i knjiga.',
    shortDescriptionEn: 'Hierarchy, grids, white space and type pairing, on posters and books.',
    level: 'intermediate',
    learnSr: [
      'Da postavite hijerarhiju: šta se čita prvo',
      'Da koristite mrežu i beline',
      'Da izaberete i uparite fontove',
      'Da završite tri rada za portfolio',
    ],
    learnEn: [
      'Set up a hierarchy: what is read first',
      'Use a grid and white space',
      'Choose and pair typefaces',
      'Finish three pieces for your portfolio',
    ],
    requirementsSr: ['Figma, Affinity ili InDesign', 'Osnovno snalaženje u jednom od tih alata'],
    requirementsEn: ['Figma, Affinity or InDesign', 'Basic use of one of those tools'],
    audienceSr: ['Početnici u grafičkom dizajnu', 'Oni koji sami prave objave i materijale za svoj posao'],
    audienceEn: ['Beginners in graphic design', 'People who make their own posts and materials for work'],
  },
  8: {
    titleEn: 'Web design without code',
    descriptionEn: [
      'Build a website for your studio, workshop or portfolio without writing code. The course covers planning the content, the page structure and the visual identity, then putting the site together step by step in a visual builder.',
      'Special attention goes to legibility on phones, loading speed and accessibility: contrast, type size and clear buttons. You finish with a published site and a plan to maintain it.',
    ].join('\n\n'),
    shortDescriptionSr: 'Od plana sadržaja do objavljenog sajta, čitljivog i brzog na telefonu.',
    shortDescriptionEn: 'From a content plan to a published site that reads well and loads fast on a phone.',
    level: 'beginner',
    learnSr: [
      'Da isplanirate sadržaj i strukturu stranica',
      'Da sklopite sajt u alatu za vizuelnu izradu',
      'Da proverite kontrast, veličinu slova i dugmad',
    ],
    learnEn: [
      'Plan the content and the page structure',
      'Build the site in a visual builder',
      'Check contrast, type size and buttons',
    ],
    requirementsSr: ['Računar i internet veza', 'Tekstovi i fotografije za vaš sajt'],
    requirementsEn: ['A computer and an internet connection', 'Texts and photos for your site'],
    audienceSr: ['Vlasnici malih studija i radionica', 'Kreativci kojima treba portfolio'],
    audienceEn: ['Owners of small studios and workshops', 'Creatives who need a portfolio'],
  },
  9: {
    titleEn: 'Speaking in public with confidence',
    descriptionEn: [
      'Stage actors’ techniques adapted to meetings, presentations and toasts. You will learn to calm nerves with breathing, to make your voice carry without shouting and to support what you say with your body.',
      'Nikola Stanković guides you through short five-minute daily exercises and through preparing one real talk, from the first sentence to the closing message the audience remembers.',
    ].join('\n\n'),
    shortDescriptionSr: 'Dah, glas i prvih trideset sekundi: tehnike glumaca za sastanke i prezentacije.',
    shortDescriptionEn:
      'Breath, voice and the first thirty seconds: actors’ techniques for meetings and talks.',
    level: 'all',
    learnSr: [
      'Da smirite tremu disanjem',
      'Da glas nosi bez vikanja',
      'Da pripremite prvih trideset sekundi',
    ],
    learnEn: [
      'Calm your nerves with breathing',
      'Make your voice carry without shouting',
      'Prepare your first thirty seconds',
    ],
    requirementsSr: ['Pet minuta dnevno za vežbu'],
    requirementsEn: ['Five minutes a day to practise'],
    audienceSr: ['Svi koji govore na sastancima i prezentacijama'],
    audienceEn: ['Anyone who speaks at meetings and presentations'],
  },
  [INTERIOR_LANDING_COURSE_ID]: {
    titleEn: 'Design your own space',
    descriptionEn: [
      '“Design your own space” is a course for people who want to furnish their flat or house themselves, without wandering and costly mistakes. In seven modules you go all the way: from measuring and planning what is there, through zoning and furniture layout, to colours, materials, lighting and the final styling.',
      'Ana Petrović shares the method she uses with her studio’s clients, with before-and-after examples from real projects. The course comes with an e-book on colour, a mood board template and a makeover checklist, and access lasts twelve months.',
    ].join('\n\n'),
    shortDescriptionSr: 'Ceo put uređenja doma u sedam modula, od plana do završnog stilizovanja.',
    shortDescriptionEn:
      'The whole way to a furnished home in seven modules, from the plan to the final styling.',
    level: 'beginner',
    learnSr: [
      'Da izmerite prostor i nacrtate plan postojećeg stanja',
      'Da zonirate prostor i rasporedite nameštaj',
      'Da izaberete boje i materijale koji se slažu',
      'Da isplanirate rasvetu po slojevima',
      'Da završno stilizujete prostor bez skupih grešaka',
    ],
    learnEn: [
      'Measure the space and draw a plan of what is there',
      'Zone the space and lay out the furniture',
      'Choose colours and materials that go together',
      'Plan lighting in layers',
      'Style the finished space without costly mistakes',
    ],
    requirementsSr: ['Nije potrebno predznanje', 'Metar, sveska i volja da prostor pogledate novim očima'],
    requirementsEn: ['No prior knowledge needed', 'A tape measure, a notebook and fresh eyes for your space'],
    audienceSr: ['Oni koji se sele ili renoviraju', 'Svi koji žele da se u svom domu osećaju bolje'],
    audienceEn: ['People moving house or renovating', 'Anyone who wants to feel better at home'],
  },
  [STYLE_LANDING_COURSE_ID]: {
    titleEn: 'Build your own style',
    descriptionEn: [
      'A course on style that does not start from trends but from you: your way of life, your build and the colours that suit you. In twelve modules Milica Jovanović explains wardrobe basics, proportion, colour, layering, the difference between formal and casual, and how to combine the pieces you already own.',
      'Alongside the video lessons you get a style guide e-book and a capsule wardrobe planner. Access lasts twelve months, and the lessons are short, so they fit into any day.',
    ].join('\n\n'),
    shortDescriptionSr: 'Stil koji polazi od vas: građa, boje, proporcije i kombinovanje onoga što imate.',
    shortDescriptionEn: 'Style that starts from you: build, colours, proportion and combining what you own.',
    level: 'all',
    learnSr: [
      'Da prepoznate boje i krojeve koji vam pristaju',
      'Da slojevito oblačite komade',
      'Da razlikujete formalno i ležerno',
      'Da kombinujete komade koje već imate',
    ],
    learnEn: [
      'Recognise the colours and cuts that suit you',
      'Layer your clothes',
      'Tell formal from casual',
      'Combine the pieces you already own',
    ],
    requirementsSr: ['Nije potrebno predznanje'],
    requirementsEn: ['No prior knowledge needed'],
    audienceSr: ['Svi koji žele stil koji odgovara njihovom načinu života'],
    audienceEn: ['Anyone who wants a style that fits the way they live'],
  },
  12: {
    titleEn: 'Interior 3D visualisation in Blender',
    descriptionEn: [
      'Blender is free, and the visualisations made in it stand beside those of commercial programs. Teodora Đorđević shows the workflow she uses in practice: from importing the floor plan and modelling walls, through furniture and materials, to setting up light and camera.',
      'The course is for interior designers and architecture students who want to show clients a space before the work begins. You need a computer with a recent graphics card and Blender installed.',
    ].join('\n\n'),
    shortDescriptionSr: 'Od osnove do gotovog rendera: zidovi, nameštaj, materijali, svetlo i kamera.',
    shortDescriptionEn:
      'From the floor plan to the finished render: walls, furniture, materials, light and camera.',
    level: 'advanced',
    learnSr: [
      'Da uvezete osnovu i modelujete zidove',
      'Da postavite nameštaj i materijale',
      'Da podesite svetlo i kameru za render',
    ],
    learnEn: [
      'Import a floor plan and model the walls',
      'Place furniture and materials',
      'Set up light and camera for a render',
    ],
    requirementsSr: [
      'Računar sa novijom grafičkom karticom',
      'Instaliran Blender',
      'Osnove dizajna enterijera',
    ],
    requirementsEn: ['A computer with a recent graphics card', 'Blender installed', 'Interior design basics'],
    audienceSr: ['Dizajneri enterijera', 'Studenti arhitekture'],
    audienceEn: ['Interior designers', 'Architecture students'],
  },
  14: {
    titleEn: 'Stage movement: the body as an instrument',
    descriptionEn: [
      'Before words there is movement: the way a character enters a room says more about them than their first line. The stage movement course develops awareness of the body, balance, weight and rhythm, through exercises you can do in a small room without special equipment.',
      'It is for acting students, dancers and everyone who performs and would like to feel freer on stage. Every lesson has a warm-up, a main exercise and a short improvisation.',
    ].join('\n\n'),
    shortDescriptionSr: 'Svest o telu, ravnoteži, težini i ritmu, kroz vežbe za malu sobu.',
    shortDescriptionEn: 'Awareness of body, balance, weight and rhythm, with exercises for a small room.',
    level: 'intermediate',
    learnSr: [
      'Da pronađete centar, ravnotežu i težinu',
      'Da koristite prostor i partnera na sceni',
      'Da improvizujete kroz pokret',
    ],
    learnEn: [
      'Find your centre, balance and weight',
      'Use the space and your partner on stage',
      'Improvise through movement',
    ],
    requirementsSr: ['Udobna odeća i malo slobodnog prostora'],
    requirementsEn: ['Comfortable clothes and a little free space'],
    audienceSr: ['Studenti glume i plesači', 'Svi koji nastupaju i žele više slobode na sceni'],
    audienceEn: ['Acting students and dancers', 'Anyone who performs and wants more freedom on stage'],
  },
};

/** English titles of the courses without full English content: the free mini courses. */
export const courseTitlesEn: Record<number, string> = {
  [FREE_MINI_COURSE_ID]: 'Mini course: tidy up your home in one weekend',
  [FREE_STYLE_COURSE_M_ID]: "Mini course: men's style in 3 steps",
  [FREE_STYLE_COURSE_W_ID]: "Mini course: women's style in 3 steps",
};
