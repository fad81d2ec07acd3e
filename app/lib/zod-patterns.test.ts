import { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { ZOD_EMAIL, ZOD_ISO_DATE } from './zod-patterns';

describe('zod patterns in the browser', () => {
  it('are zod’s own, so the designer accepts what the server accepts', () => {
    expect(ZOD_EMAIL.source).toBe(regexes.email.source);
    expect(ZOD_ISO_DATE.source).toBe(regexes.date.source);
  });

  it.each(['ann@example.com', 'a.b+c@mail.example.co', 'ann@example', 'ann..lee@example.com', 'ann@-x.com', ''])(
    'judge %j as z.email() does',
    (value) => {
      expect(ZOD_EMAIL.test(value)).toBe(z.email().safeParse(value).success);
    },
  );

  it.each(['2028-02-29', '2027-02-29', '2027-04-31', '2027-12-31', '2027-1-01', ''])(
    'judge %j as z.iso.date() does',
    (value) => {
      expect(ZOD_ISO_DATE.test(value)).toBe(z.iso.date().safeParse(value).success);
    },
  );
});
