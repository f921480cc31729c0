// A react-hook-form form checked by a zod schema, with what its fields and its alert show: the translated field
// errors (useErrorText) and one form-wide error text.

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorText } from './form-errors';

export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting, errorText, formError, setFormError };
}
