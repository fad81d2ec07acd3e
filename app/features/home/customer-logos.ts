/** The customer logo carousel's ten logos (drawn for the demo; the clubs and events are fictional). */
export interface CustomerLogo {
  name: string;
  src: string;
}

export const CUSTOMER_LOGOS: readonly CustomerLogo[] = [
  { name: 'Pelican Point Golf Club', src: '/images/logos/pelican-point-golf-club.svg' },
  { name: 'Cypress Ridge Invitational', src: '/images/logos/cypress-ridge-invitational.svg' },
  { name: 'Harbor Lights Classic', src: '/images/logos/harbor-lights-classic.svg' },
  { name: 'Saguaro Springs Country Club', src: '/images/logos/saguaro-springs-country-club.svg' },
  { name: 'Eagle Crest Links', src: '/images/logos/eagle-crest-links.svg' },
  { name: 'Oak Hollow Golf Society', src: '/images/logos/oak-hollow-golf-society.svg' },
  { name: 'Tidewater Pro-Am', src: '/images/logos/tidewater-pro-am.svg' },
  { name: 'Summit Pines Championship', src: '/images/logos/summit-pines-championship.svg' },
  { name: 'Coral Bay Members Cup', src: '/images/logos/coral-bay-members-cup.svg' },
  { name: 'Blue Heron Charity Classic', src: '/images/logos/blue-heron-charity-classic.svg' },
];

/** The logos' drawn size (all share one box). */
export const LOGO_WIDTH = 340;
export const LOGO_HEIGHT = 120;
/** Auto-advance interval (shopper-spec section 9). */
export const CAROUSEL_INTERVAL_MS = 4_000;
