/**
 * The demo blog: six published posts across all five categories (distinct publish dates, newest last
 * in this list) and one unpublished draft. The author is set by the seed (the non-login editorial user).
 * Each post's hero drawing is public/images/blog/<slug>.svg.
 */
import type { NewBlogPost } from '../schema';

export type DemoBlogPost = Omit<NewBlogPost, 'id' | 'authorId' | 'featuredImage' | 'createdAt' | 'updatedAt'> & {
  slug: string;
};

export const demoBlogPosts: readonly DemoBlogPost[] = [
  {
    slug: 'ponte-vedra-original-island-green-timeless-test',
    title: "Ponte Vedra's Original Island Green: A Timeless Test",
    excerpt:
      'Decades before the famous 17th at Sawgrass, a little par 3 in Ponte Vedra Beach was already asking golfers to carry water to a green with nowhere to miss.',
    category: 'courses',
    tags: ['ponte vedra', 'island green', 'course history', 'par 3'],
    isPublished: true,
    publishedAt: new Date('2025-01-14T15:00:00Z'),
    metaTitle: "Ponte Vedra's Original Island Green | Pinshop Golf Insights",
    metaDescription:
      'The story of the Ocean Course island green at Ponte Vedra Inn & Club, one of the first island greens in golf, and how to play it.',
    viewCount: 1284,
    content: `<p>Ask a golfer to name an island green and nine out of ten will describe the 17th at TPC Sawgrass. A few miles up the road, though, the Ocean Course at Ponte Vedra Inn &amp; Club has been testing nerves with its own island green since the late 1920s.</p>
<h2>A green surrounded by water</h2>
<p>The hole is a short par 3, but the green sits on a pad of turf ringed by a lagoon, with a narrow strip of grass as the only way on and off. There is no bail-out area: a shot that is long, short or a little loose ends up wet.</p>
<h2>How to play it</h2>
<ul>
  <li>Take one more club than the yardage suggests; the breeze off the Atlantic is stronger than it feels on the tee.</li>
  <li>Aim for the middle of the green whatever the flag position. A 25-foot putt is a good result here.</li>
  <li>Commit to the swing. Most balls that find the water are decelerating at impact.</li>
</ul>
<h2>Why it still matters</h2>
<p>Great holes do not need length to be memorable. A clear target, a visible consequence and a little wind have made this green one of the most photographed in Florida for almost a century.</p>`,
  },
  {
    slug: 'five-putting-drills-speed-control',
    title: 'Five Putting Drills That Fix Your Speed Control',
    excerpt:
      'Three-putts come from bad speed far more often than bad reads. These five practice-green drills take fifteen minutes and pay off on every round.',
    category: 'tips',
    tags: ['putting', 'practice', 'short game'],
    isPublished: true,
    publishedAt: new Date('2025-02-03T14:00:00Z'),
    metaTitle: 'Five Putting Drills for Better Speed Control | Pinshop',
    metaDescription: 'Fifteen minutes of practice-green drills that cut three-putts by improving distance control.',
    viewCount: 2310,
    content: `<p>Most amateurs spend their putting practice on four-footers. The strokes that really cost you are the lag putts that finish six feet short or sail eight feet past.</p>
<h2>The drills</h2>
<ul>
  <li><strong>Ladder:</strong> putt to 10, 20, 30 and 40 feet, trying to finish each ball past the last but short of the next distance.</li>
  <li><strong>Fringe stop:</strong> putt toward the collar from 30 feet and try to stop the ball within a putter length of it.</li>
  <li><strong>Eyes closed:</strong> hit a 20-footer with your eyes shut and call out long or short before you look.</li>
  <li><strong>One ball, nine holes:</strong> play nine holes on the practice green and count every putt.</li>
  <li><strong>Tee gate:</strong> two tees just wider than the putter head to keep the strike centred.</li>
</ul>
<h2>Take it to the course</h2>
<p>On the first green, hit your first long putt by feel alone. The read matters, but a ball that finishes close is a tap-in whatever line it took.</p>`,
  },
  {
    slug: 'ball-markers-hat-clips-and-pins',
    title: 'Ball Markers, Hat Clips and Pins: What Belongs in Your Bag',
    excerpt:
      'Small accessories make a round run smoother and say something about the player carrying them. Here is what is worth a spot in your bag.',
    category: 'equipment',
    tags: ['equipment', 'ball markers', 'golf pins', 'accessories'],
    isPublished: true,
    publishedAt: new Date('2025-03-11T16:30:00Z'),
    metaTitle: 'Ball Markers, Hat Clips and Golf Pins: A Bag Guide | Pinshop',
    metaDescription: 'Which small golf accessories are worth carrying, and how soft enamel pins and markers are made.',
    viewCount: 976,
    content: `<p>Every bag has a pocket full of tees, pencils and a few pitch-mark repairers. A little care about what goes in that pocket makes each round easier.</p>
<h2>Worth carrying</h2>
<ul>
  <li>A magnetic hat clip with a removable ball marker, so it is always on your cap.</li>
  <li>A divot tool with a flat back that will not scrape the green.</li>
  <li>A pin from a course you love or an event you played: it starts conversations on the first tee.</li>
</ul>
<h2>Soft enamel or hard enamel?</h2>
<p>Soft enamel pins have recessed colour with raised metal lines you can feel, which gives them depth and keeps the cost reasonable. Hard enamel is polished flat and suits very fine detail. For golf pins that live on a hat or a bag, soft enamel wears well and shows colour brightly.</p>
<h2>Plating</h2>
<p>Gold and silver are classic; black nickel makes bright colours stand out, and bronze gives a vintage look that suits historic courses.</p>`,
  },
  {
    slug: 'run-a-charity-golf-tournament',
    title: 'How to Run a Charity Golf Tournament Players Remember',
    excerpt:
      'Good golf days are planned backwards from the moment players drive home. A checklist for organisers, from format to the gift bag.',
    category: 'tournaments',
    tags: ['tournaments', 'charity', 'organisers', 'gift bags'],
    isPublished: true,
    publishedAt: new Date('2025-04-22T13:00:00Z'),
    metaTitle: 'How to Run a Charity Golf Tournament | Pinshop',
    metaDescription:
      'A practical checklist for charity golf tournament organisers: format, pace, sponsors and player gifts.',
    viewCount: 1542,
    content: `<p>A charity golf day has two jobs: raise money and make players want to come back next year. Both depend on the details.</p>
<h2>Choose the right format</h2>
<p>A four-person scramble keeps everyone involved and keeps pace moving. Shotgun starts mean every group finishes together for the dinner and prize-giving.</p>
<h2>The checklist</h2>
<ul>
  <li>Book the course six months ahead and confirm the shotgun start in writing.</li>
  <li>Sell hole sponsorships early; sponsors want their name on the signs and in the programme.</li>
  <li>Order custom pins at least three weeks before the event, to leave time for mockup approval and production.</li>
  <li>Plan a contest on every par 3: closest to the pin, hole in one, longest putt.</li>
</ul>
<h2>The gift bag</h2>
<p>Players keep things that are useful or meaningful. A custom enamel pin with the event name and year ends up on hats and bags long after the day itself.</p>`,
  },
  {
    slug: 'harbour-town-lighthouse-hole',
    title: 'Harbour Town: Why the Lighthouse Hole Still Matters',
    excerpt:
      'The 18th at Harbour Town Golf Links is one of the most recognisable finishing holes in golf. Here is what makes it work.',
    category: 'courses',
    tags: ['harbour town', 'hilton head', 'course design'],
    isPublished: true,
    publishedAt: new Date('2025-05-06T15:30:00Z'),
    metaTitle: 'Harbour Town and the Lighthouse Hole | Pinshop Golf Insights',
    metaDescription:
      'Why the 18th at Harbour Town Golf Links on Hilton Head Island is one of golf’s great finishing holes.',
    viewCount: 823,
    content: `<p>Harbour Town Golf Links opened on Hilton Head Island in 1969, and its closing hole has been on television every spring since.</p>
<h2>A hole shaped by the water</h2>
<p>The 18th runs along Calibogue Sound with marsh all the way down the left. The wind off the water decides how much of the marsh a player can take on, and the red-and-white lighthouse behind the green gives every shot a target.</p>
<h2>Playing it as a visitor</h2>
<ul>
  <li>Favour the right side off the tee; the fairway is wider than it looks from the box.</li>
  <li>Club up into the wind and expect the green to play firm.</li>
  <li>Take the photo from the back tee with the lighthouse in frame, everyone does.</li>
</ul>
<p>It is a reminder that a great finishing hole needs a clear choice between risk and safety, not just length.</p>`,
  },
  {
    slug: '2025-pin-collection-launch',
    title: 'Our 2025 Pin Collection Is Here',
    excerpt:
      'Twenty-plus new ready-to-ship designs, from the Masters Gnome to team pins for the new indoor league, plus a free American Flag pin while stocks last.',
    category: 'news',
    tags: ['news', 'new designs', 'wholesale'],
    isPublished: true,
    publishedAt: new Date('2025-06-02T12:00:00Z'),
    metaTitle: 'The 2025 Golf Pin Collection | Pinshop News',
    metaDescription:
      'New ready-to-ship soft enamel golf pins for 2025, wholesale pricing for pro shops and a free American Flag pin.',
    viewCount: 3105,
    content: `<p>The 2025 collection is live in the wholesale catalogue, and most designs ship within one to two business days.</p>
<h2>What is new</h2>
<ul>
  <li>Tournament pins for the major championships and the season finale.</li>
  <li>Team pins for the indoor league and for the team golf circuit.</li>
  <li>Course pins for Harbour Town and Monarch Beach, with more courses coming.</li>
  <li>Seasonal designs for spring, summer, autumn and the holidays.</li>
</ul>
<h2>Wholesale pricing</h2>
<p>Order 10 to 24 of a design and save 10%; order 25 or more and save 20%. Pro shops on NET 30 terms can order straight from the catalogue.</p>
<h2>A free pin on us</h2>
<p>The American Flag Golf Pin is free while stocks last, up to four per customer; you only pay shipping.</p>`,
  },
  {
    slug: 'collecting-tournament-pins-guide',
    title: "Collecting Tournament Pins: A Beginner's Guide",
    excerpt: 'How to start a golf pin collection, what makes a pin collectible, and how to display it.',
    category: 'tips',
    tags: ['collecting', 'golf pins'],
    isPublished: false,
    publishedAt: null,
    metaTitle: "Collecting Tournament Pins: A Beginner's Guide | Pinshop",
    metaDescription: 'Start a golf pin collection: what to look for, how to store pins and how to display them.',
    viewCount: 0,
    content: `<p>Draft. Pin collecting starts with one pin from an event you loved.</p>
<h2>What makes a pin collectible</h2>
<ul>
  <li>A limited run with a year on it.</li>
  <li>A backstamp or numbered card.</li>
  <li>A design tied to a moment: a first major, a famous shot, a new course.</li>
</ul>
<p>More to come before this post is published.</p>`,
  },
];

export function blogImageUrl(slug: string): string {
  return `/images/blog/${slug}.svg`;
}
