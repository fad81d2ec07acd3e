/** The parts of structured-data-testing-tool 4.5 (plain CommonJS, no types of its own) that the e2e spec uses. */
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any';
    expect?: unknown;
    warning?: boolean;
    optional?: boolean;
    description?: string;
    passed?: boolean;
    value?: unknown;
    error?: { type: string; message: string; expected?: unknown; found?: unknown };
  }
  export interface SdttPreset {
    name: string;
    description: string;
    tests?: SdttTest[];
    presets?: SdttPreset[];
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    optional: SdttTest[];
    skipped: SdttTest[];
    /** The schema.org types found (JSON-LD keyed by its top-level @type). */
    schemas: string[];
    structuredData: {
      jsonld: Record<string, Record<string, unknown>[]>;
      metatags: Record<string, (string | undefined)[]>;
    };
  }
  export interface SdttOptions {
    presets?: SdttPreset[];
    tests?: SdttTest[];
    schemas?: string[];
    url?: string;
  }
  /** Resolves when every test passed; rejects with `{ type: 'VALIDATION_FAILED', res }` when one failed. */
  export function structuredDataTest(input: string | Buffer, options?: SdttOptions): Promise<SdttResult>;
  const sdtt: { structuredDataTest: typeof structuredDataTest };
  export default sdtt;
}

declare module 'structured-data-testing-tool/presets.js' {
  import type { SdttPreset } from 'structured-data-testing-tool';
  const presets: Record<'Google' | 'Twitter' | 'Facebook' | 'SocialMedia', SdttPreset>;
  export default presets;
}
