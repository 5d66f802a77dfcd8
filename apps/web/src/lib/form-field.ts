import type { TFunction } from 'i18next';
import { type FieldErrors, type FieldValues, get, type Path, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import { translateFieldError } from './form-errors.ts';

/** What a field component takes from the form: the registration and the field's error in the reader's language. */
export type BoundField<Name extends string = string> = UseFormRegisterReturn<Name> & { error: string | undefined };

/**
 * Binds fields to a react-hook-form form: `{...field('email')}` registers the input and gives its
 * translated error, instead of `{...register('email')} error={translateFieldError(t, errors.email?.message)}`.
 */
export function fieldBinder<T extends FieldValues>(t: TFunction, register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>): BoundField<Path<T>> => {
    const entry: { message?: unknown } | undefined = get(errors, name);
    const message = entry?.message;
    return { ...register(name), error: translateFieldError(t, typeof message === 'string' ? message : undefined) };
  };
}
