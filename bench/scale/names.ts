// The words a Lithuanian hookah-tobacco wholesaler's data is made of: companies, people, places, products.

export const CITIES = [
  { city: 'Vilnius', code: 'VLN', postal: 'LT-0', issuer: 'Vilniaus miesto savivaldybė', weight: 30 },
  { city: 'Kaunas', code: 'KNS', postal: 'LT-4', issuer: 'Kauno miesto savivaldybė', weight: 18 },
  { city: 'Klaipėda', code: 'KLP', postal: 'LT-9', issuer: 'Klaipėdos miesto savivaldybė', weight: 12 },
  { city: 'Šiauliai', code: 'SLL', postal: 'LT-7', issuer: 'Šiaulių miesto savivaldybė', weight: 8 },
  { city: 'Panevėžys', code: 'PNV', postal: 'LT-3', issuer: 'Panevėžio miesto savivaldybė', weight: 7 },
  { city: 'Alytus', code: 'ALT', postal: 'LT-6', issuer: 'Alytaus miesto savivaldybė', weight: 4 },
  { city: 'Marijampolė', code: 'MRJ', postal: 'LT-6', issuer: 'Marijampolės savivaldybė', weight: 3 },
  { city: 'Mažeikiai', code: 'MZK', postal: 'LT-8', issuer: 'Mažeikių rajono savivaldybė', weight: 2 },
  { city: 'Jonava', code: 'JNV', postal: 'LT-5', issuer: 'Jonavos rajono savivaldybė', weight: 2 },
  { city: 'Utena', code: 'UTN', postal: 'LT-2', issuer: 'Utenos rajono savivaldybė', weight: 2 },
  { city: 'Palanga', code: 'PLN', postal: 'LT-0', issuer: 'Palangos miesto savivaldybė', weight: 3 },
  { city: 'Druskininkai', code: 'DRS', postal: 'LT-6', issuer: 'Druskininkų savivaldybė', weight: 2 },
] as const;

export const STREETS = [
  'Gedimino pr.',
  'Laisvės al.',
  'Taikos pr.',
  'Vilniaus g.',
  'Tilžės g.',
  'Respublikos g.',
  'Savanorių pr.',
  'Ukmergės g.',
  'Kalvarijų g.',
  'Žalgirio g.',
  'Basanavičiaus g.',
  'Maironio g.',
  'Pylimo g.',
  'Liepų g.',
  'Šilutės pl.',
  'Ąžuolyno g.',
  'Žemaitės g.',
  'Konstitucijos pr.',
];

const PLACES = [
  'Baltijos',
  'Nemuno',
  'Neries',
  'Gintaro',
  'Vilniaus',
  'Kauno',
  'Pajūrio',
  'Šiaurės',
  'Rytų',
  'Vakarų',
  'Senamiesčio',
  'Aukštaitijos',
  'Žemaitijos',
  'Dzūkijos',
  'Sūduvos',
  'Kuršių',
  'Žaliakalnio',
  'Antakalnio',
];
const TRADES = [
  'prekyba',
  'kvapai',
  'dūmai',
  'lounge',
  'baras',
  'terasa',
  'namai',
  'partneriai',
  'distribucija',
  'sandėlis',
  'kampelis',
  'oazė',
  'shisha',
  'kalvos',
];
const FORMS = ['UAB', 'UAB', 'UAB', 'MB', 'IĮ'];

/** The `n`th company name ("UAB Baltijos kvapai"); later cycles number themselves ("… 2"). */
export function companyName(n: number): string {
  const place = PLACES[n % PLACES.length]!;
  const trade = TRADES[Math.floor(n / PLACES.length) % TRADES.length]!;
  const form = FORMS[n % FORMS.length]!;
  const cycle = Math.floor(n / (PLACES.length * TRADES.length));
  return `${form} ${place} ${trade}${cycle > 0 ? ` ${cycle + 1}` : ''}`;
}

const MEN = ['Jonas', 'Tomas', 'Mantas', 'Lukas', 'Darius', 'Andrius', 'Paulius', 'Žygimantas', 'Mindaugas', 'Vytautas', 'Rokas', 'Gediminas'];
const WOMEN = ['Rūta', 'Eglė', 'Aistė', 'Gintarė', 'Ieva', 'Monika', 'Vaida', 'Justė', 'Agnė', 'Kristina', 'Indrė', 'Greta'];
const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Kazlauskas', 'Kazlauskienė'],
  ['Petrauskas', 'Petrauskaitė'],
  ['Jankauskas', 'Jankauskienė'],
  ['Stankevičius', 'Stankevičiūtė'],
  ['Vasiliauskas', 'Vasiliauskienė'],
  ['Žukauskas', 'Žukauskaitė'],
  ['Butkus', 'Butkienė'],
  ['Paulauskas', 'Paulauskienė'],
  ['Urbonas', 'Urbonaitė'],
  ['Kavaliauskas', 'Kavaliauskienė'],
  ['Navickas', 'Navickienė'],
  ['Ramanauskas', 'Ramanauskaitė'],
];

