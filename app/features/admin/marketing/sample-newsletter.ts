/**
 * "Use sample content": a short newsletter in plain, e-mail-safe HTML (inline styles, no images or scripts, links to
 * the shop at `origin`) for the admin to edit. The server adds the unsubscribe link and the postal address.
 */
export const SAMPLE_SUBJECT = 'New soft enamel pins for the spring season';

export function sampleNewsletter(origin: string): string {
  return `<h1 style="color:#14532d;font-size:24px;margin:0 0 12px">Fresh pins for the first tee</h1>
<p>Spring is here, and so are our new soft enamel golf pins: bright colours, polished gold and silver plating, and a
sturdy butterfly clutch on every one.</p>
<h2 style="color:#14532d;font-size:18px;margin:20px 0 8px">What is new</h2>
<ul>
  <li><strong>Course flags</strong> in twelve classic colours, ready to ship.</li>
  <li><strong>Ball markers</strong> with a magnetic hat clip, perfect for member gifts.</li>
  <li><strong>Tournament sets</strong>: one design per round, numbered and boxed.</li>
</ul>
<p>Ordering for a club, an event or a pro shop? Wholesale prices start at 50 pins, and our designers turn your logo
into a custom pin with a free proof before you pay the balance.</p>
<p style="margin:24px 0">
  <a href="${origin}/wholesale" style="background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Shop the new pins</a>
</p>
<p>Want something of your own? <a href="${origin}/custom" style="color:#15803d">Design a custom pin</a> or
reply to this e-mail and we will help.</p>
<p>See you on the course,<br>The pin makers</p>`;
}
