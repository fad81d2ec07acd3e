/**
 * zod's own e-mail and ISO date patterns (zod/v4/core regexes.email and regexes.date, what the server's schemas check),
 * copied so the designer checks exactly as the server does without importing zod: even its regexes module brought
 * ~1 KB gzip into every page's shared chunk (decision 021). ./zod-patterns.test.ts fails if zod's patterns change.
 */
export const ZOD_EMAIL =
  // eslint-disable-next-line no-useless-escape -- zod's pattern verbatim: the test compares the sources.
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const ZOD_ISO_DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;