/** A person's name with the surname in the right gender form. */
export function personName(n: number): string {
  const [man, woman] = SURNAMES[Math.floor(n / 2) % SURNAMES.length]!;
  return n % 2 === 0 ? `${MEN[n % MEN.length]} ${man}` : `${WOMEN[n % WOMEN.length]} ${woman}`;
}

export const CATEGORIES = ['Classic', 'Premium', 'Strong', 'Dark leaf', 'Blonde leaf'];

/** Hookah-tobacco brands, their flavours and the packs they come in. */
export const BRANDS: ReadonlyArray<{ brand: string; code: string; weights: readonly string[]; flavours: readonly string[]; cents: number }> = [
  {
    brand: 'Adalya',
    code: 'ADL',
    weights: ['50g', '250g', '1kg'],
    cents: 450,
    flavours: ['Love 66', 'Lady Killer', 'Two Apples', 'Mint', 'Ice Blueberry', 'Skyfall', 'Hawaii', 'Berlin Nights', 'Grape Mint', 'Lemon Pie'],
  },
  {
    brand: 'Darkside',
    code: 'DS',
    weights: ['30g', '100g', '250g'],
    cents: 900,
    flavours: [
      'Supernova',
      'Bananapapa',
      'Cosmo Flower',
      'Falling Star',
      'Generis Raspberry',
      'Torpedo',
      'Wildberry',
      'Needls',
      'Pear',
      'Barvy Orange',
    ],
  },
  {
    brand: 'Al Fakher',
    code: 'ALF',
    weights: ['50g', '250g', '1kg'],
    cents: 400,
    flavours: ['Double Apple', 'Grape with Mint', 'Mint', 'Watermelon', 'Peach', 'Lemon with Mint', 'Blueberry', 'Orange', 'Gum', 'Strawberry'],
  },
  {
    brand: 'Fumari',
    code: 'FUM',
    weights: ['100g', '250g'],
    cents: 1100,
    flavours: ['White Gummi Bear', 'Ambrosia', 'Mojito', 'Spiced Chai', 'Blueberry Muffin', 'Lemon Mint', 'Red Gummi Bear', 'Citrus Tea'],
  },
  {
    brand: 'Tangiers',
    code: 'TNG',
    weights: ['100g', '250g'],
    cents: 1400,
    flavours: ['Cane Mint', 'Kashmir Peach', 'Static Apple', 'Welsh Cream', 'Pink Grapefruit', 'Horchata', 'Maraschino Cherry', 'Cocoa'],
  },
  {
    brand: 'Element',
    code: 'ELM',
    weights: ['25g', '100g', '200g'],
    cents: 800,
    flavours: ['Earth Pinecone', 'Water Cherry', 'Air Lime', 'Fire Raspberry', 'Earth Mango', 'Water Kiwi', 'Air Pear', 'Fire Cola'],
  },
  {
    brand: 'MustHave',
    code: 'MH',
    weights: ['25g', '125g', '250g'],
    cents: 850,
    flavours: ['Pinkman', 'Orange Team', 'Space Flavour', 'Raspberry', 'Cookie', 'Grapefruit', 'Mango Sling', 'Milky Rice'],
  },
  {
    brand: 'Black Burn',
    code: 'BB',
    weights: ['25g', '100g', '200g'],
    cents: 750,
    flavours: ['Shock', 'Overdose', 'Ice Baby', 'Red Orange', 'Pineapple Rings', 'Cheesecake', 'Berry Lime', 'Peach Yogurt'],
  },
  {
    brand: 'Starbuzz',
    code: 'SBZ',
    weights: ['100g', '250g'],
    cents: 1000,
    flavours: ['Blue Mist', 'Pirates Cave', 'Safari Melon Dew', 'Irish Peach', 'Code 69', 'Sex on the Beach', 'Lemon Blossom', 'Pink'],
  },
  {
    brand: 'Serbetli',
    code: 'SRB',
    weights: ['50g', '250g', '1kg'],
    cents: 420,
    flavours: ['Ice Banana Milk', 'Mint Chocolate', 'Watermelon Mint', 'Ice Grape', 'Peach Ice Tea', 'Blackberry', 'Kiwi', 'Pomegranate'],
  },
];

/** Flavour lines that multiply a brand's range at the larger sizes ("Mint" → "Mint Ice"). */
export const LINES = ['', 'Ice', 'Noir', 'Strong', 'Light', 'Premium', 'Classic', 'Limited', 'Signature', 'Reserve', 'Gold', 'Blend'];

export const CANCEL_REASONS = [
  'Returned: damaged packs',
  'Returned: wrong flavour delivered',
  'Customer returned unopened packs',
  'Expired excise stamps',
];
