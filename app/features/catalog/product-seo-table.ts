/**
 * Search copy for the best-known pins (shopper-spec section 2, product detail), keyed by product name.
 * Titles leave room for " | {shop name}" within about 60 characters; descriptions stay under 160.
 * Any other pin gets the generic copy from productSeo().
 */
export interface SeoCopy {
  title: string;
  description: string;
  keywords: string;
}

export const PRODUCT_SEO: Readonly<Record<string, SeoCopy>> = {
  'Harbour Town Lighthouse Pin': {
    title: 'Harbour Town Lighthouse Golf Pin',
    description:
      'Soft enamel Harbour Town Lighthouse golf pin on gold plating: the 18th-hole landmark of Hilton Head. Wholesale pricing from 10 pins, ships in 1-2 days.',
    keywords:
      'harbour town lighthouse pin, hilton head golf pin, harbour town golf links, lighthouse hat pin, soft enamel golf pin',
  },
  'Monarch Beach Golf Links Pin': {
    title: 'Monarch Beach Golf Links Pin',
    description:
      "A Pacific sunset over Dana Point's cliffside fairways on a silver-plated soft enamel pin. The Monarch Beach Golf Links souvenir, wholesale from 10 pins.",
    keywords:
      'monarch beach golf links pin, dana point golf pin, california golf course pin, golf course souvenir pin, soft enamel golf pin',
  },
  '2024 Masters Gnome Pin': {
    title: '2024 Masters Gnome Golf Pin | Collectible',
    description:
      'The collectible 2024 Masters gnome golf pin: a bearded gnome in a red cap on Augusta green, in soft enamel. Stock runs low every batch, so order early.',
    keywords: 'masters gnome pin, 2024 masters gnome, augusta gnome pin, masters collectible pin, golf gnome hat pin',
  },
  'Augusta Azalea Masters Pin': {
    title: 'Augusta Azalea Masters Golf Pin',
    description:
      'Pink azaleas around a yellow flagstick: spring in Georgia on a gold-plated soft enamel golf pin. Made for Masters week parties, pro shops and collectors.',
    keywords: 'augusta azalea pin, masters azalea pin, augusta golf pin, masters week pin, azalea golf hat pin',
  },
  'Masters Green Jacket Pin': {
    title: 'Masters Green Jacket Golf Pin',
    description:
      'A shield-shaped green jacket golf pin with polished gold buttons and a numbered backstamp. Soft enamel on gold plating, with wholesale pricing from 10 pins.',
    keywords:
      'masters green jacket pin, green jacket golf pin, masters collectible pin, augusta pin, gold plated golf pin',
  },
  'PGA Championship Wanamaker Trophy Pin': {
    title: 'Wanamaker Trophy PGA Championship Pin',
    description:
      'The Wanamaker Trophy in polished silver on navy soft enamel: a PGA Championship week favourite for hat clips and pro shop counters. Save up to 20% in bulk.',
    keywords:
      'wanamaker trophy pin, pga championship pin, golf trophy pin, tournament golf pin, pro shop golf pins wholesale',
  },
  'Tour Championship FedEx Cup Pin': {
    title: 'FedEx Cup Tour Championship Golf Pin',
    description:
      'The FedEx Cup trophy over East Lake purple and orange, with a translucent enamel cup on silver plating. A collectible for every Tour Championship fan.',
    keywords: 'fedex cup pin, tour championship pin, east lake golf pin, golf trophy pin, tournament hat pin',
  },
  'PGA Tour Island Green Pin': {
    title: 'PGA Tour Island Green Golf Pin',
    description:
      'An island green ringed by railway ties and blue water, on black-nickel plating that makes the soft enamel pop. The island-green hat pin for every golfer.',
    keywords: 'island green golf pin, pga tour pin, 17th hole pin, sawgrass golf pin, black nickel golf pin',
  },
  'LIV Golf Crushers Pin': {
    title: 'LIV Golf Crushers GC Team Pin',
    description:
      'Crushers GC fan pin: a purple sledgehammer and lightning bolt on black-nickel plating, with a rubber clutch for hats and bags. Wholesale from 10 pins.',
    keywords: 'liv golf crushers pin, crushers gc pin, liv golf team pin, liv golf hat pin, golf fan pin',
  },
  'TGL Boston Common Pin': {
    title: 'TGL Boston Common Golf Team Pin',
    description:
      'A bold shamrock on a Boston-green shield for Boston Common Golf fans. A silver-plated soft enamel TGL team pin, with wholesale pricing from 10 pins.',
    keywords: 'tgl boston common pin, boston common golf pin, tgl team pin, tgl golf league pin, boston golf hat pin',
  },
  'Scottie Scheffler Mugshot Pin': {
    title: 'Scottie Scheffler Mugshot Golf Pin',
    description:
      'The most talked-about photo of 2024 as a tongue-in-cheek soft enamel golf pin, height chart and booking placard included. A first-tee conversation starter.',
    keywords:
      'scottie scheffler mugshot pin, scottie scheffler pin, funny golf pin, golf meme pin, novelty golf hat pin',
  },
  'PGAMemes Happy Gilmore Pin': {
    title: 'PGAMemes Happy Gilmore Golf Pin',
    description:
      'A hockey stick and a golf ball for everyone who has tried the running start on the range. Made with PGAMemes in soft enamel; wholesale from 10 pins.',
    keywords: 'happy gilmore pin, pgamemes pin, happy gilmore golf pin, funny golf pin, golf movie pin',
  },
  'Trump Fight Golf Pin': {
    title: 'Trump Fight Golf Pin | Red, White & Blue',
    description:
      'A raised fist under a banner of stars and stripes in red, white and blue soft enamel. A patriotic golf hat pin, limited to 4 per customer.',
    keywords: 'trump fight golf pin, trump golf pin, patriotic golf pin, red white and blue golf pin, usa golf hat pin',
  },
  'American Flag Golf Pin': {
    title: 'Free American Flag Golf Pin',
    description:
      'Claim a free American flag golf pin: the Stars and Stripes on a flagstick in bright soft enamel on silver. Limit 4 per customer, you only pay shipping.',
    keywords: 'free golf pin, american flag golf pin, usa golf pin, patriotic golf hat pin, stars and stripes pin',
  },
  'St. Andrews Swilcan Bridge Pin': {
    title: 'St Andrews Swilcan Bridge Golf Pin',
    description:
      'The Swilcan Bridge at the Home of Golf in warm stone tones and antique gold. A soft enamel tribute pin for everyone who has walked the Old Course.',
    keywords: 'swilcan bridge pin, st andrews golf pin, old course pin, home of golf pin, scotland golf pin',
  },
  'Hole in One Club Pin': {
    title: 'Hole in One Golf Pin | Ace Gift',
    description:
      'Celebrate an ace: a ball dropping into the cup with a bold number 1 on the flag. The soft enamel gift pin for the newest member of the hole-in-one club.',
    keywords: 'hole in one pin, hole in one gift, ace golf pin, golf achievement pin, hole in one club pin',
  },
};
