/**
 * The words of a PDF as a reader sees them (pdfjs-dist's text content, page after page, each text run on a line of
 * its own, the runs of spaces between them left out): what the tests check a downloaded invoice or receipt says.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdfjs takes the bytes over (the caller's buffer stays readable).
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const runs = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(runs.filter((run) => run.trim() !== '').join('\n'));
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}
