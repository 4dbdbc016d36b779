import { FileText } from 'lucide-react';
import { useMemo, type SyntheticEvent } from 'react';
import { demoReportBodySchema, SHORT_TEXT_MAX } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateDemoReport } from '../api/report-api';

/**
 * The demo report generator's form (docs/product.md#the-verification-report): candidate name,
 * position and company create a sample verification whose checks run; `onCreated` gets its id.
 */
export function DemoReportForm({ onCreated }: { onCreated: (verificationId: string) => void }) {
  const initial = useMemo(() => ({ candidateName: '', position: '', company: '' }), []);
  const form = useZodForm(demoReportBodySchema, initial);
  const create = useCreateDemoReport();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (data) => {
        onCreated(data.verificationId);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.length > 0) {
          form.showServerErrors(error.details);
        }
      },
    });
  }

  const failed =
    create.isError && !(isApiError(create.error) && create.error.code === 'VALIDATION_FAILED')
      ? create.error.message
      : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Demo report">
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          The sample report could not be created: {failed}
        </p>
      )}
      <TextField
        label="Candidate name"
        required
        autoComplete="off"
        maxLength={SHORT_TEXT_MAX}
        {...form.field('candidateName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Position"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          {...form.field('position')}
        />
        <TextField
          label="Company"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          {...form.field('company')}
        />
      </div>
      <div>
        <Button type="submit" size="lg" loading={create.isPending} className="w-full sm:w-auto">
          {!create.isPending && <FileText aria-hidden="true" className="size-4" />}
          Generate sample report
        </Button>
      </div>
    </form>
  );
}
