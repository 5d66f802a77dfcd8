import { useMemo, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@shop/domain';
import { SelectField } from './select-field.tsx';

export interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** An empty first option ("Choose a country"), for a country not known yet. */
  placeholder?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}

/**
 * Every country (ISO 3166-1 alpha-2 codes) named in the reader's language by the browser
 * (`Intl.DisplayNames`), Lithuania first (decision 053). The value is the code.
 */
export function CountrySelect({ placeholder, ...props }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'lt' ? 'lt' : 'en';
  const options = useMemo(() => {
    const countries = countryOptions(language).map(({ code, name }) => ({ value: code, label: name }));
    return placeholder === undefined ? countries : [{ value: '', label: placeholder }, ...countries];
  }, [language, placeholder]);
  return <SelectField options={options} {...props} />;
}
