/**
 * The demo catalogue: 28 pins (27 active) with fixed ids, so /product/21 is always the free American Flag pin.
 *
 * Chosen to exercise every catalogue rule (shopper-spec sections 3, 4 and 9):
 * - every category and every name grouping. Grouping is checked in order, so "PGAMemes Happy Gilmore Pin"
 *   falls in pga-tour (it contains "PGA"); the memes group is reached through "Scottie".
 * - stock badges: Out of Stock (stock 0, or the inStock flag off even with stock), Low Stock (1-10, including
 *   exactly 1 and exactly 10), In Stock (> 10); "2024 Masters Gnome Pin" is always shown Low Stock with 120 in stock.
 * - the two pins limited to 4 per customer: "American Flag Golf Pin" (id 21, free) and "Trump Fight Golf Pin".
 * - two promo products with a video; "PGAMemes Happy Gilmore Pin" is the one shown with a video on its detail page.
 * - one retired (inactive) design that the shop hides.
 * Each pin's drawing is public/images/products/<slug>.svg.
 */
import type { NewProduct } from '../schema';

export interface DemoProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  category: NonNullable<NewProduct['category']>;
  stockQuantity: number;
  inStock?: boolean;
  isActive?: boolean;
  /** At most 4 per customer. */
  limited?: boolean;
  videoUrl?: string;
}

export const VIDEO_DETAIL_PRODUCT_NAME = 'PGAMemes Happy Gilmore Pin';

