'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Form } from '@/components/form';
import { Notice } from '@/components/notice';
import { Select } from '@/components/select';
import { useSubmitDocument } from '../../api';
import { useFormFailure } from '../../hooks/use-form-failure';

const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
/** What the demo provider accepts: a photo or a PDF scan up to 10 MB. */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const MAX_BYTES = 10 * 1024 * 1024;

type Values = { document_type: (typeof DOCUMENT_TYPES)[number] | ''; document: FileList | undefined };

/** The built-in demo provider's upload form: a document type and its scan; the review goes to the operator. */
export function DemoDocumentForm() {
  const t = useTranslations('ProfileForms');
  const schema = useMemo(
    () =>
      z.object({
        document_type: z.enum(DOCUMENT_TYPES, { error: () => t('verification.chooseType') }),
        document: z
          .custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length === 1, { error: () => t('verification.chooseFile') })
          .refine((files) => ACCEPT.includes(files[0]!.type), { error: () => t('verification.fileType') })
          .refine((files) => files[0]!.size <= MAX_BYTES, { error: () => t('verification.fileSize') }),
      }),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema) as never, defaultValues: { document_type: '', document: undefined } });
  const submit = useSubmitDocument();
  const failure = useFormFailure(form, ['document_type', 'document'], { document_name: 'document' });

  const onSubmit = async (values: Values) => {
    failure.clearNotice();
    const file = values.document?.[0];
    if (!file || !values.document_type) return;
    await submit.mutateAsync({ document_type: values.document_type, document_name: file.name.slice(0, 255) }).catch(failure.fail);
  };

  return (
    <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('verification.formTitle')} className="flex max-w-md flex-col gap-4">
      {failure.notice && <Notice>{failure.notice}</Notice>}
      <Field label={t('verification.documentType')} error={form.formState.errors.document_type?.message} required>
        {(control) => (
          <Select {...control} {...form.register('document_type')}>
            <option value="">{t('choose')}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`verification.types.${type}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('verification.file')} hint={t('verification.fileHint')} error={form.formState.errors.document?.message} required>
        {(control) => (
          <input
            {...control}
            {...form.register('document')}
            type="file"
            accept={ACCEPT.join(',')}
            className="rounded-lg border border-(--border) bg-(--surface) p-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-(--surface-2) file:px-3 file:py-1.5 file:text-(--text)"
          />
        )}
      </Field>
      <Button type="submit" className="self-start" loading={submit.isPending}>
        {t('verification.submit')}
      </Button>
    </Form>
  );
}
