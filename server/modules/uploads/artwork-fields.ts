import type { ArtworkField } from '../../../core/schemas/artwork';
import { PROOF_MESSAGES } from '../../../core/schemas/proofs';
import { DESIGN_FILE_KINDS, QUOTE_LOGO_KINDS, type UploadKind } from '../../integrations/storage/file-types';
import { UPLOAD_ERRORS } from './uploads.service';

/** Each upload field's types and its message for any other file (as the field's own upload says it). */
export const ARTWORK_FIELD_RULES: Record<ArtworkField, { kinds: readonly UploadKind[]; typeMessage: string }> = {
  'design-file': { kinds: DESIGN_FILE_KINDS, typeMessage: UPLOAD_ERRORS.designType },
  'quote-logo': { kinds: QUOTE_LOGO_KINDS, typeMessage: UPLOAD_ERRORS.imageType },
  'proof-change': { kinds: ['png', 'jpeg'], typeMessage: PROOF_MESSAGES.imageType },
};