export const demoProducts: readonly DemoProduct[] = [
  {
    id: 1,
    slug: 'harbour-town-lighthouse',
    name: 'Harbour Town Lighthouse Pin',
    description:
      'The red-and-white lighthouse behind the 18th green at Harbour Town, framed by Calibogue Sound. Soft enamel on gold plating with a double-post clutch back.',
    priceCents: 1199,
    category: 'golf-pins',
    stockQuantity: 95,
  },
  {
    id: 2,
    slug: 'monarch-beach-golf-links',
    name: 'Monarch Beach Golf Links Pin',
    description:
      'A Pacific sunset over the cliffside fairways of Monarch Beach Golf Links in Dana Point. Silver-plated rim with teal, coral and sand enamel fills.',
    priceCents: 1199,
    category: 'golf-pins',
    stockQuantity: 60,
  },
  {
    id: 3,
    slug: '2024-masters-gnome',
    name: '2024 Masters Gnome Pin',
    description:
      'Our most-wanted collectible: a bearded garden gnome in a red cap, club over his shoulder, on an Augusta-green field. Every batch sells quickly, so grab yours while it lasts.',
    priceCents: 1699,
    category: 'commemorative',
    stockQuantity: 120,
  },
  {
    id: 4,
    slug: 'augusta-azalea-masters',
    name: 'Augusta Azalea Masters Pin',
    description:
      'Pink azaleas in full bloom around a yellow flagstick, the signature look of spring in Georgia. Gold-plated with a glitter-free soft enamel finish.',
    priceCents: 1499,
    category: 'tournament',
    stockQuantity: 85,
  },
  {
    id: 5,
    slug: 'masters-green-jacket',
    name: 'Masters Green Jacket Pin',
    description:
      'A tailored green blazer with polished gold buttons, the most famous prize in golf. Shield-shaped, gold-plated and finished with a numbered backstamp.',
    priceCents: 1999,
    category: 'commemorative',
    stockQuantity: 10,
  },
  {
    id: 6,
    slug: 'pga-championship-wanamaker-trophy',
    name: 'PGA Championship Wanamaker Trophy Pin',
    description:
      'The towering Wanamaker Trophy in polished silver against a navy field. A tournament-week favourite for pro shop counters and hat clips.',
    priceCents: 1799,
    category: 'tournament',
    stockQuantity: 64,
  },
  {
    id: 7,
    slug: 'tour-championship-fedex-cup',
    name: 'Tour Championship FedEx Cup Pin',
    description:
      'The season-ending FedEx Cup trophy over East Lake purple and orange. Silver plating with a translucent enamel cup that catches the light.',
    priceCents: 1799,
    category: 'tournament',
    stockQuantity: 0,
  },
  {
    id: 8,
    slug: 'pga-tour-island-green',
    name: 'PGA Tour Island Green Pin',
    description:
      'A tiny island green ringed by railway ties and blue water, flag flying in the breeze. Black-nickel plating makes the enamel colours pop.',
    priceCents: 1299,
    category: 'golf-pins',
    stockQuantity: 150,
  },
  {
    id: 9,
    slug: 'liv-golf-crushers',
    name: 'LIV Golf Crushers Pin',
    description:
      'A purple sledgehammer and lightning bolt for fans of the Crushers GC team. Black-nickel plating with a rubber clutch for hats and bags.',
    priceCents: 1399,
    category: 'golf-pins',
    stockQuantity: 48,
  },
  {
    id: 10,
    slug: 'liv-golf-4aces',
    name: 'LIV Golf 4Aces Pin',
    description:
      'Four aces fanned out in red and black for the 4Aces GC faithful. Only a handful left from the launch run.',
    priceCents: 1399,
    category: 'golf-pins',
    stockQuantity: 1,
  },
  {
    id: 11,
    slug: 'liv-golf-fireballs',
    name: 'LIV Golf Fireballs Pin',
    description:
      'A blazing golf ball trailing orange flames for Fireballs GC supporters. Back in production; sign up to hear when it returns.',
    priceCents: 1399,
    category: 'golf-pins',
    stockQuantity: 0,
    inStock: false,
  },
  {
    id: 12,
    slug: 'tgl-boston-common',
    name: 'TGL Boston Common Pin',
    description:
      'A bold shamrock on a Boston-green shield for the Boston Common Golf team. Silver plating and a crisp white enamel outline.',
    priceCents: 1599,
    category: 'golf-pins',
    stockQuantity: 40,
  },
  {
    id: 13,
    slug: 'tgl-jupiter-links',
    name: 'TGL Jupiter Links Pin',
    description:
      'A ringed planet orbiting a golf ball on a midnight-blue field for Jupiter Links Golf Club. Gold plating with a starfield of tiny raised dots.',
    priceCents: 1599,
    category: 'golf-pins',
    stockQuantity: 22,
  },
  {
    id: 14,
    slug: 'tgl-atlanta-drive',
    name: 'TGL Atlanta Drive Pin',
    description:
      'A golf ball leaving the tee with speed lines in Atlanta red and black. Compact 1-inch size that sits neatly on a cap.',
    priceCents: 1599,
    category: 'golf-pins',
    stockQuantity: 4,
  },
  {
    id: 15,
    slug: 'scottie-scheffler-mugshot',
    name: 'Scottie Scheffler Mugshot Pin',
    description:
      'The most talked-about photo of the 2024 season, turned into a tongue-in-cheek collectible with a height chart and booking placard. A guaranteed conversation starter on the first tee.',
    priceCents: 999,
    category: 'golf-pins',
    stockQuantity: 200,
    videoUrl: '/videos/scottie-scheffler-mugshot.mp4',
  },
  {
    id: 16,
    slug: 'pgamemes-happy-gilmore',
    name: 'PGAMemes Happy Gilmore Pin',
    description:
      'A hockey stick and a golf ball for everyone who has tried the running start on the range. Made with PGAMemes for fans of the most famous swing in movie history.',
    priceCents: 999,
    category: 'golf-pins',
    stockQuantity: 175,
    videoUrl: '/videos/pgamemes-happy-gilmore.mp4',
  },
  {
    id: 17,
    slug: 'trump-fight-golf',
    name: 'Trump Fight Golf Pin',
    description:
      'A raised fist under a banner of stars and stripes in red, white and blue enamel. Limited to 4 per customer.',
    priceCents: 1299,
    category: 'commemorative',
    stockQuantity: 300,
    limited: true,
  },
  {
    id: 18,
    slug: 'pebble-coast-lone-cypress',
    name: 'Pebble Coast Lone Cypress Pin',
    description:
      'The windswept lone cypress clinging to its granite rock above the Pacific. Silver plating with layered sea-blue enamel.',
    priceCents: 1099,
    category: 'golf-pins',
    stockQuantity: 70,
  },
  {
    id: 19,
    slug: 'st-andrews-swilcan-bridge',
    name: 'St. Andrews Swilcan Bridge Pin',
    description:
      'The little stone bridge every golfer wants a photo on, drawn in warm stone tones over the burn. A tribute to the Home of Golf in antique gold.',
    priceCents: 1299,
    category: 'commemorative',
    stockQuantity: 55,
  },
  {
    id: 20,
    slug: 'hole-in-one-club',
    name: 'Hole in One Club Pin',
    description:
      'A ball dropping into the cup with a bold number 1 on the flag. The perfect gift for the member who just made an ace.',
    priceCents: 899,
    category: 'golf-pins',
    stockQuantity: 180,
  },
  {
    id: 21,
    slug: 'american-flag-golf',
    name: 'American Flag Golf Pin',
    description:
      'The Stars and Stripes flying from a flagstick on a green, in bright soft enamel on silver. Free while supplies last: limit 4 per customer, you only pay shipping.',
    priceCents: 0,
    category: 'golf-pins',
    stockQuantity: 500,
    limited: true,
  },
  {
    id: 22,
    slug: 'christmas-snowman-golfer',
    name: 'Christmas Snowman Golfer Pin',
    description:
      'A snowman in a red scarf and flat cap lining up a putt on a snowy green. A stocking stuffer for the golfer who plays through December.',
    priceCents: 1099,
    category: 'seasonal',
    stockQuantity: 8,
  },
  {
    id: 23,
    slug: 'fourth-of-july-fireworks',
    name: 'Fourth of July Fireworks Pin',
    description:
      'Red, white and blue fireworks bursting over a night-time fairway. This seasonal run is held back until next summer.',
    priceCents: 999,
    category: 'seasonal',
    stockQuantity: 25,
    inStock: false,
  },
  {
    id: 24,
    slug: 'spring-azalea-blossom',
    name: 'Spring Azalea Blossom Pin',
    description:
      'A single pastel azalea blossom with a golf ball at its heart, made for opening day. Silver plating with soft pink and leaf-green enamel.',
    priceCents: 999,
    category: 'seasonal',
    stockQuantity: 40,
  },
  {
    id: 25,
    slug: 'autumn-maple-leaf',
    name: 'Autumn Maple Leaf Pin',
    description:
      'A fiery maple leaf for the best golf weather of the year. Bronze plating with orange and crimson enamel.',
    priceCents: 999,
    category: 'seasonal',
    stockQuantity: 0,
    inStock: false,
  },
  {
    id: 26,
    slug: 'par-3-flagstick',
    name: 'Par 3 Flagstick Pin',
    description:
      'A classic red flag with a bold 3 on a round green, the simplest golf pin there is. Our best value for tournament gift bags.',
    priceCents: 799,
    category: 'golf-pins',
    stockQuantity: 250,
  },
  {
    id: 27,
    slug: '19th-hole-clubhouse',
    name: '19th Hole Clubhouse Pin',
    description:
      'A white clubhouse with a green roof and a 19 on its pennant, for the best hole on every course. Bronze plating with a vintage feel.',
    priceCents: 899,
    category: 'golf-pins',
    stockQuantity: 140,
  },
  {
    id: 28,
    slug: 'ryder-cup-bethpage-black',
    name: 'Ryder Cup Bethpage Black Pin',
    description:
      'A gold cup on a navy shield with the warning-sign yellow of Bethpage Black. A retired design kept for the archive.',
    priceCents: 1499,
    category: 'tournament',
    stockQuantity: 30,
    isActive: false,
  },
];

export function productImageUrl(slug: string): string {
  return `/images/products/${slug}.svg`;
}
