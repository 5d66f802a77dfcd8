import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & { ref?: Ref<HTMLInputElement> };

/**
 * A password input with a show/hide toggle. The toggle is named by its visible text (Show/Hide),
 * so a search by the field's label finds only the input. React 19 passes `ref` as a prop, which
 * TextField spreads onto its input.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex min-h-11 items-center rounded px-2 py-1 text-xs font-semibold text-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {visible ? t('auth.password.hide') : t('auth.password.show')}
        </button>
      }
    />
  );
}
