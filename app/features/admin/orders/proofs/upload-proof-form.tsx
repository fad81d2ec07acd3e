/** A new proof version: the file (PNG, JPEG, PDF or SVG; the server decides by its bytes) and a note for the customer. */
import { Icon } from '../../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { orderNumber } from '../../../../../core/order-numbers';
import { PROOF_MESSAGES, PROOF_NOTE_MAX } from '../../../../../core/schemas/proofs';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { checkFile, FILE_TOO_LARGE, UPLOAD_MAX_LABEL, type FileProblem } from '../../../../lib/file-check';
import { useUploadProof } from './use-order-proofs';

const PROOF_TYPES = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
  'image/svg+xml': ['svg'],
} as const;
const TYPE_PROBLEM: FileProblem = { title: 'Invalid file', description: PROOF_MESSAGES.proofType };

export interface UploadProofFormProps {
  orderId: number;
  nextVersion: number;
  /** The design, when the order has several (decision 045); null: the order's one design. */
  design: { number: number; name: string } | null;
}

export function UploadProofForm({ orderId, nextVersion, design }: UploadProofFormProps) {
  // A new key empties the file input after an upload (a file input cannot be cleared through React state).
  const [formKey, setFormKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProof(orderId, () => {
    setFile(null);
    setNote('');
    setFormKey((key) => key + 1);
  });

  function choose(chosen: File | undefined) {
    const problem = chosen ? checkFile(chosen, PROOF_TYPES, { type: TYPE_PROBLEM, size: FILE_TOO_LARGE }) : null;
    setError(problem?.description ?? null);
    setFile(chosen && !problem ? chosen : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError((current) => current ?? PROOF_MESSAGES.proofRequired);
      return;
    }
    upload.mutate({ design: design?.number ?? 1, file, note: note.trim() });
  }

  return (
    <form
      key={formKey}
      onSubmit={submit}
      noValidate
      aria-label={`Upload proof version ${nextVersion} ${design ? `of ${design.name} ` : ''}of order ${orderNumber('custom', orderId)}`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <p className="text-sm font-semibold text-slate-900">Upload version {nextVersion}</p>
      <Field
        label="Proof file"
        required
        hint={`PNG, JPG, PDF or SVG, up to ${UPLOAD_MAX_LABEL}. The customer is e-mailed a link to approve it.`}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".png,.jpg,.jpeg,.pdf,.svg,image/png,image/jpeg,application/pdf,image/svg+xml"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        )}
      </Field>
      <Field label="Note to the customer">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={PROOF_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="justify-self-start" disabled={upload.isPending}>
        {upload.isPending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="upload" className="size-4" aria-hidden="true" />
        )}
        {upload.isPending ? 'Uploading...' : 'Upload Proof'}
      </Button>
    </form>
  );
}
