/** The demo catalogue: eight hookah-tobacco brands, their flavours and the weights they come in. */
interface DemoBrand {
  brand: string;
  color: string;
  category: string;
  weights: Array<{ weight: string; retail: number; minOrder: number }>;
  flavors: Array<{ name: string; flavor: string }>;
}

export const DEMO_BRANDS: DemoBrand[] = [
  {
    brand: 'Al Fakher',
    color: '#7c2d12',
    category: 'Classic',
    weights: [
      { weight: '50g', retail: 6.9, minOrder: 10 },
      { weight: '250g', retail: 24.9, minOrder: 4 },
    ],
    flavors: [
      { name: 'Double Apple', flavor: 'Apple, anise' },
      { name: 'Mint', flavor: 'Fresh mint' },
      { name: 'Grape with Mint', flavor: 'Grape, mint' },
      { name: 'Lemon with Mint', flavor: 'Lemon, mint' },
      { name: 'Watermelon', flavor: 'Watermelon' },
    ],
  },
  {
    brand: 'Adalya',
    color: '#1d4ed8',
    category: 'Classic',
    weights: [
      { weight: '50g', retail: 7.4, minOrder: 10 },
      { weight: '1kg', retail: 89, minOrder: 1 },
    ],
    flavors: [
      { name: 'Love 66', flavor: 'Melon, passion fruit, mint' },
      { name: 'Lady Killer', flavor: 'Mango, melon, berries, mint' },
      { name: 'Blue Ice', flavor: 'Blueberry, ice' },
      { name: 'Hawaii', flavor: 'Pineapple, mango, mint' },
      { name: 'Mi Amor', flavor: 'Banana, chocolate, mint' },
    ],
  },
  {
    brand: 'Fumari',
    color: '#be185d',
    category: 'Premium',
    weights: [
      { weight: '100g', retail: 14.9, minOrder: 6 },
      { weight: '1kg', retail: 99, minOrder: 1 },
    ],
    flavors: [
      { name: 'White Gummi Bear', flavor: 'Pineapple gummy' },
      { name: 'Ambrosia', flavor: 'Cantaloupe, honeydew' },
      { name: 'Mint Chocolate Chill', flavor: 'Mint, chocolate' },
      { name: 'Lemon Mint', flavor: 'Lemon, mint' },
      { name: 'Spiced Chai', flavor: 'Chai, cinnamon' },
      { name: 'Red Gummi Bear', flavor: 'Cherry gummy' },
    ],
  },
  {
    brand: 'Darkside',
    color: '#111827',
    category: 'Strong',
    weights: [
      { weight: '25g', retail: 5.9, minOrder: 12 },
      { weight: '100g', retail: 18.9, minOrder: 5 },
    ],
    flavors: [
      { name: 'Bananapapa', flavor: 'Banana' },
      { name: 'Supernova', flavor: 'Cooling mint' },
      { name: 'Falling Star', flavor: 'Mango, passion fruit' },
      { name: 'Wild Forest', flavor: 'Wild strawberry' },
      { name: 'Kalee Grap', flavor: 'Grapefruit' },
    ],
  },
  {
    brand: 'Starbuzz',
    color: '#0f766e',
    category: 'Premium',
    weights: [
      { weight: '100g', retail: 15.9, minOrder: 6 },
      { weight: '250g', retail: 32.9, minOrder: 3 },
    ],
    flavors: [
      { name: 'Blue Mist', flavor: 'Blueberry, mint' },
      { name: 'Pirates Cave', flavor: 'Lime, mint' },
      { name: 'Code 69', flavor: 'Peach, lime, pineapple' },
      { name: 'Sex on the Beach', flavor: 'Peach, orange, cranberry' },
    ],
  },
  {
    brand: 'Tangiers',
    color: '#7e22ce',
    category: 'Strong',
    weights: [
      { weight: '100g', retail: 16.9, minOrder: 5 },
      { weight: '250g', retail: 34.9, minOrder: 2 },
    ],
    flavors: [
      { name: 'Cane Mint', flavor: 'Cane mint' },
      { name: 'Kashmir Peach', flavor: 'Peach, spice' },
      { name: 'Ololiqui', flavor: 'Floral, citrus' },
      { name: 'Maraschino Cherry', flavor: 'Cherry' },
      { name: 'Horchata', flavor: 'Rice, cinnamon' },
      { name: 'Welch’s Grape', flavor: 'Grape' },
    ],
  },
  {
    brand: 'Element',
    color: '#a16207',
    category: 'Blonde',
    weights: [
      { weight: '40g', retail: 5.4, minOrder: 12 },
      { weight: '200g', retail: 21.9, minOrder: 4 },
    ],
    flavors: [
      { name: 'Pear (Water)', flavor: 'Pear' },
      { name: 'Pinkman (Air)', flavor: 'Grapefruit, raspberry' },
      { name: 'Tangerine (Earth)', flavor: 'Tangerine' },
      { name: 'Ice Lemon (Fire)', flavor: 'Lemon, ice' },
    ],
  },
  {
    brand: 'Serbetli',
    color: '#15803d',
    category: 'Classic',
    weights: [
      { weight: '50g', retail: 6.4, minOrder: 10 },
      { weight: '1kg', retail: 79, minOrder: 1 },
    ],
    flavors: [
      { name: 'Ice Banana Milk', flavor: 'Banana, milk, ice' },
      { name: 'Peach Ice Tea', flavor: 'Peach, black tea' },
      { name: 'Blueberry Muffin', flavor: 'Blueberry, pastry' },
      { name: 'Kiwi Strawberry', flavor: 'Kiwi, strawberry' },
    ],
  },
];
