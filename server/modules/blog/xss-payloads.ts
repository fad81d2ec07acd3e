/**
 * Attack strings for the article sanitiser, one per technique (OWASP XSS filter evasion cheat sheet):
 * each must come out without anything that runs script. Shared by the unit and the API tests.
 */
export const XSS_PAYLOADS: readonly { name: string; html: string }[] = [
  { name: 'script element', html: '<p>hi</p><script>alert(1)</script>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'uppercase script', html: '<SCRIPT>alert(1)</SCRIPT>' },
  { name: 'img onerror', html: '<img src="x" onerror="alert(1)">' },
  { name: 'img onerror without quotes', html: '<img src=x onerror=alert(1)//>' },
  { name: 'svg onload', html: '<svg onload="alert(1)"><circle r="1"/></svg>' },
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'body onload', html: '<body onload="alert(1)">text</body>' },
  { name: 'details ontoggle', html: '<details open ontoggle="alert(1)"><summary>x</summary></details>' },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">click</a>' },
  { name: 'javascript: link, mixed case', html: '<a href="JaVaScRiPt:alert(1)">click</a>' },
  { name: 'javascript: link, entity encoded', html: '<a href="&#106;avascript:alert(1)">click</a>' },
  { name: 'javascript: link, tab inside', html: '<a href="java\tscript:alert(1)">click</a>' },
  { name: 'javascript: link, leading space', html: '<a href=" javascript:alert(1)">click</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">click</a>' },
  { name: 'data: html link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { name: 'javascript: image', html: '<img src="javascript:alert(1)">' },
  { name: 'style expression', html: '<div style="width: expression(alert(1))">x</div>' },
  { name: 'style url javascript', html: '<p style="background:url(javascript:alert(1))">x</p>' },
  {
    name: 'style element',
    html: '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  },
  { name: 'iframe', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed', html: '<embed src="javascript:alert(1)">' },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>go</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">go</button>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'math xlink', html: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="alert(1)">' },
  { name: 'broken markup', html: '<img """><script>alert(1)</script>">' },
  { name: 'nested comment trick', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'noscript mutation', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: 'template', html: '<template><script>alert(1)</script></template>' },
];

/** What must never survive: script elements, event handlers, script URLs, styles and active embeds. */
export const DANGEROUS =
  /<script|<style|<iframe|<object|<embed|<form|<meta|<base|<svg|<math|\son[a-z]+\s*=|javascript:|vbscript:|data:text\/html|expression\(|style=/i;
