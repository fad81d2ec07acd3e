/**
 * The live preview: the e-mail as the server renders it for sending (the same renderer as the test and the real
 * send), asked again a moment after each change, shown in a sandboxed frame that runs nothing (srcdoc, no
 * allow-scripts; same origin so the shop's pictures load), under the admin page's content security policy.
 */
import type { EmailBlock } from '../../../../core/schemas/email-blocks';
import { adminErrorMessage } from '../admin-api';
import { useBlocksPreview } from './use-email-editor';

export function EmailPreview({ subject, blocks }: { subject: string; blocks: EmailBlock[] }) {
  const preview = useBlocksPreview(subject, blocks);
  const shown = blocks.length > 0 ? preview.data : undefined;
  return (
    <section
      aria-labelledby="marketing-preview-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="marketing-preview-title" className="text-lg font-semibold text-slate-900">
          Preview
        </h3>
        <p role="status" className="text-sm text-slate-600">
          {blocks.length > 0 && preview.isFetching ? 'Updating the preview...' : ''}
        </p>
      </div>
      {preview.isError && blocks.length > 0 ? (
        <p className="text-sm text-red-700">{adminErrorMessage(preview.error, 'The preview could not be made.')}</p>
      ) : null}
      {shown ? (
        <>
          <p className="text-sm text-slate-700">
            <span className="font-medium">Subject:</span> {shown.subject}
          </p>
          <iframe
            title={`Preview of the e-mail "${shown.subject}"`}
            // No allow-scripts: nothing in it runs. Same origin only so that the shop's own pictures (served
            // Cross-Origin-Resource-Policy: same-origin) show as they will in the e-mail.
            sandbox="allow-same-origin"
            srcDoc={shown.html}
            className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          The e-mail shows here as recipients will get it once a block is filled in.
        </p>
      )}
    </section>
  );
}
