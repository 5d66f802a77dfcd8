import { useMemo, useSyncExternalStore, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions, HOME_COUNTRY } from '@shop/domain';
import { SelectField } from './select-field.tsx';

interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
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
  const everyCountry = useEveryCountryHere();
  const options = useMemo(() => {
    const named = countryOptions(language);
    const countries = (everyCountry ? named : named.filter(({ code }) => code === HOME_COUNTRY)).map(({ code, name }) => ({
      value: code,
      label: name,
    }));
    return placeholder === undefined ? countries : [{ value: '', label: placeholder }, ...countries];
  }, [language, placeholder, everyCountry]);
  return <SelectField options={options} {...props} />;
}

const unchanging = () => () => {};

/**
 * Whether this render may name every country: not the server's prerendering (decision 037) nor the
 * browser's takeover of it. Node's and the browser's ICU name some countries differently ("Hong Kong
 * SAR China" / "Hong Kong"), and one differing word makes React draw the whole page anew; so those
 * two renders offer the home country alone, and the browser adds the rest right after the takeover.
 * A page the app draws itself names every country at once.
 */
function useEveryCountryHere(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
