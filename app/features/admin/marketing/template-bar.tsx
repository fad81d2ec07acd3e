/**
 * The e-mail editor's templates: choose a saved template and load it into the form, save the form's subject and
 * blocks under a name, rename the chosen template to that name, or delete it (after a confirmation).
 */
import { useState } from 'react';
import type { CampaignTemplateDto, EmailBlock } from '../../../../core/schemas/email-blocks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toastFailure, toastSuccess } from '../admin-toast';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDeleteTemplate, useRenameTemplate, useSaveTemplate, useTemplates } from './use-email-editor';

export interface TemplateBarProps {
  /** The form's subject and blocks as they are (null while a block is not filled in). */
  current(): { subject: string; blocks: EmailBlock[] } | null;
  onLoad(template: CampaignTemplateDto): void;
}

export function TemplateBar({ current, onLoad }: TemplateBarProps) {
  // Inside the campaign's form: no search box of its own (a form in a form); "More templates" reads older ones.
  const templates = useTemplates('');
  const save = useSaveTemplate();
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const list = templates.data?.pages.flatMap((page) => page.templates) ?? [];
  const picked = list.find((t) => String(t.id) === chosen) ?? null;
  const failed = (fallback: string) => (error: unknown) => toastFailure(error, fallback);

  function saveAs() {
    const content = current();
    if (name.trim() === '') return setNameError('Name the template (1 to 80 characters).');
    if (!content) return setNameError('Fill in every block before saving the template.');
    setNameError(null);
    save.mutate(
      { name: name.trim(), ...content },
      {
        onSuccess: ({ template }) => {
          setChosen(String(template.id));
          toastSuccess(`Template Saved - "${template.name}" is in your templates.`);
        },
        onError: failed('The template could not be saved.'),
      },
    );
  }

  function renameChosen() {
    if (!picked) return;
    if (name.trim() === '') return setNameError('Name the template (1 to 80 characters).');
    setNameError(null);
    rename.mutate(
      { id: picked.id, name: name.trim() },
      {
        onSuccess: ({ template }) => toastSuccess(`Template Renamed - It is now "${template.name}".`),
        onError: failed('The template could not be renamed.'),
      },
    );
  }

  return (
    <section
      aria-labelledby="email-templates-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h4 id="email-templates-title" className="text-sm font-semibold text-slate-900">
        Templates
      </h4>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Saved template">
          {(control) => (
            <Select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{list.length === 0 ? 'No templates yet' : 'Choose a template'}</option>
              {list.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <LoadMoreButton query={templates} label="More templates" />
          <Button variant="outline" disabled={!picked} onClick={() => picked && onLoad(picked)}>
            Load template
          </Button>
          <Button variant="outline" disabled={!picked} onClick={() => setDeleting(true)}>
            Delete template
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Template name" error={nameError}>
          {(control) => (
            <Input {...control} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={save.isPending} onClick={saveAs}>
            Save as template
          </Button>
          <Button variant="outline" disabled={!picked || rename.isPending} onClick={renameChosen}>
            Rename template
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={deleting}
        title="Delete the template?"
        description={picked ? `"${picked.name}" will be deleted. Campaigns sent from it are not changed.` : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          picked &&
          remove.mutate(picked.id, {
            onSuccess: () => {
              setChosen('');
              toastSuccess(`Template Deleted - "${picked.name}" is gone.`);
            },
            onError: failed('The template could not be deleted.'),
            onSettled: () => setDeleting(false),
          })
        }
        onClose={() => setDeleting(false)}
      />
    </section>
  );
}
