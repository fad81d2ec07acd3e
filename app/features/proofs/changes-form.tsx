/** Request changes: what to change (required) and, if it helps, an image (PNG or JPEG, checked again by its bytes). */
import { Icon } from '../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { PROOF_COMMENT_MAX, PROOF_MESSAGES, proofChangesFieldsSchema } from '../../../core/schemas/proofs';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { checkFile, FILE_TOO_LARGE, UPLOAD_MAX_LABEL, type FileProblem } from '../../lib/file-check';
import type { ChangeRequest } from './proof-api';
import { LazyArtworkCheck } from '../../components/artwork/lazy-artwork-check';

const IMAGE_TYPES = { 'image/png': ['png'], 'image/jpeg': ['jpg', 'jpeg'] } as const;
const IMAGE_TYPE_PROBLEM: FileProblem = { title: 'Invalid file', description: PROOF_MESSAGES.imageType };

export interface ChangesFormProps {
  version: number;
  pending: boolean;
  onSubmit(request: ChangeRequest): void;
}

export function ChangesForm({ version, pending, onSubmit }: ChangesFormProps) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ comment?: string; image?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = proofChangesFieldsSchema.safeParse({ version, comment });
    if (!parsed.success) {
      setErrors({ comment: parsed.error.issues[0]?.message ?? PROOF_MESSAGES.commentRequired });
      return;
    }
    setErrors({});
    onSubmit({ version, comment: parsed.data.comment, image });
  }

  function choose(file: File | undefined) {
    if (!file) return setImage(null);
    const problem = checkFile(file, IMAGE_TYPES, { type: IMAGE_TYPE_PROBLEM, size: FILE_TOO_LARGE });
    setErrors((current) => ({ ...current, image: problem?.description }));
    setImage(problem ? null : file);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Request changes to version {version}
      </h3>
      <Field label="What would you like changed?" required error={errors.comment}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={PROOF_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Reference image (optional)"
        hint={`A PNG or JPG up to ${UPLOAD_MAX_LABEL}: a sketch or a photo of what you mean.`}
        error={errors.image}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        )}
      </Field>
      <LazyArtworkCheck file={image} field="proof-change" />
      <Button type="submit" variant="outline" size="lg" disabled={pending} className="self-start">
        {pending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="send" className="size-4" aria-hidden="true" />
        )}
        {pending ? 'Sending...' : 'Request Changes'}
      </Button>
    </form>
  );
}
