// The limits of a render in a worker thread: each one ends the worker and answers "no preview", never a hang.
import { describe, expect, it } from 'vitest';
import { densePdf } from '../../../tests/helpers/dense-pdf';
import { renderPdfFirstPage, PDF_PREVIEW_LIMITS } from './proof-preview';
import { runningWorkers } from '../../integrations/render/render-pool';

describe('a PDF preview in a worker', () => {
  it('draws an ordinary page', async () => {
    const preview = await renderPdfFirstPage(densePdf(50));
    expect(preview.kind).toBe('png');
    if (preview.kind === 'png') expect(preview.png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('does not paint a page of more operators than the limit', async () => {
    expect(await renderPdfFirstPage(densePdf(5000), { maxOperators: 1000 })).toEqual({
      kind: 'unavailable',
      why: '5004 drawing operators',
    });
  });

  it('ends a worker that has not answered in time', async () => {
    const preview = await renderPdfFirstPage(densePdf(50), { limits: { ...PDF_PREVIEW_LIMITS, timeoutMs: 1 } });
    expect(preview).toMatchObject({ kind: 'unavailable', why: expect.stringMatching(/^timeout/) });
  });

  it('ends a worker that runs out of its memory', async () => {
    const preview = await renderPdfFirstPage(densePdf(50), {
      limits: { ...PDF_PREVIEW_LIMITS, resourceLimits: { maxOldGenerationSizeMb: 12, maxYoungGenerationSizeMb: 2 } },
    });
    expect(preview).toMatchObject({ kind: 'unavailable', why: expect.stringMatching(/^memory/) });
  });

  it('tells a file pdfjs cannot read apart from one too heavy to draw', async () => {
    expect(await renderPdfFirstPage(Buffer.from('%PDF-1.4\nnot really a PDF'))).toEqual({ kind: 'unreadable' });
  });

  it('runs at most two at a time, the others waiting their turn', async () => {
    let most = 0;
    let done = false;
    const renders = Promise.all([1, 2, 3, 4].map(() => renderPdfFirstPage(densePdf(50)))).finally(() => {
      done = true;
    });
    while (!done) {
      most = Math.max(most, runningWorkers());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await renders).map((preview) => preview.kind)).toEqual(['png', 'png', 'png', 'png']);
    expect(most).toBe(2);
  }, 60_000);
});
